/**
 * What a built page weighs on its first load: the script it runs by itself (the entry and its static
 * imports, gzip; islands load on demand) and its HTML with the inline critical CSS (gzip).
 * Used by the budget (npm run budget) and the article benchmark (npm run bench:insights).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootstrapEntry } from '../../src/build/vite/html';

export const KB = 1000;
/** docs/product/platform.md §6: the script a page loads by itself (its plain script: islands load on demand), and its HTML with inline CSS. */
export const BUDGET = { firstLoadJs: 5 * KB, html: 30 * KB } as const;

export interface PageWeight {
  /** The HTML file, relative to dist. */
  file: string;
  js: number;
  html: number;
}

/** Static imports of a built chunk (dynamic import() calls are loaded on demand, not counted). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1] ?? '');
  return specifiers.filter(Boolean).map((specifier) => path.join(path.dirname(file), specifier));
}

export function pageWeigher(dist: string): (file: string) => PageWeight {
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(file), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };
  const firstLoad = (html: string): string[] => {
    const entry = bootstrapEntry(html);
    if (!entry) throw new Error('page weight: a page without the script bootstrap');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !existsSync(file)) return;
      seen.add(file);
      if (file.endsWith('.js')) staticImports(file).forEach(visit);
    };
    visit(path.join(dist, entry));
    return [...seen];
  };
  return (file) => {
    const htmlPath = path.join(dist, file);
    return { file, js: firstLoad(readFileSync(htmlPath, 'utf8')).reduce((sum, chunk) => sum + gzipSize(chunk), 0), html: gzipSize(htmlPath) };
  };
}

/** Every HTML page of a build, relative to dist. */
export function htmlPagesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}admin`))
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
