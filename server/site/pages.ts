import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A prerendered HTML page held in memory with the hashes of its inline scripts (for the CSP). */
export interface SitePage {
  html: Buffer;
  scriptHashes: string[];
}

export interface SitePages {
  /** URL path ('/', '/about', …) → page. */
  byPath: Map<string, SitePage>;
  notFound: SitePage;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/ld\+json"/.test(attributes)) continue; // data, never executed
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

function toPage(html: Buffer): SitePage {
  return { html, scriptHashes: inlineScriptHashes(html.toString('utf8')) };
}

/** Reads every prerendered page of dist/ once at start-up. */
export async function loadSitePages(distDir: string): Promise<SitePages> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const byPath = new Map<string, SitePage>();
  let notFound: SitePage | undefined;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    const page = toPage(await readFile(file));
    if (relative === '404.html') notFound = page;
    else if (relative === 'index.html') byPath.set('/', page);
    else if (relative.endsWith('/index.html')) byPath.set(`/${relative.slice(0, -'/index.html'.length)}`, page);
  }
  if (!notFound || !byPath.has('/')) throw new Error(`${distDir} is not a complete build (index.html or 404.html missing): run npm run build`);
  return { byPath, notFound };
}
