/**
 * The route manifest: every prerendered page, its meta data, its view and the data the view
 * renders. The prerender list, routes, header menu, breadcrumbs and sitemap (and later the search
 * index and the chat's knowledge) derive from it and the content modules.
 *
 * Build side only (the build and scripts import it; the server reads the site manifest the build
 * writes). The prerender gets a compiled form from src/build/vite/siteDataPlugin.ts: a slim site
 * tree and every page's payload.
 */
import BOOKING_WORDS from '../../content/islands/booking.json' with { type: 'json' };
import { privacyNotice, securityPolicy } from './content/policies';
import { entryRecord, isIndexCard, type CatalogEntry } from './content/catalogKinds';
import { readRetention } from '../shared/retention';
import { CATALOGS, catalogNames, entryPath, type CatalogName } from '../model/catalogs';
import type { PageMetaCopy } from '../model/schemas/pageSchemas';
import { loadCatalogs } from './content/loadCatalogs';
import { PRIVACY_PATH, SECURITY_POLICY_PATH } from '../model/legalPaths';
import { NEWSLETTER_LINKS, NEWSLETTER_PAGES } from '../model/newsletterPaths';
import { BOOKING_PAGES, HOLD_INTENTS } from '../model/bookingPaths';
import { CONSULTATION_PATH, FORM_CONFIRMATIONS, FORM_HOMES, FORM_PROBLEM_PATH } from '../model/formPages';
import { SUCCESS_COPY, type FormName } from '../shared/forms';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../model/notFound';
import type { CardLink, CatalogCard, CatalogIndexViewCopy, DetailFrame, PageDefinition, PageMeta, SiteSection } from '../model/types';
import { renderMarkdown } from '../model/markdownTemplates';
import { loadSiteFiles, serviceAreasOf } from './content/loadSiteFiles';
import { insightsPages, type CardFor } from './insightsPages';
import { loadInsights } from './content/loadInsights';
import { inlineImage } from './content/inlineImage';
import { ABOUT_PATH } from '../model/people';

export type { PageDefinition, PageMeta } from '../model/types';

const files = loadSiteFiles();

/** A detail page's frame: the link back to its catalog's index, the call to action with the page's title in it. */
function detailFrame(catalog: CatalogName, title: string): DetailFrame {
  const { backLabel, cta } = files.catalogIndex[catalog].detailPage;
  return { back: { to: CATALOGS[catalog].parent, label: backLabel }, cta: { ...cta, title: renderMarkdown(cta.title, { title }) } };
}

/** A catalog entry's page: its kind's detail view, with the catalog's frame and side column. */
function entryPage(catalog: CatalogName, entry: CatalogEntry): PageDefinition {
  const { section, parent, titleSuffix } = CATALOGS[catalog];
  const { kind, record } = entryRecord(entry);
  const title = `${kind === 'framework' ? record.heroTitle : record.title}${titleSuffix}`;
  const meta = { path: entryPath(catalog, entry.slug), name: record.title, title, description: record.summary, section, parent, isService: true };
  const frame = { aside: files.catalogIndex[catalog].detailAside, frame: detailFrame(catalog, record.title) };
  const searchWords = entry.data.searchWords ? { searchWords: entry.data.searchWords } : {};
  switch (kind) {
    case 'sections':
      return { ...meta, view: 'sections-entry', data: { ...record, ...frame }, ...searchWords };
    case 'framework':
      return { ...meta, view: 'framework-entry', data: { ...record, ...frame }, ...searchWords };
    case 'benefits':
      return { ...meta, view: 'benefits-entry', data: { ...record, ...frame }, ...searchWords };
  }
}

/** Each catalog's entries' pages, in the catalog's order. */
const catalogPages = Object.fromEntries(
  catalogNames().map((catalog) => [catalog, loadCatalogs()[catalog].map((entry) => entryPage(catalog, entry))]),
) as Record<CatalogName, PageDefinition[]>;

/** How many of an area's services the /services overview names. */
const SERVICES_PER_AREA = 4;

const card = (page: PageMeta): CardLink => ({ path: page.path, title: page.name, summary: page.description });
const cardAt = (pages: readonly PageMeta[], path: string): CardLink => {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`manifest: no page at ${path}`);
  return card(page);
};

/** The frameworks the home page features, in their `featuredOnHome` order. */
function homeSolutions(): CardLink[] {
  return catalogNames()
    .flatMap((catalog) =>
      loadCatalogs()[catalog].flatMap((entry) =>
        entry.kind === 'framework' && entry.data.featuredOnHome !== undefined ? [{ catalog, entry, place: entry.data.featuredOnHome }] : [],
      ),
    )
    .sort((a, b) => a.place - b.place)
    .map(({ catalog, entry }) => cardAt(catalogPages[catalog], entryPath(catalog, entry.slug)));
}

/** A page file's meta data with the page's path and place in the site. */
function metaFrom(copy: PageMetaCopy, path: string, section: SiteSection, parent?: string): PageMeta & { searchWords?: string } {
  return {
    path,
    name: copy.name,
    title: copy.title,
    description: copy.description,
    section,
    ...(parent ? { parent } : {}),
    ...(copy.searchWords ? { searchWords: copy.searchWords } : {}),
  };
}

/** A page file's copy without its meta data: what the view renders. */
function viewCopy<T extends PageMetaCopy>({
  name: _name,
  title: _title,
  description: _description,
  searchWords: _searchWords,
  ...copy
}: T): Omit<T, keyof PageMetaCopy> {
  return copy;
}

const indexCopy = (catalog: CatalogName): CatalogIndexViewCopy => {
  const { hero, listLabel, cta, moreTitle } = files.catalogIndex[catalog];
  return { hero, listLabel, cta, ...(moreTitle ? { moreTitle } : {}) };
};

/** A catalog's index page: its _index.yaml's meta data, under the home page. */
const indexMeta = (catalog: CatalogName): PageMeta => metaFrom(files.catalogIndex[catalog], CATALOGS[catalog].parent, CATALOGS[catalog].section, '/');

/** A catalog's index page: a card per entry (an `iconBenefits` entry's with its icon), the entries that are not cards linked below them. */
function indexPage(catalog: CatalogName): PageDefinition {
  const entries = loadCatalogs()[catalog];
  const cardOf = (entry: CatalogEntry): CatalogCard => ({
    ...cardAt(catalogPages[catalog], entryPath(catalog, entry.slug)),
    ...(entry.kind === 'iconBenefits' ? { icon: entry.data.icon } : {}),
  });
  return {
    ...indexMeta(catalog),
    view: 'catalog-index',
    data: {
      catalog,
      copy: indexCopy(catalog),
      look: CATALOGS[catalog].index,
      cards: entries.filter(isIndexCard).map(cardOf),
      more: entries.filter((entry) => !isIndexCard(entry)).map((entry) => cardAt(catalogPages[catalog], entryPath(catalog, entry.slug))),
    },
  };
}

const serviceAreas = serviceAreasOf(files);

/**
 * The booking step's pages: /book (the step as an island; in the sitemap, the search and the chat's
 * knowledge), the page an invitation's link opens, and the two such a link's POST lands on.
 */
function bookingPages(): PageDefinition[] {
  const copy = files.pages.booking;
  const reachUs = {
    contactPath: FORM_HOMES.contact,
    phone: { display: files.company.phone.display, href: files.company.phone.href },
  };
  const { heading, text, noScript, cancel } = copy.manage;
  const message = (name: 'cancelled' | 'invalidLink' | 'confirmed' | 'declined' | 'holdExpired'): PageDefinition => {
    const { heading: title, text: body, link } = copy[name];
    return { ...metaFrom(copy[name], BOOKING_PAGES[name], 'Company', '/'), noindex: true, view: 'message', data: { heading: title, text: body, link } };
  };
  return [
    {
      ...metaFrom(copy.book, BOOKING_PAGES.book, 'Company', '/'),
      view: 'booking',
      data: { hero: copy.book.hero, noScript: copy.book.noScript, aside: copy.book.aside, reachUs, words: BOOKING_WORDS },
    },
    {
      ...metaFrom(copy.manage, BOOKING_PAGES.manage, 'Company', '/'),
      noindex: true,
      view: 'booking-manage',
      data: {
        heading,
        text,
        noScript,
        cancel,
        invalid: { heading: copy.invalidLink.heading, text: copy.invalidLink.text, link: copy.invalidLink.link },
        reachUs,
        words: BOOKING_WORDS,
      },
    },
    message('cancelled'),
    message('invalidLink'),
    {
      ...metaFrom(copy.confirm, BOOKING_PAGES.confirm, 'Company', '/'),
      noindex: true,
      view: 'link-action',
      data: { heading: copy.confirm.heading, text: copy.confirm.text, buttons: [{ label: copy.confirm.button, action: HOLD_INTENTS.confirm }] },
    },
    {
      ...metaFrom(copy.approve, BOOKING_PAGES.approve, 'Company', '/'),
      noindex: true,
      view: 'link-action',
      data: {
        heading: copy.approve.heading,
        text: copy.approve.text,
        buttons: [
          { label: copy.approve.button, action: HOLD_INTENTS.confirm },
          { label: copy.approve.declineButton, action: HOLD_INTENTS.decline },
        ],
      },
    },
    message('confirmed'),
    message('declined'),
    message('holdExpired'),
  ];
}

const staticPages: PageDefinition[] = [
  {
    ...metaFrom(files.pages.home, '/', 'Company'),
    view: 'home',
    data: {
      ...viewCopy(files.pages.home),
      solutionCards: homeSolutions(),
      consultationPath: CONSULTATION_PATH,
      areaCards: serviceAreas.map(({ path, title, summary }) => ({ path, title, summary })),
      trust: {
        ...files.pages.home.trust,
        badges: files.pages.awards.badges.map(({ name, colour }) => ({ name, colour })),
        certifications: files.pages.awards.certifications.map(({ title, issuer }) => ({ title, issuer })),
      },
    },
  },
  { ...metaFrom(files.pages.about, ABOUT_PATH, 'Company', '/'), view: 'about', data: viewCopy(files.pages.about) },
  {
    ...metaFrom(files.pages.services, '/services', 'Company', '/'),
    view: 'services',
    data: {
      heading: files.pages.services.heading,
      intro: files.pages.services.intro,
      cta: files.pages.services.cta,
      areas: serviceAreas.map((area) => {
        const services = catalogPages[area.id as CatalogName].map(card);
        return {
          id: area.id,
          title: area.title,
          path: area.path,
          summary: area.summary,
          services: services.slice(0, SERVICES_PER_AREA),
          total: services.length,
        };
      }),
    },
  },
  ...catalogNames().map(indexPage),
  {
    ...metaFrom(files.pages.awards, '/awards', 'Company', '/'),
    view: 'awards',
    data: {
      ...viewCopy(files.pages.awards),
      certifications: files.pages.awards.certifications.map((certification) => ({ ...certification, image: inlineImage(certification.image) })),
    },
  },
  { ...metaFrom(files.pages.contact, '/contact', 'Company', '/'), view: 'contact', data: viewCopy(files.pages.contact) },
  {
    ...metaFrom(files.pages.privacy, PRIVACY_PATH, 'Company', '/'),
    view: 'policy',
    // Read on first use, not at import: the retention periods come from the environment the build
    // (or the server) runs in, and the server validates those settings in loadConfig first.
    get data() {
      return privacyNotice(readRetention(process.env));
    },
  },
  { ...metaFrom(files.pages.security, SECURITY_POLICY_PATH, 'Company', '/'), view: 'policy', data: securityPolicy(readRetention(process.env)) },
  ...(Object.keys(NEWSLETTER_LINKS) as (keyof typeof NEWSLETTER_LINKS)[]).map((name): PageDefinition => {
    const { heading, text, button } = files.pages.newsletter[name];
    return {
      ...metaFrom(files.pages.newsletter[name], NEWSLETTER_LINKS[name], 'Company', '/'),
      noindex: true,
      view: 'link-action',
      data: { heading, text, buttons: [{ label: button, action: name }] },
    };
  }),
  ...(Object.keys(NEWSLETTER_PAGES) as (keyof typeof NEWSLETTER_PAGES)[]).map((name): PageDefinition => {
    const { heading, text, link } = files.pages.newsletter[name];
    return { ...metaFrom(files.pages.newsletter[name], NEWSLETTER_PAGES[name], 'Company', '/'), noindex: true, view: 'message', data: { heading, text, link } };
  }),
  // The forms' own pages: the consultation form (where a consultation button leads), then the pages a form sent without script lands on.
  {
    ...metaFrom(files.pages.forms.consultation, CONSULTATION_PATH, 'Company', '/'),
    view: 'consultation',
    data: {
      hero: files.pages.forms.consultation.hero,
      booking: { text: files.pages.forms.consultation.booking.text, link: { label: files.pages.forms.consultation.booking.linkLabel, to: BOOKING_PAGES.book } },
    },
  },
  ...(Object.keys(FORM_CONFIRMATIONS) as FormName[]).map((form): PageDefinition => {
    const copy = files.pages.forms.confirmations[form];
    const { heading, lines } = SUCCESS_COPY[form];
    return {
      ...metaFrom(copy, FORM_CONFIRMATIONS[form], 'Company', '/'),
      noindex: true,
      view: 'message',
      data: { heading, text: lines.join(' '), link: copy.link },
    };
  }),
  ...bookingPages(),
  {
    ...metaFrom(files.pages.forms.problem, FORM_PROBLEM_PATH, 'Company', '/'),
    noindex: true,
    view: 'form-problem',
    data: { heading: files.pages.forms.problem.heading, text: files.pages.forms.problem.text, backLabel: files.pages.forms.problem.backLabel },
  },
];

const sitePages: PageDefinition[] = [...staticPages, ...catalogNames().flatMap((catalog) => catalogPages[catalog])];

/** The card of a catalog entry an article names (loadInsights has checked that it exists). */
const entryCard: CardFor = (catalogs, slug) => {
  const path = catalogs.map((catalog) => entryPath(catalog, slug)).find((candidate) => sitePages.some((page) => page.path === candidate));
  return cardAt(sitePages, path ?? `${catalogs.join('|')}/${slug}`);
};

export const pages: readonly PageDefinition[] = [...sitePages, ...insightsPages(loadInsights(), entryCard)];

/** The meta data of a page, without its view and data. */
export function metaOf({ view: _view, data: _data, searchWords: _searchWords, searchText: _searchText, ...meta }: PageDefinition): PageMeta {
  return meta;
}

/** Every path the build prerenders: the manifest's pages plus the not-found pages. */
export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS];
}
