/**
 * Weight budget (docs/product/platform.md §6): per prerendered page, the critical script (the page's own plain
 * script and its static imports, gzip: what it loads before any island wakes) and the HTML with its
 * inline critical CSS (gzip). What a page left alone loads in all is measured in Chromium
 * (tests/e2e/routes.test.ts). Prints a table and exits 1 when a page is over budget.
 *   npm run budget
 */
import path from 'node:path';
import { pages } from '../src/build/manifest';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../src/model/notFound';
import { pageFileOf } from '../src/model/pageFiles';
import { BUDGET, kb, pageWeigher } from './lib/pageWeight';

const dist = path.resolve(process.argv[2] ?? 'dist');
const weigh = pageWeigher(dist);

interface Row {
  page: string;
  js: number;
  html: number;
}

const notFoundFiles = [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS].map(pageFileOf);
const targets = [...pages.map((page) => ({ label: page.path, file: pageFileOf(page.path) })), ...notFoundFiles.map((file) => ({ label: file, file }))];
const rows: Row[] = targets.map(({ label, file }) => {
  const { js, html } = weigh(file);
  return { page: label, js, html };
});

const width = Math.max(...rows.map((row) => row.page.length));
console.log(`${'page'.padEnd(width)}  critical script (gzip)  HTML+CSS (gzip)`);
for (const row of rows) {
  const flag = (value: number, limit: number) => (value > limit ? ' OVER' : '');
  console.log(
    `${row.page.padEnd(width)}  ${kb(row.js).padStart(22)}${flag(row.js, BUDGET.firstLoadJs)}  ${kb(row.html).padStart(15)}${flag(row.html, BUDGET.html)}`,
  );
}
const maxJs = Math.max(...rows.map((row) => row.js));
const maxHtml = Math.max(...rows.map((row) => row.html));
console.log(`max: critical script ${kb(maxJs)} (budget ${kb(BUDGET.firstLoadJs)}), HTML+CSS ${kb(maxHtml)} (budget ${kb(BUDGET.html)})`);
const over = rows.filter((row) => row.js > BUDGET.firstLoadJs || row.html > BUDGET.html);
if (over.length > 0) {
  console.error(`budget: ${over.length} page(s) over budget: ${over.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
