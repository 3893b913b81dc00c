import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { robotsTxt, sitemapXml } from '../sitemap';
import { SECURITY_TXT_PATH } from '../../model/legalPaths';
import { securityTxt } from '../securityTxt';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../../model/notFound';
import { pageFileOf } from '../../model/pageFiles';
import { finaliseHtml } from './html';
import { precompressDist } from './precompress';
import { HOST_CONFIG_FILES, hostConfig } from '../../../server/pages/hostConfig';
import { writeAdmin } from './cmsAdmin';
import { ADMIN_PATH } from '../../model/admin';
import { buildFeeds, feedLinkTags } from '../feeds';
import { loadInsights } from '../content/loadInsights';
import { FEEDS } from '../../model/insights';
import { writeSiteManifest } from '../siteManifest';
import { internalDirBeside } from '../../../server/internalDir';
import { apiOriginOf } from '../../siteUrl';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where the build's hidden source maps go: beside dist/, never inside it. */
export const SOURCE_MAP_DIR = '.sourcemaps';

async function moveSourceMaps(dir: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.map'))) {
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(target, path.relative(dir, from));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
}

/** The build's settings finaliseDist writes into its files: SITE_URL's origin, and VITE_API_URL as apiBaseUrl reads it. */
export interface BuildSettings {
  siteUrl: string;
  apiUrl: string | null;
}

/**
 * Completes dist/ after prerendering: 404.html, sitemap, robots.txt, security.txt, the HTML
 * fix-ups, the static hosts' files and the precompressed copies; and beside it, dist-internal/: what
 * the API and nginx read, which no visitor may (the site manifest, nginx's snippets).
 */
export async function finaliseDist(dir: string, { siteUrl, apiUrl }: BuildSettings, env: Record<string, string | undefined> = process.env): Promise<void> {
  // The not-found routes ('/404', '/compliance/404') render to the 404.html files static hosts and
  // our server answer unknown URLs with: dist/404.html, dist/<catalog>/404.html.
  for (const notFoundPath of [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]) {
    if (!existsSync(path.join(dir, pageFileOf(notFoundPath))))
      throw new Error(`the not-found page ${notFoundPath} was not prerendered to ${pageFileOf(notFoundPath)}`);
  }

  // We use no route loaders (the router is created without them), so their build output is unused.
  for (const entry of await readdir(dir)) {
    if (entry === 'static-loader-data' || entry.startsWith('static-loader-data-manifest-')) {
      await rm(path.join(dir, entry), { recursive: true });
    }
  }

  // Vite's build manifest is not part of the site.
  await rm(path.join(dir, '.vite'), { recursive: true, force: true });
  const insights = loadInsights();
  const feedLinks = feedLinkTags(insights);
  for (const file of await htmlFiles(dir)) {
    if (file.startsWith(path.join(dir, ADMIN_PATH.slice(1)))) continue;
    const html = (await readFile(file, 'utf8')).replace('</head>', `${feedLinks}</head>`);
    await writeFile(file, finaliseHtml(html));
  }
  await writeAdmin(dir);
  const feeds = buildFeeds(insights, siteUrl);
  for (const format of ['rss', 'atom', 'json'] as const) await writeFile(path.join(dir, FEEDS[format].path.slice(1)), feeds[format]);
  await moveSourceMaps(dir, path.resolve(dir, '..', SOURCE_MAP_DIR));
  await writeFile(path.join(dir, 'sitemap.xml'), sitemapXml(siteUrl));
  await writeFile(path.join(dir, 'robots.txt'), robotsTxt(siteUrl));
  const securityTxtFile = path.join(dir, SECURITY_TXT_PATH.slice(1));
  await mkdir(path.dirname(securityTxtFile), { recursive: true });
  await writeFile(securityTxtFile, securityTxt(siteUrl, new Date()));
  // The static hosts' and nginx's configuration, from the finished pages.
  const host = await hostConfig(dir, apiOriginOf(apiUrl));
  await writeFile(path.join(dir, HOST_CONFIG_FILES.headers), host.headers);
  await writeFile(path.join(dir, HOST_CONFIG_FILES.redirects), host.redirects);
  const internalDir = internalDirBeside(dir);
  await rm(internalDir, { recursive: true, force: true });
  await mkdir(path.join(internalDir, HOST_CONFIG_FILES.nginxDir), { recursive: true });
  await writeFile(path.join(internalDir, HOST_CONFIG_FILES.nginxDir, 'http.conf'), host.nginxHttp);
  await writeFile(path.join(internalDir, HOST_CONFIG_FILES.nginxDir, 'server.conf'), host.nginxServer);
  // What the server reads instead of the content model: the known pages, the chat's knowledge, …
  await writeSiteManifest(internalDir, env);
  // Last: every file is final now.
  await precompressDist(dir);
}
