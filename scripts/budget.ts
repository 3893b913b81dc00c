/**
 * Weight budget (product.md §6): per prerendered page, the first-load JS (entry script, the
 * modules it preloads and their static imports, gzip) and the HTML with its inline critical CSS (gzip).
 * Prints a table and exits 1 when a page is over budget.
 *   npm run budget
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pages } from '../src/site/build/manifest';
import { bootstrapScripts } from './lib/html';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../src/site/notFound';

const KB = 1000;
export const BUDGET = { firstLoadJs: 110 * KB, html: 30 * KB } as const;

const dist = path.resolve(process.argv[2] ?? 'dist');
const gzipSizes = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Static imports of a built chunk (dynamic import() calls are loaded on demand, not counted). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1] ?? '');
  return specifiers.filter(Boolean).map((specifier) => path.join(path.dirname(file), specifier));
}

function firstLoadJs(html: string): string[] {
  const scripts = bootstrapScripts(html);
  if (!scripts) throw new Error('budget: a page without the script bootstrap');
  const roots = [scripts.entry, ...scripts.preloads].map((href) => path.join(dist, href));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

interface Row {
  page: string;
  js: number;
  html: number;
}

const notFoundFiles = [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS].map((notFoundPath) => `${path.posix.dirname(notFoundPath).slice(1)}/404.html`.replace(/^\//, ''));
const targets = [
  ...pages.map((page) => ({ label: page.path, file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html` })),
  ...notFoundFiles.map((file) => ({ label: file, file })),
];
const rows: Row[] = targets.map(({ label, file }) => {
  const htmlPath = path.join(dist, file);
  const html = readFileSync(htmlPath, 'utf8');
  return { page: label, js: firstLoadJs(html).reduce((sum, chunk) => sum + gzipSize(chunk), 0), html: gzipSize(htmlPath) };
});

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const width = Math.max(...rows.map((row) => row.page.length));
console.log(`${'page'.padEnd(width)}  first-load JS (gzip)  HTML+CSS (gzip)`);
for (const row of rows) {
  const flag = (value: number, limit: number) => (value > limit ? ' OVER' : '');
  console.log(`${row.page.padEnd(width)}  ${kb(row.js).padStart(20)}${flag(row.js, BUDGET.firstLoadJs)}  ${kb(row.html).padStart(15)}${flag(row.html, BUDGET.html)}`);
}
const maxJs = Math.max(...rows.map((row) => row.js));
const maxHtml = Math.max(...rows.map((row) => row.html));
console.log(`max: first-load JS ${kb(maxJs)} (budget ${kb(BUDGET.firstLoadJs)}), HTML+CSS ${kb(maxHtml)} (budget ${kb(BUDGET.html)})`);
const over = rows.filter((row) => row.js > BUDGET.firstLoadJs || row.html > BUDGET.html);
if (over.length > 0) {
  console.error(`budget: ${over.length} page(s) over budget: ${over.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
