/**
 * The schemas of Insights: an article's front matter (content/insights/<slug>.md) and the index
 * file (content/insights/_index.yaml). Unknown fields are errors, as everywhere. Which tags, authors,
 * services and frameworks exist, and that an update is not older than the article, is checked
 * against the other content files when they are loaded (src/build/content/loadInsights.ts).
 */
import { Type, type StaticDecode } from 'typebox';
import { extend, line, list, slug, strict } from './fields';
import { pageMetaSchema } from './pageSchemas';

/** A calendar day, written YYYY-MM-DD (the YAML reader keeps dates as text). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  !DAY.test(value) || (!Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));
const day = Type.Refine(Type.String({ pattern: DAY.source, errorMessage: 'a date written YYYY-MM-DD' }), isRealDay, () => 'not a real date');

export const articleSchema = strict({
  title: line(90),
  /** The meta description and the summary in lists and feeds. */
  description: line(160, 50),
  date: day,
  /** When the article was last revised in substance (sitemap lastmod, feeds, Article JSON-LD). */
  updated: Type.Optional(day),
  /** A member of the team on the about page (content/pages/about.yaml). */
  author: line(80),
  /** Keys of `tags` in content/insights/_index.yaml. */
  tags: list(slug, 1, 6),
  /** Services the article relates to: file names of content/cyber, content/ai or content/web. */
  services: Type.Optional(list(slug, 0, 4)),
  /** Compliance frameworks it relates to: file names of content/compliance. */
  frameworks: Type.Optional(list(slug, 0, 4)),
});

const callToActionSchema = strict({ title: line(120), text: line(300), label: line(40) });

const tagList = list(strict({ key: slug, name: line(40) }), 1);

export const insightsIndexSchema = extend(pageMetaSchema, {
  hero: strict({ title: line(80), lead: line(300) }),
  /** The accessible name of the list of articles. */
  listLabel: line(80),
  /** The heading of the tags' list. */
  tagsLabel: line(80),
  /** A tag page's title and meta description; `{tag}` is replaced by the tag's name. */
  tagPage: strict({ title: line(90), description: line(160, 50) }),
  /** Appended to the title of the second and later pages of a list; `{page}` is the page number. */
  pageSuffix: line(40),
  /** Closes every list and article page. */
  cta: callToActionSchema,
  /** The feeds' title and description. */
  feed: strict({ title: line(90), description: line(300) }),
  /** Every tag an article may use: its key (in articles and the address) and its name; read as key → name. */
  tags: Type.Decode(
    Type.Refine(
      tagList,
      (tags) => new Set(tags.map((tag) => tag.key)).size === tags.length,
      () => 'a key is listed twice',
    ),
    (tags) => Object.fromEntries(tags.map((tag) => [tag.key, tag.name])) as Record<string, string>,
  ),
});

export type ArticleFrontMatter = StaticDecode<typeof articleSchema>;
export type InsightsIndexCopy = StaticDecode<typeof insightsIndexSchema>;
