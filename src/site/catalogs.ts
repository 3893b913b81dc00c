/**
 * The catalogs: collections of pages of one kind, one Markdown file per page in
 * content/<folder>/. Each is declared here once; the manifest (pages, menus, breadcrumbs, sitemap),
 * the search index and the chat's knowledge derive their pages from the declaration and the files.
 */
import type { SiteSection } from './types';

export interface CatalogDeclaration {
  /** The folder under content/ that holds one file per page. */
  folder: string;
  /** A page's path is this prefix followed by its file name without `.md`. */
  pathPrefix: string;
  /** The index page that lists the catalog, and the pages' parent in the breadcrumb trail. */
  parent: string;
  section: SiteSection;
  /**
   * What an unknown '<pathPrefix><slug>' shows (site-spec §2, §8): prerendered at
   * '<pathPrefix>not-found' and served for such URLs. Without it, they get the site's 404 page.
   */
  notFound?: { heading: string; text: string; backLabel: string };
}

export const CATALOGS = {
  cyber: { folder: 'cyber', pathPrefix: '/services/', parent: '/services/cyber-services', section: 'Cyber' },
  ai: {
    folder: 'ai',
    pathPrefix: '/ai-services/',
    parent: '/ai-services',
    section: 'AI',
    notFound: {
      heading: 'Service Not Found',
      text: 'We could not find the service you asked for. It may have been renamed or the address may be mistyped.',
      backLabel: 'Back to AI Services',
    },
  },
  web: {
    folder: 'web',
    pathPrefix: '/web-services/',
    parent: '/web-services',
    section: 'Web',
    notFound: {
      heading: 'Service Not Found',
      text: 'We could not find the service you asked for. It may have been renamed or the address may be mistyped.',
      backLabel: 'Back to Web Services',
    },
  },
  compliance: {
    folder: 'compliance',
    pathPrefix: '/compliance/',
    parent: '/compliance',
    section: 'Compliance',
    notFound: {
      heading: 'Compliance service not found',
      text: 'The requested compliance service does not exist.',
      backLabel: 'View all compliance frameworks',
    },
  },
} as const satisfies Record<string, CatalogDeclaration>;

export type CatalogName = keyof typeof CATALOGS;

/** The path of a catalog's page. */
export const entryPath = (catalog: CatalogName, slug: string): string => `${CATALOGS[catalog].pathPrefix}${slug}`;

/** The catalogs with a not-found page of their own. */
export const catalogsWithNotFound = (): CatalogName[] =>
  (Object.keys(CATALOGS) as CatalogName[]).filter((name) => (CATALOGS[name] as CatalogDeclaration).notFound !== undefined);

/** Where a catalog's not-found page is prerendered. */
export const catalogNotFoundPath = (catalog: CatalogName): string => `${CATALOGS[catalog].pathPrefix}not-found`;
