import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { layoutRoute, notFoundRoutes, pageRoute, publicationRoute } from '../app/routes';
import { isPublicationPath } from '../model/insights';
import { nodes } from '../model/siteTree';

/**
 * Renders the real route tree at a URL, as the prerender does: the site tree's pages, and a
 * publication page (an article) by its address.
 */
export function renderRoute(path: string) {
  const publication = isPublicationPath(path) ? [publicationRoute(path)] : [];
  const routes = [layoutRoute([...nodes.map(pageRoute), ...publication, ...notFoundRoutes()])];
  const router = createMemoryRouter(routes as RouteObject[], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
