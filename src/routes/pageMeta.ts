/**
 * The client's view of the route manifest. The manifest itself imports every content module; the
 * browser only needs each page's meta data, so the build hands it a slim copy through the virtual
 * module 'virtual:page-meta' (see scripts/lib/pageMetaPlugin.ts), keeping catalog copy out of the
 * first-load JS.
 */
import pages from 'virtual:page-meta';
import type { PageEntry } from './manifest';

export type { PageEntry };
export { pages };

const byPath = new Map(pages.map((page) => [page.path, page]));

export function findPage(path: string): PageEntry | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(normalised);
}

/** A page's entry, failing loudly for a path that is not in the manifest (a typo in a link list). */
export function pageAt(path: string): PageEntry {
  const page = findPage(path);
  if (!page) throw new Error(`No page in the route manifest at ${path}`);
  return page;
}

/** The breadcrumb trail from home to the page, inclusive. */
export function breadcrumbs(page: PageEntry): PageEntry[] {
  const trail: PageEntry[] = [page];
  let parent = page.parent ? byPath.get(page.parent) : undefined;
  while (parent) {
    trail.unshift(parent);
    parent = parent.parent ? byPath.get(parent.parent) : undefined;
  }
  return trail;
}

export function childrenOf(parentPath: string): PageEntry[] {
  return pages.filter((page) => page.parent === parentPath);
}
