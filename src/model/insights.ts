/**
 * Insights, the company's articles: one Markdown file per article in content/insights/, the index
 * page's copy and the tags' names in content/insights/_index.yaml. Its pages:
 *   /insights                         newest articles first, PAGE_SIZE per page
 *   /insights/page/<n>                the following pages of that list
 *   /insights/tags/<tag>[/page/<n>]   the articles of one tag
 *   /insights/<slug>                  an article
 * Only /insights is in the site tree (menus, sitemap); the others are many and grow with every
 * article, so the prerender finds their routes among the pages' payloads (virtual:page-payloads).
 */
export const INSIGHTS = {
  folder: 'insights',
  path: '/insights',
  /** Articles per list page. */
  pageSize: 10,
} as const;

export const articlePath = (slug: string): string => `${INSIGHTS.path}/${slug}`;
export const tagPath = (tag: string): string => `${INSIGHTS.path}/tags/${tag}`;

/** The n-th page (from 1) of a list whose first page is at `base`. */
export const listPagePath = (base: string, page: number): string => (page === 1 ? base : `${base}/page/${page}`);

/** A page of Insights below its index (an article, a tag or a list page): not in the site tree. */
export const isBelowInsights = (path: string): boolean => path.startsWith(`${INSIGHTS.path}/`) && path.length > INSIGHTS.path.length + 1;

/** The view of a page of Insights, known from its address alone. */
export const insightsView = (path: string): 'insights' | 'article' =>
  path.startsWith(`${INSIGHTS.path}/page/`) || path.startsWith(`${INSIGHTS.path}/tags/`) ? 'insights' : 'article';

/** Average adult silent reading speed for non-fiction, in words per minute. */
const WORDS_PER_MINUTE = 230;

export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** The feeds of Insights, linked from every page's head (src/build/vite/finaliseDist.ts). */
export const FEEDS = {
  rss: { path: '/rss.xml', type: 'application/rss+xml', format: 'RSS' },
  atom: { path: '/atom.xml', type: 'application/atom+xml', format: 'Atom' },
  json: { path: '/feed.json', type: 'application/feed+json', format: 'JSON Feed' },
} as const;

/** How many of the newest articles the feeds carry. */
export const FEED_SIZE = 20;
