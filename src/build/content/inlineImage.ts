/**
 * A small SVG in public/ as a data: URL in the page's HTML, anything else as its path: an image that
 * costs fewer bytes than its request is not requested. (Lighthouse also counts every image fetched
 * before the largest paint as holding that paint back, even one further down the page.)
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from './contentRoot';

/** Vite inlines assets under 4 KB; these SVGs are under 1 KB, so the HTML grows by less than a request's headers. */
const INLINE_LIMIT_BYTES = 1024;

export function inlineImage(publicPath: string, project = contentRoot().project): string {
  const file = path.join(project, 'public', publicPath);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (path.extname(file) !== '.svg' || !stats?.isFile() || stats.size > INLINE_LIMIT_BYTES) return publicPath;
  return `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`;
}
