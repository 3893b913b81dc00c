import { describe, expect, it } from 'vitest';
import type { InsightsIndexCopy } from '../model/schemas/insightsSchemas';
import type { PageDefinition, ViewData } from '../model/types';
import { insightsPages } from './insightsPages';
import type { Article, Insights } from './content/loadInsights';

const index = {
  name: 'Insights',
  title: 'Insights',
  description: 'Articles.',
  hero: { title: 'Insights', lead: 'Lead.' },
  listLabel: 'Articles',
  tagsLabel: 'Topics',
  tagPage: { title: '{tag} articles', description: 'About {tag}.' },
  pageSuffix: ' – page {page}',
  cta: { title: 'Talk', text: 'Text.', label: 'Contact Us' },
  feed: { title: 'Feed', description: 'Feed.' },
  tags: { gdpr: 'GDPR', audit: 'Audits', unused: 'Unused' },
} satisfies InsightsIndexCopy;

/** `count` articles, newest first, one a day back from 2026-11-01; every third one tagged audit. */
function articles(count: number): Article[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 1 - i)).toISOString().slice(0, 10);
    return {
      slug: `a${i}`,
      path: `/insights/a${i}`,
      file: `content/insights/a${i}.md`,
      data: {
        title: `Article ${i}`,
        description: `About ${i}`,
        date,
        author: 'Daniel Mercer',
        tags: i % 3 === 0 ? ['gdpr', 'audit'] : ['gdpr'],
        ...(i === 1 ? { frameworks: ['gdpr'] } : {}),
      },
      body: { html: `<p>${i}</p>`, text: 'word '.repeat(460), headings: [], words: 460 },
    };
  });
}

const card = (_catalogs: readonly string[], slug: string) => ({ path: `/compliance/${slug}`, title: slug.toUpperCase(), summary: 's' });
const build = (count: number) => insightsPages({ index, articles: articles(count) } satisfies Insights, card);
const at = (pages: PageDefinition[], path: string) => pages.find((page) => page.path === path);
const listData = (page: PageDefinition | undefined) => page?.data as ViewData['insights'];
const articleData = (page: PageDefinition | undefined) => page?.data as ViewData['article'];

describe('insightsPages', () => {
  it('lists ten articles per page, newest first, with links between the pages', () => {
    const pages = build(23);
    const first = listData(at(pages, '/insights'));
    expect(first.articles.map((a) => a.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Article ${i}`));
    expect(first.pagination).toEqual({ page: 1, pages: 3, next: '/insights/page/2' });
    expect(listData(at(pages, '/insights/page/2')).pagination).toEqual({ page: 2, pages: 3, previous: '/insights', next: '/insights/page/3' });
    expect(listData(at(pages, '/insights/page/3')).articles).toHaveLength(3);
    expect(at(pages, '/insights/page/4')).toBeUndefined();
    expect(at(pages, '/insights/page/2')?.title).toBe('Insights – page 2');
  });

  it('has no second page with ten articles or fewer', () => {
    const pages = build(10);
    expect(listData(at(pages, '/insights')).pagination).toEqual({ page: 1, pages: 1 });
    expect(at(pages, '/insights/page/2')).toBeUndefined();
  });

  it('gives each used tag a page of its articles, and none to a tag without articles', () => {
    const pages = build(12);
    const audit = at(pages, '/insights/tags/audit');
    expect(audit?.title).toBe('Audits articles');
    expect(listData(audit).tag).toEqual({ path: '/insights/tags/audit', label: 'Audits' });
    expect(listData(audit).articles.map((a) => a.path)).toEqual(['/insights/a0', '/insights/a3', '/insights/a6', '/insights/a9']);
    expect(listData(audit).tags.map((t) => t.label)).toEqual(['GDPR', 'Audits']);
    expect(at(pages, '/insights/tags/unused')).toBeUndefined();
  });

  it('gives an article its reading time, related pages and articles, and its older and newer neighbours', () => {
    const pages = build(12);
    const page = at(pages, '/insights/a1');
    const data = articleData(page);
    expect(page?.article).toEqual({ published: '2026-10-31', author: 'Daniel Mercer', tags: ['GDPR'] });
    expect(data.readingMinutes).toBe(2);
    expect(data.related).toEqual([{ path: '/compliance/gdpr', title: 'GDPR', summary: 's' }]);
    expect(data.relatedArticles).toHaveLength(3);
    expect(data.relatedArticles.map((a) => a.path)).not.toContain('/insights/a1');
    expect(data.previous?.path).toBe('/insights/a2');
    expect(data.next?.path).toBe('/insights/a0');
    expect(articleData(at(pages, '/insights/a0')).next).toBeUndefined();
    expect(page?.searchText?.text).toContain('word');
  });
});
