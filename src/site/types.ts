/**
 * Types of the route manifest. A page is its meta data (title, description, place in the site)
 * plus a view (the screen component) and the data that view renders.
 */
import type { AiService, ComplianceFramework, CyberService, PolicyDocument, WebService, WebServiceIcon } from '../content/types';

export type SiteSection = 'Company' | 'Cyber' | 'AI' | 'Web' | 'Compliance';

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
}

/** A card that links to a page, built from that page's meta data. */
export interface CardLink {
  path: string;
  title: string;
  summary: string;
}

/** A web service card also shows the service's icon. */
export interface WebCardLink extends CardLink {
  icon: WebServiceIcon;
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

/** What each view renders; null for views that read only their own small content module. */
export interface ViewData {
  home: { solutions: CardLink[] };
  about: null;
  services: { intro: string; areas: ServiceAreaOverview[] };
  awards: null;
  contact: null;
  'cyber-index': { cards: CardLink[] };
  'cyber-service': CyberService;
  'compliance-index': { cards: CardLink[] };
  compliance: ComplianceFramework;
  'ai-index': { cards: CardLink[] };
  'ai-service': AiService;
  /** cards: the 14 index services of the spec; more: the other web services, linked below them. */
  'web-index': { cards: WebCardLink[]; more: CardLink[] };
  'web-service': WebService;
  /** A page of prose in sections: the privacy notice, the vulnerability disclosure policy. */
  policy: PolicyDocument;
}
export type ViewName = keyof ViewData;

export type PageDefinition = { [V in ViewName]: PageMeta & { view: V; data: ViewData[V] } }[ViewName];

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
