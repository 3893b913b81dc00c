/**
 * The schemas of the site's single files: the company facts (content/site/company.yaml), the
 * pages that are not catalog entries (content/pages/<page>.yaml) and each catalog's index page
 * (content/<catalog>/_index.yaml). Like the catalogs' schemas, unknown fields are errors.
 */
import { z } from 'zod';

const line = (max: number) => z.string().trim().min(1).max(max);
const paragraph = line(800);
/** A link inside the site: starts with one slash. */
const sitePath = z.string().regex(/^\/(?!\/)[^\s]*$/, 'a path on this site, starting with /');

/** What every page file starts with: its name in menus and breadcrumbs, its title and meta description. */
export const pageMetaSchema = z.strictObject({
  name: line(60),
  title: line(90),
  description: line(160).min(50),
  /** Words visitors use for the page that its copy may not contain (search and chat only). */
  searchWords: line(300).optional(),
});

const callToActionSchema = z.strictObject({ title: line(120), text: line(300), label: line(40) });

export const SOCIAL_NETWORKS = ['Facebook', 'LinkedIn', 'Instagram'] as const;

export const companySchema = z.strictObject({
  name: line(60),
  legalName: line(120),
  tagline: line(160),
  summary: line(300),
  foundingYear: z.number().int().min(1900).max(2100),
  email: z.email(),
  /** Where vulnerability reports go (/.well-known/security.txt, /security). */
  securityEmail: z.email(),
  phone: z.strictObject({ display: line(40), href: z.string().regex(/^tel:\+\d{6,15}$/, 'tel: followed by + and digits only') }),
  address: z.strictObject({
    street: line(120),
    locality: line(80),
    region: line(40),
    postalCode: line(20),
    /** ISO 3166-1 alpha-2, for structured data. */
    country: z.string().regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1)'),
    countryName: line(80),
  }),
  hours: z
    .array(
      z.strictObject({
        days: line(40),
        hours: line(40),
        /** schema.org day names, for structured data; empty when closed. */
        schemaDays: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
        opens: z
          .string()
          .regex(/^\d{2}:\d{2}$/, 'a time as HH:MM')
          .optional(),
        closes: z
          .string()
          .regex(/^\d{2}:\d{2}$/, 'a time as HH:MM')
          .optional(),
      }),
    )
    .min(1),
  /** The networks the footer has an icon for. */
  social: z.array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS), href: z.url({ protocol: /^https$/ }) })),
  copyrightYear: z.number().int().min(2000).max(2100),
  /** The picture a link to any page shows when shared (og:image), and what it shows in words. */
  shareImage: z.strictObject({ src: z.string().regex(/^\/[\w./-]+\.(png|jpe?g)$/, 'a path under public/ to a PNG or JPEG'), alt: line(160) }),
  /** The four stat cards of every AI and web service page. */
  serviceStats: z.array(z.strictObject({ label: line(40), value: line(20) })).length(4),
});

export const homePageSchema = pageMetaSchema.extend({
  hero: z.strictObject({ title: line(120), subtitle: line(300), cta: z.strictObject({ label: line(40), to: sitePath }) }),
  solutions: z.strictObject({ title: line(80), intro: line(300) }),
  whoWeAre: z.strictObject({ title: line(80), paragraphs: z.array(paragraph).min(1) }),
  whyChooseUs: z.strictObject({ title: line(80), reasons: z.array(z.strictObject({ title: line(80), text: line(300) })).min(1) }),
  services: z.strictObject({ title: line(80), intro: line(300) }),
  /** The strip under the hero: the awards page's review platforms and certifications, linking there. */
  trust: z.strictObject({
    title: line(80),
    reviewsLabel: line(60),
    certificationsLabel: line(80),
    /** The link to /awards: its text says where it leads. */
    linkLabel: line(60),
  }),
});

export const aboutPageSchema = pageMetaSchema.extend({
  /** The page's h1. */
  heading: line(80),
  intro: paragraph,
  highlightsTitle: line(80),
  highlights: z.array(line(200)).min(1),
  teamTitle: line(80),
  team: z
    .array(
      z.strictObject({
        name: line(80),
        role: line(80),
        /** Shown in the avatar instead of a photo. */
        initials: z.string().regex(/^[A-Z]{1,3}$/, 'one to three capital letters'),
        bio: paragraph,
      }),
    )
    .min(1),
});

export const BADGE_COLOURS = ['clutch', 'g2', 'trustpilot', 'google'] as const;

export const awardsPageSchema = pageMetaSchema.extend({
  heading: line(80),
  intro: line(300),
  accoladesTitle: line(80),
  badges: z.array(z.strictObject({ name: line(40), colour: z.enum(BADGE_COLOURS), description: line(300) })).min(1),
  certificationsTitle: line(120),
  certificationsIntro: line(300),
  certifications: z
    .array(
      z.strictObject({
        title: line(80),
        issuer: line(40),
        /** An image in public/, e.g. /certifications/cissp.svg. */
        image: sitePath,
        description: line(300),
      }),
    )
    .min(1),
});

export const servicesPageSchema = pageMetaSchema.extend({ heading: line(80), intro: paragraph, cta: callToActionSchema });

export const contactPageSchema = pageMetaSchema.extend({
  hero: z.strictObject({ title: line(80), lead: line(300) }),
  infoTitle: line(80),
  formTitle: line(80),
  /** The information column's way to the booking page. */
  booking: z.strictObject({ title: line(40), text: line(200), linkLabel: line(60) }),
});

/** A page whose copy beyond its meta data is not in a content file yet (contact, the policies). */

/**
 * A policy's prose (the privacy notice, the disclosure policy): sections of paragraphs and points,
 * each a Mustache template over the facts (the company, the retention settings, the disclosure
 * timeline, the pages' paths) whose text may hold Markdown links and nothing else (src/build/content/policies.ts).
 */
const policyParagraph = line(1200);
export const policyPageSchema = pageMetaSchema.extend({
  intro: paragraph,
  /** The day the text (or a setting it states) last changed, shown under the title. */
  updated: z.iso.date(),
  sections: z
    .array(
      z.strictObject({
        /** The heading's id, for links to the section (/privacy#retention). */
        id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case words joined by hyphens'),
        heading: line(120),
        paragraphs: z.array(policyParagraph).min(1),
        points: z.array(policyParagraph).min(1).optional(),
      }),
    )
    .min(1),
});

/** The disclosure policy, and what it promises a reporter, in business days (its text, security.txt's page and the chat read them). */
export const securityPageSchema = policyPageSchema.extend({
  timeline: z.strictObject({
    acknowledgeDays: z.number().int().min(1).max(30),
    assessDays: z.number().int().min(1).max(60),
    updateEveryDays: z.number().int().min(1).max(60),
    fixWithinDays: z.number().int().min(1).max(365),
  }),
});

/** The site's 404 page: its head tags and copy. */
export const notFoundPageSchema = z.strictObject({
  title: line(90),
  description: line(160).min(50),
  heading: line(80),
  text: line(300),
  suggestionsLead: line(80),
  contactLabel: line(40),
});

export const catalogIndexSchema = pageMetaSchema.extend({
  hero: z.strictObject({ title: line(80), lead: line(300) }),
  /** The accessible name of the list of cards. */
  listLabel: line(80),
  /** The heading above the entries that have no card (web services only). */
  moreTitle: line(80).optional(),
  cta: callToActionSchema,
  /** A service area: a card on the home page and /services, an item of the header's Services menu. */
  area: z.strictObject({ title: line(80), menuLabel: line(40), summary: line(300) }).optional(),
  /**
   * The side column of the catalog's detail pages: the heading of their 'On this page' list and a
   * compact contact box (a heading, one sentence and the label of its link to the contact page).
   */
  detailAside: z.strictObject({ tocTitle: line(40), contact: callToActionSchema }),
  /** The rest of the frame of the catalog's detail pages: their hero's link back here, and the call to action at their foot ({{title}} in it: the page's title). */
  detailPage: z.strictObject({ backLabel: line(60), cta: callToActionSchema }),
  /** What an unknown address under the catalog shows; without it, the site's 404 page. */
  notFound: z.strictObject({ heading: line(80), text: line(300), backLabel: line(60) }).optional(),
});

/** A short page that tells the visitor what a link did (the newsletter's confirmation and unsubscribe links, the booking's). */
const messagePageSchema = pageMetaSchema.extend({
  heading: line(80),
  text: line(400),
  link: z.strictObject({ label: line(60), to: sitePath }),
});

/** The page an e-mailed link opens: what its button will do (the button POSTs to the link itself). */
const linkPageSchema = pageMetaSchema.extend({
  heading: line(80),
  text: line(400),
  button: line(40),
});

export const newsletterPagesSchema = z.strictObject({
  confirm: linkPageSchema,
  unsubscribe: linkPageSchema,
  confirmed: messagePageSchema,
  unsubscribed: messagePageSchema,
  invalidLink: messagePageSchema,
});

/** A page a form's submission without script lands on: meta data and where to go next (its heading and text are the form's success state). */
const confirmationPageSchema = pageMetaSchema.extend({ link: z.strictObject({ label: line(60), to: sitePath }) });

/** The forms' own pages (src/model/formPages.ts). */
export const formPagesSchema = z.strictObject({
  consultation: pageMetaSchema.extend({
    hero: z.strictObject({ title: line(80), lead: line(300) }),
    /** The way from the form to the booking page, for a visitor who would rather pick a time: a sentence and its link's text. */
    booking: z.strictObject({ text: line(200), linkLabel: line(60) }),
  }),
  confirmations: z.strictObject({ lead: confirmationPageSchema, contact: confirmationPageSchema, newsletter: confirmationPageSchema }),
  problem: pageMetaSchema.extend({ heading: line(80), text: line(400), backLabel: line(60) }),
});

/** The booking step's pages (src/model/bookingPaths.ts): /book, the e-mailed link's manage page, and the two that say what a link did. */
export const bookingPagesSchema = z.strictObject({
  book: pageMetaSchema.extend({
    hero: z.strictObject({ title: line(80), lead: line(300) }),
    /** What the page says instead of the step in a browser without script: how else to reach the team. */
    noScript: z.strictObject({ text: line(300), consultationLabel: line(60), contactLabel: line(60) }),
    /** The column beside the step: what the meeting is, and the other ways to reach the team. */
    aside: z.strictObject({ heading: line(80), points: z.array(line(200)).min(1).max(5), otherWays: line(200) }),
  }),
  manage: pageMetaSchema.extend({
    heading: line(80),
    text: line(400),
    /** Said without script: moving the meeting needs it, cancelling does not. */
    noScript: line(300),
    cancel: z.strictObject({ heading: line(80), text: line(300), button: line(40) }),
  }),
  cancelled: messagePageSchema,
  invalidLink: messagePageSchema,
  /** The link in the visitor's e-mail that confirms a held booking (BOOKING_CONFIRMATION=email). */
  confirm: linkPageSchema,
  /** The link in the consultant's e-mail (BOOKING_CONFIRMATION=host): confirm, or decline (its second button). */
  approve: linkPageSchema.extend({ declineButton: line(40) }),
  confirmed: messagePageSchema,
  declined: messagePageSchema,
  holdExpired: messagePageSchema,
});

export type Company = z.infer<typeof companySchema>;
export type MessagePageCopy = z.infer<typeof messagePageSchema>;
export type FormPagesCopy = z.infer<typeof formPagesSchema>;
export type LinkPageCopy = z.infer<typeof linkPageSchema>;
export type BookingPagesCopy = z.infer<typeof bookingPagesSchema>;
export type PageMetaCopy = z.infer<typeof pageMetaSchema>;
export type PolicyCopy = z.infer<typeof policyPageSchema>;
export type HomeCopy = z.infer<typeof homePageSchema>;
export type AboutCopy = z.infer<typeof aboutPageSchema>;
export type AwardsCopy = z.infer<typeof awardsPageSchema>;
export type ServicesCopy = z.infer<typeof servicesPageSchema>;
export type CatalogIndexCopy = z.infer<typeof catalogIndexSchema>;
export type ContactCopy = z.infer<typeof contactPageSchema>;
export type NotFoundCopy = z.infer<typeof notFoundPageSchema>;
export type CallToActionCopy = z.infer<typeof callToActionSchema>;
export type DetailAsideCopy = CatalogIndexCopy['detailAside'];
