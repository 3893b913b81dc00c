import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';

/** Renders the real route tree at a URL, as the browser would after hydration. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes as RouteObject[], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
