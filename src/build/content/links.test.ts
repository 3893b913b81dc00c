/**
 * Every link and image address the content files hold leads somewhere on the site: a page of the
 * route manifest, a feed, or a file in public/. Part of the content suite (src/test/contentSuite.ts).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoot, loadCatalogs } from './loadCatalogs';
import { loadInsights } from './loadInsights';
import { loadSiteFiles } from './loadSiteFiles';
import { pages } from '../manifest';
import { FEEDS } from '../../model/insights';

const publicDir = path.join(contentRoot().project, 'public');
const routes = new Set([...pages.map((page) => page.path), ...Object.values(FEEDS).map((feed) => feed.path)]);
const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/** Where a link may point: a route, or a file that public/ holds. */
function resolves(address: string): boolean {
  const target = decodeURI(address.replace(/[?#].*$/, ''));
  const route = target.length > 1 ? target.replace(/\/$/, '') : target;
  if (routes.has(route)) return true;
  const file = path.join(publicDir, target);
  return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
}

/** The link and image addresses of compiled HTML (rehype-stringify writes `&` as `&#x26;`). */
const addressesIn = (html: string): string[] => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&#x26;', '&'));

/** The strings of a parsed YAML or front matter value that are site paths: `to: /contact`, `image: /x.svg`. */
function sitePathsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^\/(?!\/)\S*$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sitePathsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sitePathsIn);
  return [];
}

/** Every address in the content, with the file it is in. */
function contentLinks(): { file: string; address: string }[] {
  const catalogEntries = Object.values(loadCatalogs()).flat();
  const { articles, index } = loadInsights();
  return [
    ...catalogEntries.flatMap((entry) =>
      [...sitePathsIn(entry.data), ...entry.sections.flatMap((section) => addressesIn(section.html))].map((address) => ({ file: entry.file, address })),
    ),
    ...articles.flatMap((article) => [...sitePathsIn(article.data), ...addressesIn(article.body.html)].map((address) => ({ file: article.file, address }))),
    ...sitePathsIn([loadSiteFiles(), index]).map((address) => ({ file: 'content/ (YAML files)', address })),
  ];
}

describe('links in the content', () => {
  const links = contentLinks();

  it('are found (the page files must have some: their links back)', () => {
    expect(links.length).toBeGreaterThan(0);
  });

  it('each lead to a page of the site, a feed or a file in public/', () => {
    const broken = links.filter(
      ({ address }) => !address.startsWith('#') && !EXTERNAL.test(address) && !(address.startsWith('/') && !address.startsWith('//') && resolves(address)),
    );
    expect(broken.map(({ file, address }) => `${file}: ${address}`)).toEqual([]);
  });
});
