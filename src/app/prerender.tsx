import { ViteReactSSG } from 'vite-react-ssg';
import { layoutRoute, routes, routesFor } from './routes';
import { styledComponentsCollector } from '../ssr/styleCollector';

const options = { getStyleCollector: styledComponentsCollector };
const allRoutes = ViteReactSSG({ routes }, undefined, options);

/**
 * Prerendering (build and dev server): vite-react-ssg asks for the full route table once, to list
 * the pages, and then renders each page with the routes that can match its path only: react-router
 * flattens and ranks the whole table on every render, which made the prerender quadratic in the
 * number of articles. Styled-components' CSS is collected per page. The browser does not use this:
 * it hydrates through src/app/hydrate.ts, which splits the start-up into short tasks.
 */
export function createRoot(client = false, routePath?: string) {
  if (routePath === undefined) return allRoutes(client);
  return ViteReactSSG({ routes: [layoutRoute(routesFor(routePath))] }, undefined, options)(client, routePath);
}
