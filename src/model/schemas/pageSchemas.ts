/**
 * The schemas of the site's single files: the company facts (content/site/company.yaml), the
 * pages that are not catalog entries (content/pages/<page>.yaml) and each catalog's index page
 * (content/<catalog>/_index.yaml). Like the catalogs' schemas, unknown fields are errors.
 */
import { Type, type Static } from 'typebox';
import { email, extend, isoDate, line, list, matching, oneOf, sitePath, strict, template } from './fields';

const paragraph = line(800);

/** What every page file starts with: its name in menus and breadcrumbs, its title and meta description. */
export const pageMetaSchema = strict({
  name: line(60),
  title: line(90),
  description: line(160, 50),
  /** Words visitors use for the page that its copy may not contain (search and chat only). */
  searchWords: Type.Optional(line(300)),
});

const callToActionSchema = strict({ title: line(120), text: line(300), label: line(40) });

export const SOCIAL_NETWORKS = ['Facebook', 'LinkedIn', 'Instagram'] as const;

export const companySchema = strict({
  name: line(60),
  legalName: line(120),
  tagline: line(160),
  summary: line(300),
  foundingYear: Type.Integer({ minimum: 1900, maximum: 2100 }),
  email: email,
  /** Where vulnerability reports go (/.well-known/security.txt, /security). */
  securityEmail: email,
  phone: strict({ display: line(40), href: matching(/^tel:\+\d{6,15}$/, 'tel: followed by + and digits only') }),
  address: strict({
    street: line(120),
    locality: line(80),
    region: line(40),
    postalCode: line(20),
    /** ISO 3166-1 alpha-2, for structured data. */
    country: matching(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1)'),
    countryName: line(80),
  }),
  hours: list(
    strict({
      days: line(40),
      hours: line(40),
      /** schema.org day names, for structured data; empty when closed. */
      schemaDays: list(oneOf(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
      opens: Type.Optional(matching(/^\d{2}:\d{2}$/, 'a time as HH:MM')),
      closes: Type.Optional(matching(/^\d{2}:\d{2}$/, 'a time as HH:MM')),
    }),
    1,
  ),
  /** The networks the footer has an icon for. */
  social: list(strict({ network: oneOf(SOCIAL_NETWORKS), href: matching(/^https:\/\/\S+$/, 'an https:// address') })),
  copyrightYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
  /** The picture a link to any page shows when shared (og:image), and what it shows in words. */
  shareImage: strict({ src: matching(/^\/[\w./-]+\.(png|jpe?g)$/, 'a path under public/ to a PNG or JPEG'), alt: line(160) }),
  /** The four stat cards of every AI and web service page. */
  serviceStats: list(strict({ label: line(40), value: line(20) }), 4, 4),
});

export const homePageSchema = extend(pageMetaSchema, {
  hero: strict({ title: line(120), subtitle: line(300), cta: strict({ label: line(40), to: sitePath }) }),
  solutions: strict({ title: line(80), intro: line(300) }),
  whoWeAre: strict({ title: line(80), paragraphs: list(paragraph, 1) }),
  whyChooseUs: strict({ title: line(80), reasons: list(strict({ title: line(80), text: line(300) }), 1) }),
  /** The service areas' cards; `cardCue`: the words at each card's foot (the whole card is its link). */
  services: strict({ title: line(80), intro: line(300), cardCue: line(30) }),
  /** The strip under the hero: the awards page's review platforms and certifications, linking there. */
  trust: strict({
    title: line(80),
    reviewsLabel: line(60),
    certificationsLabel: line(80),
    /** The link to /awards: its text says where it leads. */
    linkLabel: line(60),
  }),
});

export const aboutPageSchema = extend(pageMetaSchema, {
  /** The page's h1. */
  heading: line(80),
  intro: paragraph,
  highlightsTitle: line(80),
  highlights: list(line(200), 1),
  teamTitle: line(80),
  team: list(
    strict({
      name: line(80),
      role: line(80),
      /** Shown in the avatar instead of a photo. */
      initials: matching(/^[A-Z]{1,3}$/, 'one to three capital letters'),
      bio: paragraph,
    }),
    1,
  ),
});

export const BADGE_COLOURS = ['clutch', 'g2', 'trustpilot', 'google'] as const;

export const awardsPageSchema = extend(pageMetaSchema, {
  heading: line(80),
  intro: line(300),
  accoladesTitle: line(80),
  badges: list(strict({ name: line(40), colour: oneOf(BADGE_COLOURS), description: line(300) }), 1),
  certificationsTitle: line(120),
  certificationsIntro: line(300),
  certifications: list(
    strict({
      title: line(80),
      issuer: line(40),
      /** An image in public/, e.g. /certifications/cissp.svg. */
      image: sitePath,
      description: line(300),
    }),
    1,
  ),
});

export const servicesPageSchema = extend(pageMetaSchema, {
  /** The header's group of the service areas. */
  menuLabel: line(40),
  heading: line(80),
  intro: paragraph,
  cta: callToActionSchema,
});

/** {replyWithin}: how soon the team answers a message, from the forms' words (content/site/forms.json), filled in as the file is read. */
const REPLY_PLACES = ['replyWithin'];

export const contactPageSchema = extend(pageMetaSchema, {
  description: template(160, REPLY_PLACES, 50),
  hero: strict({ title: line(80), lead: template(300, REPLY_PLACES) }),
  infoTitle: line(80),
  infoLabels: strict({ address: line(40), email: line(40), hours: line(40), phone: line(40) }),
  formTitle: line(80),
  /** The information column's way to the booking page. */
  booking: strict({ title: line(40), text: line(200), linkLabel: line(60) }),
});

/** A page whose copy beyond its meta data is not in a content file yet (contact, the policies). */

/**
 * A policy's prose (the privacy notice, the disclosure policy): sections of paragraphs and points,
 * each a Mustache template over the facts (the company, the retention settings, the disclosure
 * timeline, the pages' paths) whose text may hold Markdown links and nothing else (src/build/content/policies.ts).
 */
const policyParagraph = line(1200);
export const policyPageSchema = extend(pageMetaSchema, {
  intro: paragraph,
  /** The day the text (or a setting it states) last changed, shown under the title. */
  updated: isoDate,
  sections: list(
    strict({
      /** The heading's id, for links to the section (/privacy#retention). */
      id: matching(/^[a-z][a-z0-9-]*$/, 'lower-case words joined by hyphens'),
      heading: line(120),
      paragraphs: list(policyParagraph, 1),
      points: Type.Optional(list(policyParagraph, 1)),
    }),
    1,
  ),
});

/** The disclosure policy, and what it promises a reporter, in business days (its text, security.txt's page and the chat read them). */
export const securityPageSchema = extend(policyPageSchema, {
  timeline: strict({
    acknowledgeDays: Type.Integer({ minimum: 1, maximum: 30 }),
    assessDays: Type.Integer({ minimum: 1, maximum: 60 }),
    updateEveryDays: Type.Integer({ minimum: 1, maximum: 60 }),
    fixWithinDays: Type.Integer({ minimum: 1, maximum: 365 }),
  }),
});

/** The site's 404 page: its head tags and copy. */
/** A link the frame shows: its words and the page it opens. */
const frameLinkSchema = strict({ label: line(60), to: sitePath });

export const notFoundPageSchema = strict({
  title: line(90),
  description: line(160, 50),
  heading: line(80),
  text: line(300),
  suggestionsLead: line(80),
  /** The pages suggested when the address's words find none: home, each service area, then these. */
  homeLabel: line(40),
  moreLinks: list(frameLinkSchema),
  contactLabel: line(40),
});

export const catalogIndexSchema = extend(pageMetaSchema, {
  hero: strict({ title: line(80), lead: line(300) }),
  /** The accessible name of the list of cards. */
  listLabel: line(80),
  /** The heading above the entries that have no card (web services only). */
  moreTitle: Type.Optional(line(80)),
  cta: callToActionSchema,
  /** A service area: a card on the home page and /services, an item of the header's Services menu. */
  area: Type.Optional(strict({ title: line(80), menuLabel: line(40), summary: line(300) })),
  /**
   * The side column of the catalog's detail pages: the heading of their 'On this page' list and a
   * compact contact box (a heading, one sentence and the label of its link to the contact page).
   */
  detailAside: strict({ tocTitle: line(40), contact: callToActionSchema }),
  /** The rest of the frame of the catalog's detail pages: their hero's link back here, and the call to action at their foot ({{title}} in it: the page's title). */
  detailPage: strict({ backLabel: line(60), cta: callToActionSchema }),
  /** What an unknown address under the catalog shows; without it, the site's 404 page. */
  notFound: Type.Optional(strict({ heading: line(80), text: line(300), suggestionsLead: line(80), backLabel: line(60) })),
});

/** A short page that tells the visitor what a link did (the newsletter's confirmation and unsubscribe links, the booking's). */
const messagePageSchema = extend(pageMetaSchema, {
  heading: line(80),
  text: line(400),
  link: strict({ label: line(60), to: sitePath }),
});

/** The page an e-mailed link opens: what its button will do (the button POSTs to the link itself). */
const linkPageSchema = extend(pageMetaSchema, {
  heading: line(80),
  text: line(400),
  button: line(40),
});

export const newsletterPagesSchema = strict({
  confirm: linkPageSchema,
  unsubscribe: linkPageSchema,
  confirmed: messagePageSchema,
  unsubscribed: messagePageSchema,
  /** Its text's {days}: how long a confirmation link works (src/shared/retention.ts), filled in as the file is read. */
  invalidLink: extend(messagePageSchema, { text: template(400, ['days']) }),
});

/** A page a form's submission without script lands on: meta data and where to go next (its heading and text are the form's success state). */
const confirmationPageSchema = extend(pageMetaSchema, { description: template(160, REPLY_PLACES, 50), link: strict({ label: line(60), to: sitePath }) });

/** The forms' own pages (src/model/formPages.ts). */
export const formPagesSchema = strict({
  consultation: extend(pageMetaSchema, {
    hero: strict({ title: line(80), lead: line(300) }),
    /** The way from the form to the booking page, for a visitor who would rather pick a time: a sentence and its link's text. */
    booking: strict({ text: line(200), linkLabel: line(60) }),
  }),
  confirmations: strict({ lead: confirmationPageSchema, contact: confirmationPageSchema, newsletter: confirmationPageSchema }),
  problem: extend(pageMetaSchema, { heading: line(80), text: line(400), backLabel: line(60) }),
});

/** The booking step's pages (src/model/bookingPaths.ts): /book, the e-mailed link's manage page, and the two that say what a link did. */
export const bookingPagesSchema = strict({
  book: extend(pageMetaSchema, {
    hero: strict({ title: line(80), lead: line(300) }),
    /** What the page says instead of the step in a browser without script: how else to reach the team. */
    noScript: strict({ text: line(300), consultationLabel: line(60), contactLabel: line(60), callLabel: line(40) }),
    /** The column beside the step: what the meeting is, and the other ways to reach the team. */
    aside: strict({ heading: line(80), points: list(line(200), 1, 5), otherWays: line(200) }),
  }),
  manage: extend(pageMetaSchema, {
    heading: line(80),
    text: line(400),
    /** Said without script: moving the meeting needs it, cancelling does not. */
    noScript: line(300),
    cancel: strict({ heading: line(80), text: line(300), button: line(40) }),
  }),
  cancelled: messagePageSchema,
  invalidLink: messagePageSchema,
  /** The link in the visitor's e-mail that confirms a held booking (BOOKING_CONFIRMATION=email). */
  confirm: linkPageSchema,
  /** The link in the consultant's e-mail (BOOKING_CONFIRMATION=host): confirm, or decline (its second button). */
  approve: extend(linkPageSchema, { declineButton: line(40) }),
  confirmed: messagePageSchema,
  declined: messagePageSchema,
  holdExpired: messagePageSchema,
});

export type Company = Static<typeof companySchema>;
export type MessagePageCopy = Static<typeof messagePageSchema>;
export type FormPagesCopy = Static<typeof formPagesSchema>;
export type LinkPageCopy = Static<typeof linkPageSchema>;
export type BookingPagesCopy = Static<typeof bookingPagesSchema>;
export type PageMetaCopy = Static<typeof pageMetaSchema>;
export type PolicyCopy = Static<typeof policyPageSchema>;
export type HomeCopy = Static<typeof homePageSchema>;
export type AboutCopy = Static<typeof aboutPageSchema>;
export type AwardsCopy = Static<typeof awardsPageSchema>;
export type ServicesCopy = Static<typeof servicesPageSchema>;
export type CatalogIndexCopy = Static<typeof catalogIndexSchema>;
export type ContactCopy = Static<typeof contactPageSchema>;
export type NotFoundCopy = Static<typeof notFoundPageSchema>;
export type CallToActionCopy = Static<typeof callToActionSchema>;
export type DetailAsideCopy = CatalogIndexCopy['detailAside'];

/** The words of the site's frame that no page file holds (content/site/interface.yaml). */
export const interfaceCopySchema = strict({
  header: strict({
    skipLink: line(60),
    contactLabel: line(40),
    bookLabel: line(60),
    openMenu: line(40),
    menuTitle: line(40),
    menuLabel: line(40),
    menuBookLabel: line(60),
    closeMenu: line(40),
    mainNavLabel: line(40),
    mobileNavLabel: line(40),
  }),
  footer: strict({
    exploreTitle: line(40),
    socialLabel: template(80, ['company', 'network']),
    links: list(frameLinkSchema, 1),
    contactTitle: line(40),
    newsletterTitle: line(40),
    newsletterText: line(200),
    legalLabel: line(40),
    legalLinks: list(frameLinkSchema, 1),
    rights: line(80),
  }),
  detailPages: strict({ faqTitle: line(60), keyBenefits: line(60), useCases: line(60), statsLabel: line(60), learnMore: line(40) }),
  articles: strict({
    tagsLabel: line(60),
    relatedTitle: line(60),
    moreTitle: line(60),
    neighboursLabel: line(60),
    older: line(40),
    newer: line(40),
    topicsHeading: line(40),
    topicsOf: template(80, ['title']),
    pagesLabel: line(60),
    newerPage: line(40),
    olderPage: line(40),
    pageOf: template(40, ['page', 'pages']),
    bodyLabels: strict({
      sectionLink: template(80, ['heading']),
      codeExample: template(60, ['number']),
      table: template(60, ['columns']),
      tableWithoutHeadings: template(60, []),
    }),
  }),
});
export type InterfaceCopy = Static<typeof interfaceCopySchema>;
