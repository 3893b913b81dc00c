/**
 * The schema of each content collection: what a content file's front matter may and must hold.
 * Checked at build (src/build/content/collections.ts); an unknown field is an error, so a typo in a
 * field name fails the build instead of silently dropping the copy. Build-side only.
 */
import { z } from 'zod';

/** A line of copy: trimmed, not empty, at most `max` characters. */
const line = (max: number) => z.string().trim().min(1).max(max);
/** Card text and meta description: search engines show 50–160 characters. */
const summary = line(160).min(50);
/** Where an entry sits in its catalog's lists (ascending); ties sort by file name. */
const order = z.number().int().nonnegative();
/** Words visitors use for the page that its copy may not contain (synonyms, abbreviations). */
const searchWords = line(300).optional();
/** Exactly four items: the page spec fixes four benefits, four use cases and four sections. */
const four = <T extends z.ZodType>(item: T) => z.array(item).length(4);

export const faqSchema = z.strictObject({
  question: line(160),
  answer: line(600),
});
/** Every service and compliance page answers 3 to 5 questions. */
const faqs = z.array(faqSchema).min(3).max(5);

/** A `sections` catalog's entry (src/model/catalogs.ts): the cyber services. */
export const sectionsEntrySchema = z.strictObject({
  title: line(80),
  summary,
  intro: line(400),
  order,
  searchWords,
  faq: faqs,
});

export const ILLUSTRATIONS = ['iso-diagram', 'gap-analysis', 'certification', 'monitoring'] as const;

/** A `framework` catalog's entry: the compliance frameworks. */
export const frameworkEntrySchema = z.strictObject({
  /** Short name for menus and cards, e.g. 'ISO 27001'. */
  title: line(40),
  /** The page's h1. */
  heroTitle: line(80),
  summary,
  description: line(600),
  /** The illustration beside each of the four sections, in order. */
  illustrations: four(z.enum(ILLUSTRATIONS)),
  /** Its place (1–4) among the home page's Compliance Solutions; absent: not on the home page. */
  featuredOnHome: z.number().int().min(1).max(4).optional(),
  order,
  searchWords,
  faq: faqs,
});

/** A `benefits` catalog's entry: the AI services. */
export const benefitsEntrySchema = z.strictObject({
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
export const iconBenefitsEntrySchema = benefitsEntrySchema.extend({
  icon: z.enum(WEB_SERVICE_ICONS),
  /** Shown as a card on the web services index (otherwise linked below the cards). */
  onIndex: z.boolean(),
});

export type Faq = z.infer<typeof faqSchema>;
export type Illustration = (typeof ILLUSTRATIONS)[number];
export type WebServiceIcon = (typeof WEB_SERVICE_ICONS)[number];
