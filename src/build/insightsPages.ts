/**
 * The pages of Insights (src/model/insights.ts), built from its files: the list of all articles and
 * each tag's list, in pages of INSIGHTS.pageSize, and one page per article with its related
 * services, frameworks and articles and its neighbours in time.
 */
import type { CatalogName } from '../model/catalogs';
import { articlePath, INSIGHTS, listPagePath, readingMinutes, tagPath } from '../model/insights';
import type { ArticleCard, CardLink, PageDefinition, TagLink, ViewData } from '../model/types';
import type { Article, Insights } from './content/loadInsights';

/** How many related articles an article links to. */
const RELATED_ARTICLES = 3;

const fill = (pattern: string, values: Record<string, string | number>) => pattern.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/** The card of the page of a service or framework an article names: the entry `slug` of one of `catalogs`. */
export type CardFor = (catalogs: readonly CatalogName[], slug: string) => CardLink;

export function insightsPages({ index, articles }: Insights, cardFor: CardFor): PageDefinition[] {
  const tagLink = (tag: string): TagLink => ({ path: tagPath(tag), label: index.tags[tag]! });
  const cardOf = (article: Article): ArticleCard => ({
    path: article.path,
    title: article.data.title,
    summary: article.data.description,
    date: article.data.date,
    readingMinutes: readingMinutes(article.body.words),
    tags: article.data.tags.map(tagLink),
  });
  const usedTags = Object.keys(index.tags).filter((tag) => articles.some((article) => article.data.tags.includes(tag)));
  const allTags = usedTags.map(tagLink);
  const copy = { hero: index.hero, listLabel: index.listLabel, tagsLabel: index.tagsLabel, cta: index.cta };

  /** A list's pages: the first at `base`, then base/page/2, … */
  function listPages(base: string, list: Article[], meta: { name: string; title: string; description: string }, tag?: TagLink): PageDefinition[] {
    const pages = Math.max(1, Math.ceil(list.length / INSIGHTS.pageSize));
    return Array.from({ length: pages }, (_, i): PageDefinition => {
      const page = i + 1;
      const suffix = page > 1 ? fill(index.pageSuffix, { page }) : '';
      const data: ViewData['insights'] = {
        copy,
        heading: `${tag ? meta.title : index.hero.title}${suffix}`,
        ...(tag ? { tag } : {}),
        articles: list.slice(i * INSIGHTS.pageSize, page * INSIGHTS.pageSize).map(cardOf),
        tags: allTags,
        pagination: {
          page,
          pages,
          ...(page > 1 ? { previous: listPagePath(base, page - 1) } : {}),
          ...(page < pages ? { next: listPagePath(base, page + 1) } : {}),
        },
      };
      return {
        path: listPagePath(base, page),
        name: page > 1 ? `${meta.name}${suffix}` : meta.name,
        title: `${meta.title}${suffix}`,
        description: meta.description,
        section: 'Insights',
        parent: base === INSIGHTS.path ? (page > 1 ? INSIGHTS.path : '/') : INSIGHTS.path,
        view: 'insights',
        data,
        ...(page === 1 && !tag && index.searchWords ? { searchWords: index.searchWords } : {}),
      };
    });
  }

  const lists = [
    ...listPages(INSIGHTS.path, articles, index),
    ...usedTags.flatMap((tag) => {
      const link = tagLink(tag);
      const tagged = articles.filter((article) => article.data.tags.includes(tag));
      return listPages(
        link.path,
        tagged,
        { name: link.label, title: fill(index.tagPage.title, { tag: link.label }), description: fill(index.tagPage.description, { tag: link.label }) },
        link,
      );
    }),
  ];

  const articlePages = articles.map((article, i): PageDefinition => {
    const { data } = article;
    const shared = (other: Article) =>
      other.data.tags.filter((tag) => data.tags.includes(tag)).length * 2 +
      (other.data.frameworks ?? []).filter((slug) => data.frameworks?.includes(slug)).length +
      (other.data.services ?? []).filter((slug) => data.services?.includes(slug)).length;
    const relatedArticles = articles
      .filter((other) => other !== article)
      .map((other) => ({ other, score: shared(other) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || b.other.data.date.localeCompare(a.other.data.date))
      .slice(0, RELATED_ARTICLES)
      .map(({ other }) => cardOf(other));
    const neighbour = (other: Article | undefined): CardLink | undefined =>
      other ? { path: other.path, title: other.data.title, summary: other.data.description } : undefined;
    const older = neighbour(articles[i + 1]);
    const newer = neighbour(articles[i - 1]);
    const tags = data.tags.map(tagLink);
    return {
      path: articlePath(article.slug),
      name: data.title,
      title: data.title,
      description: data.description,
      section: 'Insights',
      parent: INSIGHTS.path,
      article: { published: data.date, ...(data.updated ? { modified: data.updated } : {}), author: data.author, tags: tags.map((tag) => tag.label) },
      view: 'article',
      searchText: { headings: article.body.headings.map((heading) => heading.text), text: article.body.text },
      data: {
        title: data.title,
        back: { to: INSIGHTS.path, label: index.name },
        date: data.date,
        ...(data.updated ? { updated: data.updated } : {}),
        author: data.author,
        readingMinutes: readingMinutes(article.body.words),
        tags,
        html: article.body.html,
        related: [
          ...(data.services ?? []).map((slug) => cardFor(['cyber', 'ai', 'web'] as const, slug)),
          ...(data.frameworks ?? []).map((slug) => cardFor(['compliance'] as const, slug)),
        ],
        relatedArticles,
        ...(older ? { previous: older } : {}),
        ...(newer ? { next: newer } : {}),
        cta: index.cta,
      },
    };
  });
  return [...lists, ...articlePages];
}
