/**
 * Types of the route manifest. A page is its meta data (title, description, place in the site)
 * plus a view (the screen component) and the data that view renders.
 */
import type BookingWordsFile from '../../content/islands/booking.json';
import type {
  AboutCopy,
  AwardsCopy,
  BookingPagesCopy,
  CallToActionCopy,
  CatalogIndexCopy,
  ContactCopy,
  DetailAsideCopy,
  HomeCopy,
  LinkPageCopy,
  MessagePageCopy,
  PageMetaCopy,
} from './schemas/pageSchemas';
import type { InsightsIndexCopy } from './schemas/insightsSchemas';
import type { Badge, BenefitsEntry, Certification, FrameworkEntry, PolicyDocument, SectionsEntry, WebServiceIcon } from './schemas/records';
import type { CatalogDeclaration, CatalogSection } from './catalogs';

/** Where a page belongs: the company's own pages, Insights, or a catalog's section. */
export type SiteSection = 'Company' | 'Insights' | CatalogSection;

export interface PageMeta {
  path: string;
  /** Short name for breadcrumbs and menus. */
  name: string;
  /** Document title before the site-name suffix (the home page's is used as is). */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  section: SiteSection;
  /** Path of the parent page for the breadcrumb trail; home has none. */
  parent?: string;
  /** Describes a service offered, so the page gets Service JSON-LD. */
  isService?: boolean;
  /** Not for search engines or the site search (a page a link leads to, such as 'subscription confirmed'). */
  noindex?: boolean;
  /** An article: Article JSON-LD, Open Graph type article, lastmod in the sitemap. */
  article?: ArticleMeta;
}

export interface ArticleMeta {
  /** YYYY-MM-DD */
  published: string;
  modified?: string;
  author: string;
  /** The tags' names. */
  tags: string[];
}

/** A tag of Insights and its page. */
export interface TagLink {
  path: string;
  label: string;
}

/** An article in a list: its link, summary, date, reading time and tags. */
export interface ArticleCard extends CardLink {
  /** YYYY-MM-DD */
  date: string;
  readingMinutes: number;
  tags: TagLink[];
}

/** Where a list page sits among the pages of its list. */
export interface ListPagination {
  page: number;
  pages: number;
  previous?: string;
  next?: string;
}

/** A card that links to a page, built from that page's meta data. */
export interface CardLink {
  path: string;
  title: string;
  summary: string;
}

/** A catalog entry's card: an `iconBenefits` entry's shows its icon. */
export interface CatalogCard extends CardLink {
  icon?: WebServiceIcon;
}

/** A catalog's index page: its copy, its cards, and the entries linked below them (an `iconBenefits` catalog's that are not cards). */
export interface CatalogIndexData {
  /** The catalog's name: the ids of the page's parts start with it. */
  catalog: string;
  copy: CatalogIndexViewCopy;
  look: CatalogDeclaration['index'];
  cards: CatalogCard[];
  more: CardLink[];
}

/** A service area on the /services overview: what it covers and its first services. */
export interface ServiceAreaOverview {
  id: string;
  title: string;
  path: string;
  summary: string;
  /** The area's first services, in catalog order. */
  services: CardLink[];
  /** How many services the area has in all. */
  total: number;
}

/** A service area (a catalog whose _index.yaml has `area`): the header's Services menu, the home page's cards. */
export interface ServiceArea {
  id: string;
  title: string;
  /** Short label in the header's Services group. */
  menuLabel: string;
  /** The catalog's index page. */
  path: string;
  summary: string;
}

/** The copy of a catalog's index page that its view renders (the rest is the page's meta data). */
export type CatalogIndexViewCopy = Pick<CatalogIndexCopy, 'hero' | 'listLabel' | 'cta' | 'moreTitle'>;

/** The home page's trust strip: its own labels, and what it shows from the awards page. */
export type TrustStripData = HomeCopy['trust'] & {
  badges: Pick<Badge, 'name' | 'colour'>[];
  certifications: Pick<Certification, 'title' | 'issuer'>[];
};

/** The frame of a catalog's detail page, from the catalog's _index.yaml: the link back to the index, the call to action at its foot. */
export interface DetailFrame {
  back: { to: string; label: string };
  cta: CallToActionCopy;
}

/** A detail page of a catalog with the copy of its side column and its frame (from the catalog's _index.yaml). */
export type WithAside<T> = T & { aside: DetailAsideCopy; frame: DetailFrame };

/** What each view renders: the copy of its content file and what the manifest derives. */
export interface ViewData {
  /** solutionCards: the featured compliance frameworks; areaCards: the service areas. */
  /** trust: the strip's copy with the awards page's review platforms and certifications (one source: awards.yaml). */
  /** consultationPath: where the hero's consultation button leads without script (the consultation form's own page). */
  home: Omit<HomeCopy, keyof PageMetaCopy | 'trust'> & { solutionCards: CardLink[]; areaCards: CardLink[]; trust: TrustStripData; consultationPath: string };
  about: Omit<AboutCopy, keyof PageMetaCopy>;
  services: { heading: string; intro: string; cta: CallToActionCopy; areas: ServiceAreaOverview[] };
  awards: Omit<AwardsCopy, keyof PageMetaCopy>;
  contact: Omit<ContactCopy, keyof PageMetaCopy>;
  /** Any catalog's index page (src/model/catalogs.ts). */
  'catalog-index': CatalogIndexData;
  /** An entry of a `sections` catalog, a `framework` catalog, and a `benefits` or `iconBenefits` catalog. */
  'sections-entry': WithAside<SectionsEntry>;
  'framework-entry': WithAside<FrameworkEntry>;
  'benefits-entry': WithAside<BenefitsEntry>;
  /** A page of prose in sections: the privacy notice, the vulnerability disclosure policy. */
  policy: PolicyDocument;
  /** A list of articles: /insights, its further pages and the tag pages. */
  insights: {
    copy: Pick<InsightsIndexCopy, 'hero' | 'listLabel' | 'tagsLabel' | 'cta'>;
    /** The page's h1: the index's, or the tag page's title, with the page number after the first. */
    heading: string;
    /** The tag the list shows; absent on the pages of all articles. */
    tag?: TagLink;
    articles: ArticleCard[];
    /** Every tag that has articles. */
    tags: TagLink[];
    pagination: ListPagination;
  };
  /** A short page that says what a link did. */
  message: Pick<MessagePageCopy, 'heading' | 'text' | 'link'>;
  /** The consultation form on a page of its own. */
  consultation: { hero: { title: string; lead: string }; booking: { text: string; link: { label: string; to: string } } };
  /** Why a form's submission without script was not taken: the server fills in the problems and the link back. */
  'form-problem': { heading: string; text: string; backLabel: string };
  /** The page an e-mailed link opens: its button POSTs to the link itself. */
  /** An e-mailed link's page: its buttons (most have one), each naming the action the server checks. */
  'link-action': Pick<LinkPageCopy, 'heading' | 'text'> & { buttons: { label: string; action: string }[] };
  /** The booking step on a page of its own (an island), and what the page says without script. */
  booking: Pick<BookingPagesCopy['book'], 'hero' | 'noScript' | 'aside'> & { reachUs: ReachUsData; words: BookingWords };
  /** The page a booking's e-mailed link opens: the meeting, moving it (an island), and the cancel button, which POSTs to the link itself. */
  'booking-manage': Pick<BookingPagesCopy['manage'], 'heading' | 'text' | 'noScript' | 'cancel'> & {
    invalid: Pick<MessagePageCopy, 'heading' | 'text' | 'link'>;
    reachUs: ReachUsData;
    words: BookingWords;
  };
  article: {
    title: string;
    /** The link back to the list of articles: Insights' page and its name. */
    back: { to: string; label: string };
    date: string;
    updated?: string;
    author: string;
    readingMinutes: number;
    tags: TagLink[];
    /** The body, compiled and sanitised at build. */
    html: string;
    /** The pages of the services and frameworks it relates to. */
    related: CardLink[];
    relatedArticles: ArticleCard[];
    /** The next older and newer articles. */
    previous?: CardLink;
    next?: CardLink;
    cta: CallToActionCopy;
  };
}
export type ViewName = keyof ViewData;

/** The other ways to reach the team a booking page offers when no time can be chosen: the contact form and the company's phone. */
export interface ReachUsData {
  contactPath: string;
  phone: { display: string; href: string };
}

/**
 * What the booking step says (content/islands/booking.json). Its pages hand the words to the step in
 * their HTML (the island's props), so the step's script, loaded on every visit to /book, carries none.
 */
export type BookingWords = typeof BookingWordsFile;

/** A page of the manifest; searchWords (visitors' words its copy may not contain) and searchText feed the search and the chat only. */
export type PageDefinition = { [V in ViewName]: PageMeta & { view: V; data: ViewData[V]; searchWords?: string; searchText?: SearchText } }[ViewName];

/** What the search and the chat read of a page whose view data has no plain text (an article's compiled HTML). */
export interface SearchText {
  headings: string[];
  text: string;
}

/** A view's props: the data its page carries (views with null data take none). */
export interface ViewProps<V extends ViewName> {
  data: ViewData[V];
}

/** What a page hands its route at run time: its meta data and its view's data. */
export interface PagePayload<V extends ViewName = ViewName> {
  meta: PageMeta;
  data: ViewData[V];
}

/** The slim per-page record every page's first load carries: enough for menus and breadcrumbs. */
export interface SiteNode {
  path: string;
  name: string;
  parent?: string;
  view: ViewName;
}
