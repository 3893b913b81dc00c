/**
 * The content editor as a marketing editor meets it: /admin/ of the production build against
 * decap-server (the local backend of npm run cms) writing into a copy of the content. An edited
 * compliance title and a new article end up in the Markdown files, valid against the schemas.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/freePort';
import { ContentProblems } from '../../src/build/content/collections';
import { collectInsights, referencesOf } from '../../src/build/content/loadInsights';
import { axeViolations } from './axe';
import { baseUrl, DESKTOP } from './browser';

const root = path.resolve(import.meta.dirname, '../..');

test.describe('the content editor (/admin/)', () => {
  test.describe.configure({ timeout: 120_000 });

  let repo: string;
  let decap: ChildProcess;
  let decapPort: number;

  test.beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'vip-cms-'));
    cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });
    decapPort = await freePort();
    decap = spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
      env: { ...process.env, PORT: String(decapPort), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repo, MODE: 'fs', LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`http://127.0.0.1:${decapPort}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"action":"info"}',
      }).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error('decap-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterAll(() => {
    decap?.kill();
    rmSync(repo, { recursive: true, force: true });
  });

  /**
   * The editor, with its generated configuration pointed at this test's decap-server, in a context
   * of its own: Decap keeps its login in localStorage, and each test logs in.
   */
  async function openEditor(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.route('**/admin/config.yml', async (route) => {
      const response = await route.fetch();
      const config = (await response.text()).replace(/^local_backend: true$/m, `local_backend:\n  url: http://127.0.0.1:${decapPort}/api/v1`);
      await route.fulfill({ response, body: config });
    });
    await page.goto(`${baseUrl}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();
    return { page, close: () => context.close() };
  }

  async function publish(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').first().waitFor();
  }

  test('is its own page: no index, its own policy, and /admin redirects to /admin/', async () => {
    const response = await fetch(`${baseUrl}/admin/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('content-security-policy')).toContain("'unsafe-eval'");
    // The editor holds a Git host's token: no other site's window may keep a reference to it.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(await response.text()).toContain('<script src="/admin/decap-cms.js"></script>');
    const bare = await fetch(`${baseUrl}/admin`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/admin/');
    // No other page's policy allows eval, and the sitemap does not list the editor.
    const home = await fetch(`${baseUrl}/`);
    expect(home.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    // Public pages carry no opener policy (each entry would start a fresh renderer; securityHeaders.ts says why).
    expect(home.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toMatch(/<loc>[^<]*\/admin\/?<\/loc>/);
  });

  test('its sign-in page reads at AA contrast, Decap’s own "Go back to site" link included', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/`);
    const back = page.getByRole('link', { name: 'Go back to site' });
    await back.waitFor();
    expect(await axeViolations(page, 'colour')).toEqual([]);
    await context.close();
  });

  test('edits a compliance page’s title and publishes it to its Markdown file', async ({ browser }) => {
    const { page, close } = await openEditor(browser);
    await page.getByRole('link', { name: 'Compliance frameworks' }).click();
    await page.getByRole('link', { name: 'GDPR', exact: true }).click();
    const title = page.getByLabel('Title', { exact: true });
    expect(await title.inputValue()).toBe('GDPR');
    await title.fill('GDPR and UK GDPR');
    await publish(page);
    const file = readFileSync(path.join(repo, 'content/compliance/gdpr.md'), 'utf8');
    expect(file).toMatch(/^title: GDPR and UK GDPR$/m);
    const problems = new ContentProblems();
    referencesOf({ project: repo, content: path.join(repo, 'content') }, problems);
    expect(problems.lines).toEqual([]);
    await close();
  });

  test('creates an article whose file the build accepts', async ({ browser }) => {
    const { page, close } = await openEditor(browser);
    await page.goto(`${baseUrl}/admin/#/collections/insights/new`);
    await page.getByLabel('Title', { exact: true }).fill('Editor test article');
    await page.getByLabel('Description', { exact: true }).fill('An article written in the content editor by the end-to-end test, long enough for the schema.');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
    for (const [label, choice] of [
      ['Author', 'Elena Park'],
      ['Tags', 'GDPR'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(choice);
      await page.keyboard.press('Enter');
    }
    await page.getByRole('textbox', { name: 'Body' }).or(page.locator('[data-slate-editor="true"]')).first().click();
    await page.keyboard.type('A lead paragraph written in the editor.');
    await publish(page);
    const files = readdirSync(path.join(repo, 'content/insights'));
    expect(files).toContain('editor-test-article.md');
    const problems = new ContentProblems();
    const root = { project: repo, content: path.join(repo, 'content') };
    const { articles } = collectInsights(root, problems, referencesOf(root, problems));
    expect(problems.lines).toEqual([]);
    expect(articles.find((article) => article.slug === 'editor-test-article')?.data).toMatchObject({
      date: '2026-11-20',
      author: 'Elena Park',
      tags: ['gdpr'],
    });
    await close();
  });
});
