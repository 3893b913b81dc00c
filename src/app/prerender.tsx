import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './routes';
import { styledComponentsCollector } from '../ssr/styleCollector';

/**
 * Prerendering (build and dev server): vite-react-ssg renders every route with the full route
 * table and collects styled-components' CSS. The browser does not use this: it hydrates through
 * src/app/hydrate.tsx, which splits the start-up into short tasks.
 */
export const createRoot = ViteReactSSG({ routes }, undefined, { getStyleCollector: styledComponentsCollector });
