import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { layoutRoute, notFoundRoutes, pageRoute, insightsRoute } from '../app/routes';
import { isBelowInsights } from '../model/insights';
import { nodes } from '../model/siteTree';

/**
 * Renders the real route tree at a URL, as the prerender does: the site tree's pages, and a
 * page of Insights (an article) by its address.
 */
export function renderRoute(path: string) {
  const insights = isBelowInsights(path) ? [insightsRoute(path)] : [];
  const routes = [layoutRoute([...nodes.map(pageRoute), ...insights, ...notFoundRoutes()])];
  const router = createMemoryRouter(routes as RouteObject[], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
