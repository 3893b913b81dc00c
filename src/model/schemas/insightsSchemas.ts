/**
 * The schemas of Insights: an article's front matter (content/insights/<slug>.md) and the index
 * file (content/insights/_index.yaml). Unknown fields are errors, as everywhere. Which tags, authors,
 * services and frameworks exist is checked against the other content files when they are loaded
 * (src/build/content/loadInsights.ts).
 */
import { z } from 'zod';
import { pageMetaSchema } from './pageSchemas';

const line = (max: number) => z.string().trim().min(1).max(max);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single hyphens');

/** A calendar day. YAML reads an unquoted 2026-03-10 as a date, a quoted one as text: both are accepted. */
const day = z
  .union([z.date().transform((date) => date.toISOString().slice(0, 10)), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')])
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'not a real date');

export const articleSchema = z
  .strictObject({
    title: line(90),
    /** The meta description and the summary in lists and feeds. */
    description: line(160).min(50),
    date: day,
    /** When the article was last revised in substance (sitemap lastmod, feeds, Article JSON-LD). */
    updated: day.optional(),
    /** A member of the team on the about page (content/pages/about.yaml). */
    author: line(80),
    /** Keys of `tags` in content/insights/_index.yaml. */
    tags: z.array(slug).min(1).max(6),
    /** Services the article relates to: file names of content/cyber, content/ai or content/web. */
    services: z.array(slug).max(4).optional(),
    /** Compliance frameworks it relates to: file names of content/compliance. */
    frameworks: z.array(slug).max(4).optional(),
  })
  .refine((article) => !article.updated || article.updated >= article.date, { message: 'is before the article’s date', path: ['updated'] });

const callToActionSchema = z.strictObject({ title: line(120), text: line(300), label: line(40) });

export const insightsIndexSchema = pageMetaSchema.extend({
  hero: z.strictObject({ title: line(80), lead: line(300) }),
  /** The accessible name of the list of articles. */
  listLabel: line(80),
  /** The heading of the tags' list. */
  tagsLabel: line(80),
  /** A tag page's title and meta description; `{tag}` is replaced by the tag's name. */
  tagPage: z.strictObject({ title: line(90), description: line(160).min(50) }),
  /** Appended to the title of the second and later pages of a list; `{page}` is the page number. */
  pageSuffix: line(40),
  /** Closes every list and article page. */
  cta: callToActionSchema,
  /** The feeds' title and description. */
  feed: z.strictObject({ title: line(90), description: line(300) }),
  /** Every tag an article may use: its key (in articles and the address) and its name; read as key → name. */
  tags: z
    .array(z.strictObject({ key: slug, name: line(40) }))
    .min(1)
    .refine((tags) => new Set(tags.map((tag) => tag.key)).size === tags.length, 'a key is listed twice')
    .transform((tags) => Object.fromEntries(tags.map((tag) => [tag.key, tag.name]))),
});

export type ArticleFrontMatter = z.infer<typeof articleSchema>;
export type InsightsIndexCopy = z.infer<typeof insightsIndexSchema>;
