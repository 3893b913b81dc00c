import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { robotsTxt, sitemapXml } from '../../src/routes/sitemap';
import { NOT_FOUND_PATH } from '../../src/routes/notFound';
import { finaliseHtml } from './html';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Completes dist/ after prerendering: 404.html, sitemap, robots.txt and the HTML fix-ups. */
export async function finaliseDist(dir: string, siteUrl: string): Promise<void> {
  // The 404 route renders to dist/404/index.html; static hosts and our server expect dist/404.html.
  const notFoundDir = path.join(dir, NOT_FOUND_PATH.slice(1));
  await rename(path.join(notFoundDir, 'index.html'), path.join(dir, '404.html'));
  await rm(notFoundDir, { recursive: true });

  // We use no route loaders (the router is created without them), so their build output is unused.
  for (const entry of await readdir(dir)) {
    if (entry === 'static-loader-data' || entry.startsWith('static-loader-data-manifest-')) {
      await rm(path.join(dir, entry), { recursive: true });
    }
  }

  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, finaliseHtml(html));
  }
  await writeFile(path.join(dir, 'sitemap.xml'), sitemapXml(siteUrl));
  await writeFile(path.join(dir, 'robots.txt'), robotsTxt(siteUrl));
}
