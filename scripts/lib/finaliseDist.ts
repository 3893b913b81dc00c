import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { robotsTxt, sitemapXml } from '../../src/routes/sitemap';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../../src/routes/notFound';
import { finaliseHtml } from './html';
import { pageId } from './siteDataPlugin';
import { pages } from '../../src/routes/manifest';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Completes dist/ after prerendering: 404.html, sitemap, robots.txt and the HTML fix-ups. */
export async function finaliseDist(dir: string, siteUrl: string): Promise<void> {
  // Not-found routes render to <path>/index.html; static hosts and our server expect 404.html files:
  // dist/404.html for the site, dist/<catalog>/404.html for unknown slugs of a catalog.
  for (const notFoundPath of [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]) {
    const renderedDir = path.join(dir, notFoundPath.slice(1));
    await rename(path.join(renderedDir, 'index.html'), path.join(path.dirname(renderedDir), '404.html'));
    await rm(renderedDir, { recursive: true });
  }

  // We use no route loaders (the router is created without them), so their build output is unused.
  for (const entry of await readdir(dir)) {
    if (entry === 'static-loader-data' || entry.startsWith('static-loader-data-manifest-')) {
      await rm(path.join(dir, entry), { recursive: true });
    }
  }

  // Vite's build manifest maps each page's data module to its chunk; it is not part of the site.
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  const buildManifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string }>;
  await rm(path.join(dir, '.vite'), { recursive: true });
  const dataChunk = new Map(
    pages.map((page) => {
      const chunk = buildManifest[pageId(page.path)];
      if (!chunk) throw new Error(`finaliseDist: no data chunk for ${page.path}`);
      return [page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`, `/${chunk.file}`];
    }),
  );

  for (const file of await htmlFiles(dir)) {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    const preload = dataChunk.get(relative);
    await writeFile(file, finaliseHtml(await readFile(file, 'utf8'), preload ? [preload] : []));
  }
  await writeFile(path.join(dir, 'sitemap.xml'), sitemapXml(siteUrl));
  await writeFile(path.join(dir, 'robots.txt'), robotsTxt(siteUrl));
}
