import { describe, expect, it } from 'vitest';
import { FEED_SIZE } from '../model/insights';
import { buildFeeds, feedLinkTags } from './feeds';
import type { Article, Insights } from './content/loadInsights';

const SITE = 'https://www.example.test';

function insights(count: number): Insights {
  const articles: Article[] = Array.from({ length: count }, (_, i) => ({
    slug: `a${i}`,
    path: `/insights/a${i}`,
    file: `a${i}.md`,
    data: { title: `Article ${i} & <more>`, description: `About article ${i}`, date: `2026-0${(i % 9) + 1}-10`, author: 'Elena Park', tags: ['gdpr'] },
    body: { html: `<p>See <a href="/compliance/gdpr">GDPR</a> and <img src="/x.png" alt="x"></p>`, text: 'See GDPR', headings: [], words: 2 },
  }));
  return {
    index: { feed: { title: 'Test Insights', description: 'The feed.' }, tags: { gdpr: 'GDPR' } } as unknown as Insights['index'],
    articles,
  };
}

const xml = (text: string) => {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
};

describe('the feeds', () => {
  const feeds = buildFeeds(insights(25), SITE);

  it('RSS 2.0: the newest articles with absolute links, dates and content', () => {
    const rss = xml(feeds.rss);
    expect(rss.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...rss.getElementsByTagName('item')];
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0]!.getElementsByTagName('title')[0]!.textContent).toBe('Article 0 & <more>');
    expect(items[0]!.getElementsByTagName('link')[0]!.textContent).toBe(`${SITE}/insights/a0`);
    expect(new Date(items[0]!.getElementsByTagName('pubDate')[0]!.textContent!).toISOString()).toBe('2026-01-10T00:00:00.000Z');
    expect(items[0]!.getElementsByTagName('content:encoded')[0]!.textContent).toContain(`href="${SITE}/compliance/gdpr"`);
    expect(items[0]!.getElementsByTagName('category')[0]!.textContent).toBe('GDPR');
  });

  it('Atom 1.0: a feed with its id, self link and one entry per article', () => {
    const atom = xml(feeds.atom);
    expect(atom.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(atom.documentElement.getElementsByTagName('id')[0]!.textContent).toBe(`${SITE}/insights`);
    expect([...atom.getElementsByTagName('link')].some((link) => link.getAttribute('rel') === 'self' && link.getAttribute('href') === `${SITE}/atom.xml`)).toBe(
      true,
    );
    const entries = [...atom.getElementsByTagName('entry')];
    expect(entries).toHaveLength(FEED_SIZE);
    expect(entries[0]!.getElementsByTagName('author')[0]!.textContent).toContain('Elena Park');
  });

  it('JSON Feed: version, home page and items with their URLs and HTML', () => {
    const json = JSON.parse(feeds.json) as {
      version: string;
      home_page_url: string;
      feed_url: string;
      items: { id: string; url: string; title: string; content_html: string; date_published: string }[];
    };
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(json.home_page_url).toBe(`${SITE}/insights`);
    expect(json.feed_url).toBe(`${SITE}/feed.json`);
    expect(json.items).toHaveLength(FEED_SIZE);
    expect(json.items[0]).toMatchObject({ url: `${SITE}/insights/a0`, title: 'Article 0 & <more>' });
    expect(json.items[0]!.content_html).toContain(`src="${SITE}/x.png"`);
  });

  it('are announced by three alternate links', () => {
    const tags = feedLinkTags(insights(1));
    const head = new DOMParser().parseFromString(`<head>${tags}</head>`, 'text/html');
    expect([...head.querySelectorAll('link[rel=alternate]')].map((link) => [link.getAttribute('type'), link.getAttribute('href')])).toEqual([
      ['application/rss+xml', '/rss.xml'],
      ['application/atom+xml', '/atom.xml'],
      ['application/feed+json', '/feed.json'],
    ]);
  });
});
