/**
 * The feeds of Insights (RSS 2.0, Atom 1.0, JSON Feed 1.1) with the newest FEED_SIZE articles in
 * full. Their dates are the articles' own, so the same content gives the same files.
 */
import { Feed } from 'feed';
import { joinSiteUrl } from '../siteUrl';
import { FEED_SIZE, FEEDS, INSIGHTS, tagPath } from '../model/insights';
import { loadSiteFiles } from './content/loadSiteFiles';
import type { Insights } from './content/loadInsights';

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/** Site paths in an article's HTML made absolute: a feed is read away from the site. */
const absoluteLinks = (html: string, siteUrl: string) =>
  html.replace(/(href|src)="\/(?!\/)/g, (_, attribute: string) => `${attribute}="${joinSiteUrl(siteUrl, '/')}`);

export function buildFeeds({ index, articles }: Insights, siteUrl: string): { rss: string; atom: string; json: string } {
  const { company } = loadSiteFiles();
  const newest = articles.slice(0, FEED_SIZE);
  const updated = newest
    .map((article) => article.data.updated ?? article.data.date)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: joinSiteUrl(siteUrl, INSIGHTS.path),
    link: joinSiteUrl(siteUrl, INSIGHTS.path),
    title: index.feed.title,
    description: index.feed.description,
    language: 'en',
    generator: false,
    copyright: `© ${company.legalName}`,
    ...(updated ? { updated: day(updated) } : {}),
    feedLinks: Object.fromEntries(Object.entries(FEEDS).map(([format, { path }]) => [format, joinSiteUrl(siteUrl, path)])),
    author: { name: company.name, email: company.email, link: joinSiteUrl(siteUrl, '/') },
  });
  for (const article of newest) {
    const url = joinSiteUrl(siteUrl, article.path);
    feed.addItem({
      id: url,
      link: url,
      title: article.data.title,
      description: article.data.description,
      content: absoluteLinks(article.body.html, siteUrl),
      date: day(article.data.updated ?? article.data.date),
      published: day(article.data.date),
      author: [{ name: article.data.author }],
      category: article.data.tags.map((tag) => ({ name: index.tags[tag]!, domain: joinSiteUrl(siteUrl, tagPath(tag)) })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() };
}

/** The <link rel="alternate"> of each feed, for every page's head. */
export function feedLinkTags({ index }: Insights): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return Object.values(FEEDS)
    .map(({ path, type, format }) => `<link rel="alternate" type="${type}" title="${escape(`${index.feed.title} (${format})`)}" href="${path}">`)
    .join('');
}
