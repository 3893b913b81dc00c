import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG, type RouteRecord } from 'vite-react-ssg';
import { routes } from './routes/routes';
import { styledComponentsCollector } from './ssr/styleCollector';

/**
 * vite-react-ssg gives every route a loader that fetches prerendered loader data on each client
 * navigation. We have no loaders, so the router is created without them: no extra round trips.
 */
function withoutLoaders(records: RouteRecord[]): RouteRecord[] {
  return records.map(({ loader: _loader, children, ...rest }) =>
    (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteRecord,
  );
}

export const createRoot = ViteReactSSG(
  {
    routes,
    customCreateRouter: (records, options) => createBrowserRouter(withoutLoaders(records as RouteRecord[]), options),
  },
  undefined,
  { getStyleCollector: styledComponentsCollector },
);
