/**
 * Types of every content record as the views render it. The catalogs' records come from the
 * content files (src/build/content/loadCatalogs.ts), whose schemas check them at build.
 */
import type { Faq, Illustration, WebServiceIcon } from './schemas';

export type { Faq, Illustration, WebServiceIcon } from './schemas';

/** Exactly four items: the spec fixes four benefits, four use cases and four sections per record. */
export type Four<T> = readonly [T, T, T, T];

/** A block of page copy: a heading, one or more paragraphs and optional bullet points. */
export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

/** What every catalog entry has, whatever its kind (src/model/catalogs.ts). */
interface CatalogEntryRecord {
  /** The file name: the entry's page is the catalog's path prefix and this. */
  slug: string;
  /** Page and card title, e.g. 'VAPT Services' (a framework's short name, e.g. 'ISO 27001'). */
  title: string;
  /** Card text on the index and the page's meta description (≤ 160 characters). */
  summary: string;
  /** Questions and short answers shown on the page, in its FAQPage JSON-LD, the search and the chat. */
  faq?: readonly Faq[];
}

/** An entry of a `sections` catalog (the cyber services). */
export interface SectionsEntry extends CatalogEntryRecord {
  /** Hero sub-heading under the title. */
  intro: string;
  sections: readonly ContentSection[];
}

/** An entry of a `benefits` or `iconBenefits` catalog (the AI and the web services). */
export interface BenefitsEntry extends CatalogEntryRecord {
  /** Hero description on the detail page (2–3 sentences). */
  description: string;
  keyBenefits: Four<string>;
  useCases: Four<string>;
  /** An `iconBenefits` entry's icon, beside its title and on its card. */
  icon?: WebServiceIcon;
}

export interface FrameworkSection {
  title: string;
  content: string;
  illustration: Illustration;
}

/** An entry of a `framework` catalog (the compliance frameworks). */
export interface FrameworkEntry extends CatalogEntryRecord {
  /** The detail page's h1. */
  heroTitle: string;
  /** Hero description (2–3 sentences). */
  description: string;
  sections: Four<FrameworkSection>;
}

export interface Badge {
  name: string;
  description: string;
  /** A theme accent name, resolved to a colour by the theme. */
  colour: 'clutch' | 'g2' | 'trustpilot' | 'google';
}

export interface Certification {
  title: string;
  issuer: string;
  description: string;
  /** Site-relative path of the emblem image (served from public/). */
  image: string;
}

/** A run of text in a policy document; a link where it has an href (site path, mailto: or https:). */
export type Inline = string | { text: string; href: string };
/** A paragraph or list item: plain text, or text with links. */
export type Paragraph = string | readonly Inline[];

export interface PolicySection {
  /** The heading's id, for links to a section (/privacy#retention). */
  id: string;
  heading: string;
  paragraphs: readonly Paragraph[];
  points?: readonly Paragraph[];
}

/** A page of prose in sections: the privacy notice, the vulnerability disclosure policy. */
export interface PolicyDocument {
  title: string;
  intro: string;
  /** ISO date of the last change to the text (or its settings), shown under the title. */
  updated: string;
  sections: readonly PolicySection[];
}
