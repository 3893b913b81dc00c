import { type Browser, expect, type Page, test } from '@playwright/test';
import { loadInsights } from '../../src/build/content/loadInsights';
import { baseUrl, DESKTOP, openPage, waitForHydration } from './browser';

const { articles, index } = loadInsights();
const newest = articles[0]!;

async function open(browser: Browser, path: string) {
  const opened = await openPage(browser, baseUrl, DESKTOP);
  const response = await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  return { ...opened, status: response?.status() };
}

/** The URL the page's document was loaded from: a client-side navigation would have left it at the first page's. */
const loadedFrom = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
const canonicalPath = async (page: Page) => new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
const jsonLdTypes = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']),
  );

test.describe('Insights', () => {
  test('lists the articles newest first with date and reading time, linked from the header and footer', async ({ browser }) => {
    const { context, page, problems } = await open(browser, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`${baseUrl}/insights`);
    // A full document load, whose head is the list's own.
    expect(await loadedFrom(page)).toBe(`${baseUrl}/insights`);
    expect(await page.title()).toBe(`${index.title} | Virtual IP`);
    expect(await canonicalPath(page)).toBe('/insights');
    expect(await page.locator('h1').textContent()).toBe(index.hero.title);
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles).toEqual(articles.slice(0, 10).map((article) => article.data.title));
    const firstByline = await page.locator('main article').first().locator('time').getAttribute('datetime');
    expect(firstByline).toBe(newest.data.date);
    expect(await page.locator('main article').first().textContent()).toMatch(/\d+ min read/);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe('/insights');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('opens an article from the list: a full document load whose head says it is an article', async ({ browser }) => {
    const { context, page, problems } = await open(browser, '/insights');
    const [document] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${baseUrl}${newest.path}` && response.request().resourceType() === 'document'),
      page.getByRole('link', { name: newest.data.title, exact: true }).first().click(),
    ]);
    expect(document.status()).toBe(200);
    await page.waitForURL(`${baseUrl}${newest.path}`);
    expect(await loadedFrom(page)).toBe(`${baseUrl}${newest.path}`);
    expect(await page.locator('h1').textContent()).toBe(newest.data.title);
    expect(await page.title()).toBe(`${newest.data.title} | Virtual IP`);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await canonicalPath(page)).toBe(newest.path);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
    // The body's first section heading links to itself.
    const anchor = page.locator('main h2 a.anchor').first();
    expect(await anchor.getAttribute('href')).toMatch(/^#[a-z0-9-]+$/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('serves an article whole in its document, which no script changes or fetches again', async ({ browser }) => {
    // Without scripts: what the server sent.
    const bare = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const barePage = await bare.newPage();
    await barePage.goto(`${baseUrl}${newest.path}`);
    const served = await barePage.locator('main').innerHTML();
    await bare.close();
    expect(served.length).toBeGreaterThan(2000);

    const { context, page, problems } = await openPage(browser, baseUrl, DESKTOP);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}${newest.path}`);
    await waitForHydration(page);
    // The header's island wakes (a pointer over it); the article is left as it came.
    await page.getByRole('button', { name: 'Search the site' }).hover();
    await expect.poll(() => page.locator('vip-island[data-island="header"][data-awake]').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main').innerHTML()).toBe(served);
    // The article came once, in its document: no data file follows it.
    expect(requested.filter((path) => path === newest.path)).toEqual([newest.path]);
    expect(requested.filter((path) => path.startsWith('/page-data/'))).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('prerenders each article with its meta data, and its tags lead to the tag pages', async ({ browser }) => {
    const { context, page, status, problems } = await open(browser, newest.path);
    expect(status).toBe(200);
    expect(await page.locator('meta[property="article:published_time"]').getAttribute('content')).toBe(newest.data.date);
    const posting = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting'),
    );
    expect(posting).toMatchObject({ headline: newest.data.title, datePublished: newest.data.date, author: { name: newest.data.author } });
    const crumbs = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string }[] })
        .find((data) => data['@type'] === 'BreadcrumbList'),
    );
    expect(crumbs?.itemListElement?.map((item) => item.name)).toEqual(['Home', index.name, newest.data.title]);

    const tag = newest.data.tags[0]!;
    await page.getByRole('list', { name: 'Topics of this article' }).getByRole('link', { name: index.tags[tag] }).click();
    await page.waitForURL(`${baseUrl}/insights/tags/${tag}`);
    expect(await loadedFrom(page)).toBe(`${baseUrl}/insights/tags/${tag}`);
    expect(await page.title()).toBe(`${index.tagPage.title.replace('{tag}', index.tags[tag]!)} | Virtual IP`);
    expect(await canonicalPath(page)).toBe(`/insights/tags/${tag}`);
    const tagged = articles.filter((article) => article.data.tags.includes(tag)).slice(0, 10);
    expect(await page.locator('main article h2').allTextContents()).toEqual(tagged.map((article) => article.data.title));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('answers an unknown article with the 404 page, loaded or navigated to', async ({ browser }) => {
    const { context, page, status } = await open(browser, '/insights/no-such-article');
    expect(status).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/insights/another-missing-one');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.title()).toMatch(/Not Found/);
    await context.close();
  });

  test('serves the feeds and lists every article in the sitemap with its last change', async () => {
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
