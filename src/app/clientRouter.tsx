/**
 * The browser's router. It starts with the current page's route alone, already loaded, so creating
 * it and hydrating costs nothing for the other pages; react-router's lazy route discovery
 * (patchRoutesOnNavigation) adds a page's route the first time the visitor navigates to it.
 */
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { layoutRoute, LAYOUT_ROUTE_ID, routesFor } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The route table for the current URL, with the matching route's view and data loaded. The home
 * page is always in it: it is the layout's index route, and react-router matches '/' to the layout
 * alone without asking patchRoutesOnNavigation for the index route it has not seen yet.
 */
export async function loadInitialRoutes(path: string): Promise<RouteObject[]> {
  const home = path === '/' ? [] : routesFor('/');
  const routes = [layoutRoute([...routesFor(path), ...home]) as RouteObject];
  const lazyMatches = (matchRoutes(routes, path) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      Object.assign(route, await route.lazy!(), { lazy: undefined });
    }),
  );
  return routes;
}

export function createClientRouter(routes: RouteObject[]): Router {
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: ({ path, patch }) => patch(LAYOUT_ROUTE_ID, routesFor(new URL(path, window.location.origin).pathname) as RouteObject[]),
  });
}

export function App({ router }: { router: Router }) {
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}
