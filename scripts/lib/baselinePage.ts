/**
 * The bare HTML pages served on 127.0.0.1 that Lighthouse and the trace compare the site's pages
 * with (docs/product/platform.md §6): the plain floor of this set-up, and the same page loading the brand font
 * exactly as the site's pages do (the build's preload link and @font-face block, read from
 * dist/index.html, and the file itself from dist/assets/), so the yardstick includes the brand face
 * and the font's own cost is the difference between the two. Both declare an icon, as the site's
 * pages do (inline), so the browser requests nothing but the page (and the font file).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { TYPEFACE } from '../../src/ui/typeface';

const BASELINE_PATH = '/__baseline__';
const FONT_PAGE_PATH = '/__baseline__/font';

const page = (head: string, bodyStyle = '') =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<link rel="icon" href="data:,">${head}<title>Baseline</title><meta name="description" content="A bare HTML page: the floor of this Lighthouse set-up."></head>` +
  `<body${bodyStyle}><main><h1>Baseline page</h1><p>A bare HTML page with one heading and one paragraph.</p></main></body></html>`;

/** The site's own font loading, as the build wrote it into a page: the preload link, the @font-face block and the file it names. */
export function brandFontLoading(distDir: string): { head: string; fontPath: string; font: Buffer } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preload = html.match(/<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*>/);
  const faces = html.match(/<style data-typeface="">[\s\S]*?<\/style>/);
  if (!preload || !faces) throw new Error(`${distDir}/index.html has no preloaded brand font and @font-face block: build the site first (npm run build)`);
  const fontPath = preload[1]!;
  return { head: `${preload[0]}${faces[0]}`, fontPath, font: readFileSync(path.join(distDir, fontPath)) };
}

export interface BaselineServer {
  /** The plain bare page. */
  url: string;
  /** The bare page with the brand font loaded as the site's pages load it (when started with a build). */
  fontUrl?: string;
  /** The font file's URL on this server, the one request the font page may make. */
  fontFileUrl?: string;
  /**
   * The paths the server was asked for other than the pages and the font (a browser's
   * /favicon.ico, …), for tests that load them in a browser. Under Lighthouse it also sees
   * Lighthouse's own fetches after the load (/robots.txt), so bench:lighthouse reads the report's requests instead.
   */
  strays: () => string[];
  close: () => void;
}

/** Serves the bare page, and with `distDir` (a build) the bare page with the brand font too. */
export function startBaselineServer({ distDir }: { distDir?: string } = {}): Promise<BaselineServer> {
  const strays = new Set<string>();
  const brand = distDir ? brandFontLoading(distDir) : undefined;
  const bodyStyle = ` style="font-family: ${[TYPEFACE.family, ...TYPEFACE.fallbackFamilies].map((family) => `'${family}'`).join(', ')}, sans-serif"`;
  const server = createServer((request, response) => {
    if (request.url === BASELINE_PATH || (brand && request.url === FONT_PAGE_PATH)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(request.url === BASELINE_PATH ? page('') : page(brand!.head, bodyStyle));
      return;
    }
    if (brand && request.url === brand.fontPath) {
      response.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(brand.font);
      return;
    }
    strays.add(request.url ?? '');
    response.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        url: `${origin}${BASELINE_PATH}`,
        ...(brand ? { fontUrl: `${origin}${FONT_PAGE_PATH}`, fontFileUrl: `${origin}${brand.fontPath}` } : {}),
        strays: () => [...strays],
        close: () => server.close(),
      });
    });
  });
}
