/**
 * The content's collection items as the build reads them, each by its page's path: what the content
 * suite checks every place a page is listed (pages, menus, sitemap, search, chat) against.
 */
import { loadCatalogs } from '../build/content/loadCatalogs';
import { loadInsights } from '../build/content/loadInsights';
import { catalogNames, entryPath, type CatalogName } from '../model/catalogs';

export type CollectionName = CatalogName | 'insights';

/** Each collection's items, by page path, in the collection's own order. */
export function itemPaths(): Record<CollectionName, string[]> {
  const catalogs = loadCatalogs();
  const paths = Object.fromEntries(catalogNames().map((catalog) => [catalog, catalogs[catalog].map((entry) => entryPath(catalog, entry.slug))]));
  return { ...paths, insights: loadInsights().articles.map((article) => article.path) } as Record<CollectionName, string[]>;
}

/** Every collection's items, by page path. */
export const allItemPaths = (): string[] => Object.values(itemPaths()).flat();

/** The items that `listed` does not hold exactly once, with how often it holds each: {} when all are there once. */
export function notListedOnce(items: readonly string[], listed: readonly string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const path of listed) counts.set(path, (counts.get(path) ?? 0) + 1);
  return Object.fromEntries(items.flatMap((path) => (counts.get(path) === 1 ? [] : [[path, counts.get(path) ?? 0]])));
}
