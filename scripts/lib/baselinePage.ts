/**
 * A bare HTML page served on 127.0.0.1: the floor that Lighthouse and the trace compare pages with.
 * It declares an icon, as the site's pages do (inline), so the browser requests nothing but the page.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="icon" href="data:,"><title>Baseline</title><meta name="description" content="A bare HTML page: the floor of this Lighthouse set-up."></head>' +
  '<body><main><h1>Baseline page</h1><p>A bare HTML page with one heading and one paragraph.</p></main></body></html>';

const BASELINE_PATH = '/__baseline__';

/**
 * `strays()`: the paths the server was asked for other than the page itself (a browser's
 * /favicon.ico, …), for tests that load it in a browser. Under Lighthouse it also sees Lighthouse's
 * own fetches after the load (/robots.txt), so bench:lighthouse reads the report's requests instead.
 */
export function startBaselineServer(): Promise<{ url: string; strays: () => string[]; close: () => void }> {
  const strays = new Set<string>();
  const server = createServer((request, response) => {
    if (request.url !== BASELINE_PATH) strays.add(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(BARE_HTML);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}${BASELINE_PATH}`, strays: () => [...strays], close: () => server.close() });
    });
  });
}
