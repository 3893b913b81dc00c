/**
 * The catalogs: collections of pages of one kind, one Markdown file per page in content/<folder>/,
 * and the copy of the catalog's index page in content/<folder>/_index.yaml. Each is declared here
 * once; its pages, index page, menu entry (its _index.yaml's `area`), sitemap entries, search
 * documents, chat knowledge and editor collection derive from the declaration and the files.
 * Adding a catalog is adding a declaration and its folder.
 */

/**
 * How a catalog's files are written and its pages shown (src/build/content/catalogKinds.ts holds each
 * kind's schema, record and views):
 * - `sections`: a lead, then ## sections with paragraphs and bullet points (the cyber services);
 * - `framework`: a hero title and exactly four ## sections, each with an illustration (the compliance frameworks);
 * - `benefits`: a description, four key benefits and four use cases (the AI services);
 * - `iconBenefits`: `benefits` with an icon, and a choice of which entries are cards on the index (the web services).
 */
export type CatalogKind = 'sections' | 'framework' | 'benefits' | 'iconBenefits';

/** The drawing beside an index page's hero (src/ui/illustrations). */
export type CatalogIllustration = 'cyber' | 'ai' | 'web';

export interface CatalogDeclaration {
  /** The folder under content/ that holds one file per page and the index page's _index.yaml. */
  folder: string;
  /** What the editor calls the collection (/admin/). */
  label: string;
  kind: CatalogKind;
  /** A page's path is this prefix followed by its file name without `.md`. */
  pathPrefix: string;
  /** The index page that lists the catalog, and the pages' parent in the breadcrumb trail. */
  parent: string;
  /** The pages' section, shown beside them in the search's results and named in their structured data. */
  section: string;
  /** Appended to an entry's title for its document title ('Vision AI – AI Services'). */
  titleSuffix: string;
  /** The index page: the drawing beside its hero, and whether a card links by its title or by a "Learn more" link. */
  index: { illustration?: CatalogIllustration; cardLink: 'title' | 'learn-more' };
  /**
   * An unknown '<pathPrefix><slug>' shows the catalog's own not-found page (docs/product/site.md §2, §8),
   * prerendered at '<pathPrefix>404', with the `notFound` copy of its _index.yaml. Otherwise
   * such URLs get the site's 404 page.
   */
  hasNotFoundPage: boolean;
}

export const CATALOGS = {
  cyber: {
    folder: 'cyber',
    label: 'Cybersecurity services',
    kind: 'sections',
    pathPrefix: '/services/',
    parent: '/services/cyber-services',
    section: 'Cyber',
    titleSuffix: '',
    index: { illustration: 'cyber', cardLink: 'learn-more' },
    hasNotFoundPage: false,
  },
  ai: {
    folder: 'ai',
    label: 'AI services',
    kind: 'benefits',
    pathPrefix: '/ai-services/',
    parent: '/ai-services',
    section: 'AI',
    titleSuffix: ' – AI Services',
    index: { illustration: 'ai', cardLink: 'title' },
    hasNotFoundPage: true,
  },
  web: {
    folder: 'web',
    label: 'Web services',
    kind: 'iconBenefits',
    pathPrefix: '/web-services/',
    parent: '/web-services',
    section: 'Web',
    titleSuffix: ' – Web Development',
    index: { illustration: 'web', cardLink: 'learn-more' },
    hasNotFoundPage: true,
  },
  compliance: {
    folder: 'compliance',
    label: 'Compliance frameworks',
    kind: 'framework',
    pathPrefix: '/compliance/',
    parent: '/compliance',
    section: 'Compliance',
    titleSuffix: '',
    index: { cardLink: 'title' },
    hasNotFoundPage: true,
  },
} as const satisfies Record<string, CatalogDeclaration>;

export type CatalogName = keyof typeof CATALOGS;

/** The section of a catalog's pages. */
export type CatalogSection = (typeof CATALOGS)[CatalogName]['section'];

export const catalogNames = (): CatalogName[] => Object.keys(CATALOGS) as CatalogName[];

/** The path of a catalog's page. */
export const entryPath = (catalog: CatalogName, slug: string): string => `${CATALOGS[catalog].pathPrefix}${slug}`;

/** The catalogs with a not-found page of their own. */
export const catalogsWithNotFound = (): CatalogName[] => catalogNames().filter((name) => CATALOGS[name].hasNotFoundPage);

/** Where a catalog's not-found page is prerendered: '<pathPrefix>404', so its file is the catalog folder's 404.html. */
export const catalogNotFoundPath = (catalog: CatalogName): string => `${CATALOGS[catalog].pathPrefix}404`;
