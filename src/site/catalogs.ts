/**
 * The catalogs: collections of pages of one kind, one Markdown file per page in
 * content/<folder>/. Each is declared here once; the manifest (pages, menus, breadcrumbs, sitemap),
 * the search index and the chat's knowledge derive their pages from the declaration and the files.
 */
import type { SiteSection } from '../routes/types';

export interface CatalogDeclaration {
  /** The folder under content/ that holds one file per page. */
  folder: string;
  /** A page's path is this prefix followed by its file name without `.md`. */
  pathPrefix: string;
  /** The index page that lists the catalog, and the pages' parent in the breadcrumb trail. */
  parent: string;
  section: SiteSection;
}

export const CATALOGS = {
  cyber: { folder: 'cyber', pathPrefix: '/services/', parent: '/services/cyber-services', section: 'Cyber' },
  ai: { folder: 'ai', pathPrefix: '/ai-services/', parent: '/ai-services', section: 'AI' },
  web: { folder: 'web', pathPrefix: '/web-services/', parent: '/web-services', section: 'Web' },
  compliance: { folder: 'compliance', pathPrefix: '/compliance/', parent: '/compliance', section: 'Compliance' },
} as const satisfies Record<string, CatalogDeclaration>;

export type CatalogName = keyof typeof CATALOGS;

/** The path of a catalog's page. */
export const entryPath = (catalog: CatalogName, slug: string): string => `${CATALOGS[catalog].pathPrefix}${slug}`;
