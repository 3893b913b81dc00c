/**
 * The route manifest and the sitemap, whatever the content holds: one page per collection item, the
 * index pages listing their catalog's entries, every page reachable and described. Part of the
 * content suite (src/test/contentSuite.ts).
 */
import { describe, expect, it } from 'vitest';
import { allItemPaths, itemPaths, notListedOnce } from '../test/contentItems';
import { CATALOGS, catalogNames, entryPath, type CatalogKind, type CatalogName } from '../model/catalogs';
import { CONSULTATION_PATH, FORM_CONFIRMATIONS, FORM_PROBLEM_PATH } from '../model/formPages';
import { BOOKING_PAGES } from '../model/bookingPaths';
import { articlePath } from '../model/insights';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../model/notFound';
import { findNode, pageTrail } from '../model/siteTree';
import { sitemapXml } from './sitemap';
import type { ViewName } from '../model/types';
import { loadCatalogs } from './content/loadCatalogs';
import { loadInsights } from './content/loadInsights';
import { pages, prerenderPaths } from './manifest';

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);
const paths = pages.map((page) => page.path);
const catalogs = loadCatalogs();

const DETAIL_VIEW: Record<CatalogKind, ViewName> = {
  sections: 'sections-entry',
  framework: 'framework-entry',
  benefits: 'benefits-entry',
  iconBenefits: 'benefits-entry',
};

const page = (path: string) => pages.find((entry) => entry.path === path);
const dataOf = <T>(path: string) => page(path)?.data as T;
const cardPaths = (cards: readonly { path: string }[]) => cards.map((card) => card.path);

describe('route manifest', () => {
  it('has the pages of docs/product/site.md §2 that are no collection’s entry', () => {
    for (const path of ['/', '/about', '/services', '/compliance', '/awards', '/contact', '/insights', '/privacy', '/security', CONSULTATION_PATH]) {
      expect(paths, path).toContain(path);
    }
    for (const catalog of catalogNames()) expect(page(CATALOGS[catalog].parent)?.view, catalog).toBe('catalog-index');
  });

  it.each(catalogNames())('%s: has one detail page per content file, with its title and summary', (catalog) => {
    const details = pages.filter((entry) => entry.view === DETAIL_VIEW[CATALOGS[catalog].kind] && entry.parent === CATALOGS[catalog].parent);
    expect(details.map((entry) => entry.path)).toEqual(itemPaths()[catalog]);
    for (const entry of catalogs[catalog]) {
      const detail = page(entryPath(catalog, entry.slug));
      expect(detail?.name).toBe(entry.data.title);
      expect(detail?.description).toBe(entry.data.summary);
      expect(detail?.parent).toBe(CATALOGS[catalog].parent);
      expect(detail?.isService).toBe(true);
    }
  });

  it('has one page per article, with its title and description', () => {
    expect(
      pages
        .filter((entry) => entry.view === 'article')
        .map((entry) => entry.path)
        .sort(),
    ).toEqual([...itemPaths().insights].sort());
    for (const article of loadInsights().articles) expect(page(articlePath(article.slug))?.description).toBe(article.data.description);
  });

  it.each(['cyber', 'ai', 'compliance'] as const)('%s: the index page shows a card for each entry, in the catalog’s order', (catalog) => {
    expect(cardPaths(dataOf<{ cards: { path: string }[] }>(CATALOGS[catalog].parent).cards)).toEqual(itemPaths()[catalog]);
  });

  it('web: the index page shows a card for each entry on the index and links the others below, in the catalog’s order', () => {
    const { cards, more } = dataOf<{ cards: { path: string }[]; more: { path: string }[] }>(CATALOGS.web.parent);
    const onIndex = (wanted: boolean) => catalogs.web.filter((entry) => entry.data.onIndex === wanted).map((entry) => entryPath('web', entry.slug));
    expect(cardPaths(cards)).toEqual(onIndex(true));
    expect(cardPaths(more)).toEqual(onIndex(false));
  });

  it('the home page features the frameworks marked featuredOnHome, in their places', () => {
    const featured = catalogs.compliance
      .filter((entry) => entry.data.featuredOnHome !== undefined)
      .sort((a, b) => a.data.featuredOnHome! - b.data.featuredOnHome!)
      .map((entry) => entryPath('compliance', entry.slug));
    expect(cardPaths(dataOf<{ solutionCards: { path: string }[] }>('/').solutionCards)).toEqual(featured);
  });

  it('the services overview counts each area’s entries and names its first ones', () => {
    for (const area of dataOf<{ areas: { id: CatalogName; total: number; services: { path: string }[] }[] }>('/services').areas) {
      const items = itemPaths()[area.id];
      expect(area.total, area.id).toBe(items.length);
      expect(cardPaths(area.services), area.id).toEqual(items.slice(0, area.services.length));
    }
  });

  it('has the pages kept out of search engines: the newsletter’s and the booking’s link pages and the forms’ pages', () => {
    expect(pages.filter((entry) => entry.noindex).map((entry) => entry.path)).toEqual([
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/newsletter/confirmed',
      '/newsletter/unsubscribed',
      '/newsletter/link-invalid',
      ...Object.values(FORM_CONFIRMATIONS),
      BOOKING_PAGES.manage,
      BOOKING_PAGES.cancelled,
      BOOKING_PAGES.invalidLink,
      BOOKING_PAGES.confirm,
      BOOKING_PAGES.approve,
      BOOKING_PAGES.confirmed,
      BOOKING_PAGES.declined,
      BOOKING_PAGES.holdExpired,
      FORM_PROBLEM_PATH,
    ]);
  });

  it('has unique paths, titles and descriptions, and no page where a not-found page is prerendered', () => {
    expect(duplicates(prerenderPaths())).toEqual([]);
    expect(duplicates(pages.map((entry) => entry.title))).toEqual([]);
    expect(duplicates(pages.map((entry) => entry.description))).toEqual([]);
  });

  it('gives every page a meta description of 50–160 characters', () => {
    for (const entry of pages) {
      expect(entry.description.length, entry.path).toBeGreaterThanOrEqual(50);
      expect(entry.description.length, entry.path).toBeLessThanOrEqual(160);
    }
  });

  it('links every page below home to an existing parent, so breadcrumbs reach home', () => {
    for (const entry of pages.filter((candidate) => candidate.path !== '/')) {
      // Articles and the further list pages are not in the browser's tree: they hang from /insights.
      const trail = pageTrail(entry);
      expect(trail[0]?.path, entry.path).toBe('/');
      expect(trail.at(-1)?.path).toBe(entry.path);
    }
  });

  it('finds pages with or without a trailing slash', () => {
    expect(findNode('/about/')?.path).toBe('/about');
    expect(findNode('/nope')).toBeUndefined();
  });

  it('prerenders every manifest page plus the not-found pages', () => {
    expect(prerenderPaths()).toEqual([...paths, NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]);
    for (const path of CATALOG_NOT_FOUND_PATHS) expect(findNode(path)).toBeUndefined();
  });
});

describe('sitemap', () => {
  const locs = [...sitemapXml('https://example.test').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

  it('lists exactly the manifest pages but those marked noindex', () => {
    expect(locs).toEqual(pages.filter((entry) => !entry.noindex).map((entry) => entry.path));
  });

  it('lists every collection item once', () => {
    expect(notListedOnce(allItemPaths(), locs)).toEqual({});
  });
});
