/**
 * The schema of each kind of catalog entry (src/model/catalogs.ts): what a content file's front
 * matter may and must hold. Checked at build (src/build/content/collections.ts); an unknown field is
 * an error, so a typo in a field name fails the build instead of silently dropping the copy.
 */
import { Type, type Static } from 'typebox';
import { extend, line, list, oneOf, strict } from './fields';

/** Card text and meta description: search engines show 50–160 characters. */
const summary = line(160, 50);
/** Where an entry sits in its catalog's lists (ascending); ties sort by file name. */
const order = Type.Integer({ minimum: 0 });
/** Words visitors use for the page that its copy may not contain (synonyms, abbreviations). */
const searchWords = Type.Optional(line(300));
/** Exactly four items: the page spec fixes four benefits, four use cases and four sections. */
const four = <T extends Parameters<typeof list>[0]>(item: T) => list(item, 4, 4);

export const faqSchema = strict({
  question: line(160),
  answer: line(600),
});
/** Every service and compliance page answers 3 to 5 questions. */
const faqs = list(faqSchema, 3, 5);

/** A `sections` catalog's entry (src/model/catalogs.ts): the cyber services. */
export const sectionsEntrySchema = strict({
  title: line(80),
  summary,
  intro: line(400),
  order,
  searchWords,
  faq: faqs,
});

export const ILLUSTRATIONS = ['iso-diagram', 'gap-analysis', 'certification', 'monitoring'] as const;

/** A `framework` catalog's entry: the compliance frameworks. */
export const frameworkEntrySchema = strict({
  /** Short name for menus and cards, e.g. 'ISO 27001'. */
  title: line(40),
  /** The page's h1. */
  heroTitle: line(80),
  summary,
  description: line(600),
  /** The illustration beside each of the four sections, in order. */
  illustrations: four(oneOf(ILLUSTRATIONS)),
  /** Its place (1–4) among the home page's Compliance Solutions; absent: not on the home page. */
  featuredOnHome: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  order,
  searchWords,
  faq: faqs,
});

/** A `benefits` catalog's entry: the AI services. */
export const benefitsEntrySchema = strict({
  title: line(80),
  summary,
  keyBenefits: four(line(300)),
  useCases: four(line(300)),
  order,
  searchWords,
  faq: faqs,
});

export const WEB_SERVICE_ICONS = [
  'stack',
  'globe',
  'plug',
  'database',
  'dashboard',
  'cubes',
  'cart',
  'bolt',
  'key',
  'gauge',
  'phone',
  'search',
  'rocket',
  'users',
  'palette',
  'chat',
  'shield',
  'file',
  'chart',
] as const;

/** An `iconBenefits` catalog's entry: the web services. */
export const iconBenefitsEntrySchema = extend(benefitsEntrySchema, {
  icon: oneOf(WEB_SERVICE_ICONS),
  /** Shown as a card on the web services index (otherwise linked below the cards). */
  onIndex: Type.Boolean(),
});

export type Faq = Static<typeof faqSchema>;
export type Illustration = (typeof ILLUSTRATIONS)[number];
export type WebServiceIcon = (typeof WEB_SERVICE_ICONS)[number];
