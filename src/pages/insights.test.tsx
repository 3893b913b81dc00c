import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArticleCard, ViewData } from '../model/types';
import { words } from '../model/siteContent';
import { Component as ArticlePage } from './ArticlePage';
import { Component as InsightsPage } from './InsightsPage';

const card = (n: number): ArticleCard => ({
  path: `/insights/a${n}`,
  title: `Article ${n}`,
  summary: `Summary ${n}`,
  date: '2026-03-10',
  readingMinutes: 6,
  tags: [{ path: '/insights/tags/gdpr', label: 'GDPR' }],
});
const copy = {
  hero: { title: 'Insights', lead: 'Lead.' },
  listLabel: 'Articles',
  tagsLabel: 'Topics',
  cta: { title: 'Talk', text: 'Text.', label: 'Contact Us' },
};
const list = (overrides: Partial<ViewData['insights']>): ViewData['insights'] => ({
  copy,
  heading: 'Insights',
  articles: [card(1), card(2)],
  tags: [
    { path: '/insights/tags/gdpr', label: 'GDPR' },
    { path: '/insights/tags/audit', label: 'Audits' },
  ],
  pagination: { page: 1, pages: 1 },
  ...overrides,
});

describe('the list of articles', () => {
  it('shows each article with its date, reading time, summary and tags, and no page links when all fit on one page', () => {
    render(<InsightsPage data={list({})} />);
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Article 1' })).toHaveAttribute('href', '/insights/a1');
    expect(within(items[0]!).getByText('March 10, 2026')).toHaveAttribute('datetime', '2026-03-10');
    expect(items[0]).toHaveTextContent('6 min read');
    expect(screen.queryByRole('navigation', { name: 'Pages of the list' })).not.toBeInTheDocument();
  });

  it('links the newer and older pages of a long list and says where the reader is', () => {
    render(<InsightsPage data={list({ heading: 'Insights – page 2', pagination: { page: 2, pages: 3, previous: '/insights', next: '/insights/page/3' } })} />);
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByRole('link', { name: words.articles.newerPage })).toHaveAttribute('href', '/insights');
    expect(within(pages).getByRole('link', { name: words.articles.olderPage })).toHaveAttribute('href', '/insights/page/3');
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Insights – page 2');
  });

  it('on a tag page, marks the tag as the current one and links back to all articles', () => {
    const gdpr = { path: '/insights/tags/gdpr', label: 'GDPR' };
    render(<InsightsPage data={list({ heading: 'GDPR: articles', tag: gdpr })} />);
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'GDPR' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getByRole('link', { name: 'Audits' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
  });
});

describe('an article', () => {
  const article: ViewData['article'] = {
    title: 'An article',
    back: { to: '/insights', label: 'Insights' },
    date: '2026-03-10',
    updated: '2026-04-01',
    author: 'Elena Park',
    readingMinutes: 7,
    tags: [{ path: '/insights/tags/gdpr', label: 'GDPR' }],
    html: '<h2 id="first">First<a class="anchor" href="#first" aria-label="Link to the section First"><span aria-hidden="true">#</span></a></h2><p>Body.</p>',
    related: [{ path: '/compliance/gdpr', title: 'GDPR', summary: 'GDPR compliance.' }],
    relatedArticles: [card(3)],
    previous: { path: '/insights/a0', title: 'Older one', summary: '' },
    cta: copy.cta,
  };

  it('shows its byline, body, related pages and articles, the older one and the call to action', () => {
    render(<ArticlePage data={article} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An article');
    expect(screen.getByText(/By Elena Park/)).toHaveTextContent('By Elena Park · March 10, 2026 (updated April 1, 2026) · 7 min read');
    expect(screen.getByRole('link', { name: 'Link to the section First' })).toHaveAttribute('href', '#first');
    expect(within(screen.getByRole('region', { name: 'How we can help' })).getByRole('link', { name: 'GDPR' })).toHaveAttribute('href', '/compliance/gdpr');
    expect(screen.getByRole('link', { name: 'Article 3' })).toHaveAttribute('href', '/insights/a3');
    const neighbours = screen.getByRole('navigation', { name: 'Older and newer articles' });
    expect(within(neighbours).getByRole('link', { name: /Older article\s*Older one/ })).toHaveAttribute('href', '/insights/a0');
    expect(within(neighbours).queryByText('Newer article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
