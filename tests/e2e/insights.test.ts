import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadInsights } from '../../src/site/build/loadInsights';
import { DESKTOP, openPage, waitForHydration, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const { articles, index } = loadInsights();
const newest = articles[0]!;

async function open(path: string) {
  const opened = await openPage(browser(), baseUrl, DESKTOP);
  const response = await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  await opened.page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
  return { ...opened, status: response?.status() };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);
const jsonLdTypes = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']));

describe('Insights', () => {
  it('lists the articles newest first with date and reading time, linked from the header and footer', async () => {
    const { context, page, problems } = await open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`${baseUrl}/insights`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(index.hero.title);
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles).toEqual(articles.slice(0, 10).map((article) => article.data.title));
    const firstByline = await page.locator('main article').first().locator('time').getAttribute('datetime');
    expect(firstByline).toBe(newest.data.date);
    expect(await page.locator('main article').first().textContent()).toMatch(/\d+ min read/);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe('/insights');
    expect(await sameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('opens an article inside the app: its data comes as JSON, its head says it is an article', async () => {
    const { context, page, problems } = await open('/insights');
    const data = page.waitForResponse((response) => response.url().endsWith(`/page-data${newest.path}.json`));
    const body = page.waitForResponse((response) => response.url().endsWith(`/page-data${newest.path}.body.json`));
    await page.getByRole('link', { name: newest.data.title, exact: true }).first().click();
    expect((await data).status()).toBe(200);
    expect((await body).status()).toBe(200);
    await page.waitForURL(`${baseUrl}${newest.path}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(newest.data.title);
    await expect.poll(() => page.title()).toBe(`${newest.data.title} | Virtual IP`);
    await expect.poll(() => page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
    // The body's first section heading links to itself.
    const anchor = page.locator('main h2 a.anchor').first();
    expect(await anchor.getAttribute('href')).toMatch(/^#[a-z0-9-]+$/);
    expect(await sameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('reads an article’s body from the page on a first load: downloaded once, kept by hydration', async () => {
    const { context, page } = await openPage(browser(), baseUrl, DESKTOP);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}${newest.path}`);
    const prerendered = await page.locator('[data-article-body]').innerHTML();
    await waitForHydration(page);
    expect(requested).toContain(`/page-data${newest.path}.json`);
    expect(requested.filter((path) => path.endsWith('.body.json'))).toEqual([]);
    expect(await page.locator('[data-article-body]').innerHTML()).toBe(prerendered);
    expect(prerendered.length).toBeGreaterThan(2000);
    await context.close();
  });

  it('prerenders each article with its meta data, and its tags lead to the tag pages', async () => {
    const { context, page, status, problems } = await open(newest.path);
    expect(status).toBe(200);
    expect(await page.locator('meta[property="article:published_time"]').getAttribute('content')).toBe(newest.data.date);
    const posting = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting'),
    );
    expect(posting).toMatchObject({ headline: newest.data.title, datePublished: newest.data.date, author: { name: newest.data.author } });
    const crumbs = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string }[] }).find((data) => data['@type'] === 'BreadcrumbList'),
    );
    expect(crumbs?.itemListElement?.map((item) => item.name)).toEqual(['Home', index.name, newest.data.title]);

    const tag = newest.data.tags[0]!;
    await page.getByRole('list', { name: 'Topics of this article' }).getByRole('link', { name: index.tags[tag] }).click();
    await page.waitForURL(`${baseUrl}/insights/tags/${tag}`);
    await expect.poll(() => page.locator('main article h2').first().textContent()).toBe(newest.data.title);
    const tagged = articles.filter((article) => article.data.tags.includes(tag)).slice(0, 10);
    expect(await page.locator('main article h2').allTextContents()).toEqual(tagged.map((article) => article.data.title));
    expect(await sameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown article with the 404 page, loaded or navigated to', async () => {
    const { context, page, status } = await open('/insights/no-such-article');
    expect(status).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/insights/another-missing-one');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.title()).toMatch(/Not Found/);
    await context.close();
  });

  it('serves the feeds and lists every article in the sitemap with its last change', async () => {
    const rss = await fetch(`${baseUrl}/rss.xml`);
    expect(rss.headers.get('content-type')).toMatch(/xml/);
    expect(await rss.text()).toContain(`/insights/${newest.slug}</link>`);
    const atom = await fetch(`${baseUrl}/atom.xml`);
    expect(atom.headers.get('content-type')).toMatch(/xml/);
    const feed = (await (await fetch(`${baseUrl}/feed.json`)).json()) as { items: { title: string }[] };
    expect(feed.items[0]?.title).toBe(newest.data.title);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const article of articles) expect(sitemap).toMatch(new RegExp(`${article.path}</loc><lastmod>${article.data.updated ?? article.data.date}</lastmod>`));
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml">/);
  });
});
