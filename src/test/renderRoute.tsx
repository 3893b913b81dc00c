import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { layoutRoute, notFoundRoutes, pageRoute, publicationRoute } from '../app/routes';
import { pages } from '../site/build/manifest';
import { isPublicationPath } from '../site/insights';
import { nodes } from '../site/siteTree';
import { publicationFiles } from '../../scripts/lib/siteDataPlugin';

/** The server's answer to a publication page's data requests: the JSON files the build writes. */
function servePublicationData(): void {
  const byUrl = new Map(pages.filter((page) => isPublicationPath(page.path)).flatMap((page) => [...publicationFiles(page)]));
  vi.stubGlobal('fetch', async (url: string) => {
    const json = byUrl.get(url);
    return json !== undefined ? new Response(json, { headers: { 'content-type': 'application/json' } }) : new Response('Not found', { status: 404 });
  });
}

/**
 * Renders the real route tree at a URL, as the browser would after hydration: the site tree's
 * pages, and a publication page (an article) by its address, its data fetched as in the browser.
 */
export function renderRoute(path: string) {
  const publication = isPublicationPath(path) ? [publicationRoute(path)] : [];
  if (publication.length > 0) servePublicationData();
  const routes = [layoutRoute([...nodes.map(pageRoute), ...publication, ...notFoundRoutes()])];
  const router = createMemoryRouter(routes as RouteObject[], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
