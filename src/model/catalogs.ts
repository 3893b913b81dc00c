/**
 * The catalogs: collections of pages of one kind, one Markdown file per page in content/<folder>/,
 * and the copy of the catalog's index page in content/<folder>/_index.yaml. Each is declared here
 * once; the manifest (pages, menus, breadcrumbs, sitemap), the search index and the chat's knowledge
 * derive their pages from the declaration and the files.
 */
import type { SiteSection } from './types';

export interface CatalogDeclaration {
  /** The folder under content/ that holds one file per page and the index page's _index.yaml. */
  folder: string;
  /** A page's path is this prefix followed by its file name without `.md`. */
  pathPrefix: string;
  /** The index page that lists the catalog, and the pages' parent in the breadcrumb trail. */
  parent: string;
  section: SiteSection;
  /** Appended to an entry's title for its document title ('Vision AI – AI Services'). */
  titleSuffix: string;
  /**
   * An unknown '<pathPrefix><slug>' shows the catalog's own not-found page (docs/product/site.md §2, §8),
   * prerendered at '<pathPrefix>404', with the `notFound` copy of its _index.yaml. Otherwise
   * such URLs get the site's 404 page.
   */
  hasNotFoundPage: boolean;
}

export const CATALOGS = {
  cyber: { folder: 'cyber', pathPrefix: '/services/', parent: '/services/cyber-services', section: 'Cyber', titleSuffix: '', hasNotFoundPage: false },
  ai: { folder: 'ai', pathPrefix: '/ai-services/', parent: '/ai-services', section: 'AI', titleSuffix: ' – AI Services', hasNotFoundPage: true },
  web: { folder: 'web', pathPrefix: '/web-services/', parent: '/web-services', section: 'Web', titleSuffix: ' – Web Development', hasNotFoundPage: true },
  compliance: { folder: 'compliance', pathPrefix: '/compliance/', parent: '/compliance', section: 'Compliance', titleSuffix: '', hasNotFoundPage: true },
} as const satisfies Record<string, CatalogDeclaration>;

export type CatalogName = keyof typeof CATALOGS;

export const catalogNames = (): CatalogName[] => Object.keys(CATALOGS) as CatalogName[];

/** The path of a catalog's page. */
export const entryPath = (catalog: CatalogName, slug: string): string => `${CATALOGS[catalog].pathPrefix}${slug}`;

/** The catalogs with a not-found page of their own. */
export const catalogsWithNotFound = (): CatalogName[] => catalogNames().filter((name) => CATALOGS[name].hasNotFoundPage);

/** Where a catalog's not-found page is prerendered: '<pathPrefix>404', so its file is the catalog folder's 404.html. */
export const catalogNotFoundPath = (catalog: CatalogName): string => `${CATALOGS[catalog].pathPrefix}404`;
