import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/shared/forms';
import { FORM_CONFIRMATIONS, FORM_PROBLEM_PARAMS, FORM_PROBLEM_PATH } from '../../src/model/formPages';
import { pageFileOf } from '../../src/model/pageFiles';
import { writeSiteManifest } from '../../src/build/siteManifest';
import { internalDirBeside } from '../internalDir';
import { inlineScriptHashes } from '../pages/pages';
import { appWith } from '../test/apps';
import { freshStore, STORE_KINDS } from '../test/stores';
import { CROSS_SITE_ERROR } from './formPosts';

const SITE = 'https://www.site.example';
const ELSEWHERE = 'https://pages.site.example';
/** A browser on this server's own pages: its Host, and the Origin of its pages. */
const OWN = { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' };

/** A build's problem page, as the prerender writes it: classes, an inline script, the two slots. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Your form was not sent</title><script>document.documentElement.dataset.x="1"</script></head>' +
  '<body><h1>Your form was not sent</h1><ul class="sc-a b" data-form-problems=""></ul><a class="sc-c d" href="/contact" data-form-back="">Back to the form</a></body></html>';

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(STORE_KINDS)('forms sent without script, on %s', (kind) => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = path.join(mkdtempSync(path.join(tmpdir(), 'vip-form-pages-')), 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, pageFileOf(FORM_PROBLEM_PATH)), TEMPLATE);
    await writeSiteManifest(internalDirBeside(distDir));
  });
  afterAll(() => rmSync(path.dirname(distDir), { recursive: true, force: true }));

  beforeEach(async () => {
    store = await freshStore(kind);
    app = await appWith({ DIST_DIR: distDir, SITE_URL: SITE, ALLOWED_ORIGINS: ELSEWHERE, RATE_LIMIT_FORMS: '50' }, { store });
    vi.spyOn(app.outbox, 'nudge').mockImplementation(() => {});
  });
  afterEach(async () => {
    await app.close();
    await store.cleanup();
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: encode(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  const leads = () => store.db.selectFrom('leads').select(['full_name', 'email']).execute();
  const contacts = () => store.db.selectFrom('contacts').select(['first_name', 'message']).execute();
  const subscribers = () => store.db.selectFrom('newsletter_subscribers').select(['email', 'status']).execute();

  const contact = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.example',
    phone: '',
    company: '',
    subject: 'ai-services',
    message: 'Hello',
    website: '',
  };
  const lead = { fullName: 'Grace Hopper', companyName: '', email: 'grace@navy.example', phone: '', service: 'cybersecurity', website: '' };

  it('stores a contact message and sends the visitor to its confirmation page (303); the same form sent again is stored once', async () => {
    const first = await post('/contact', contact, OWN);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(FORM_CONFIRMATIONS.contact);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await post('/contact', contact, OWN);
    expect(again.statusCode).toBe(303);
    expect(await contacts()).toEqual([{ first_name: 'Ada', message: 'Hello' }]);
  });

  it('takes a lead from this server’s own pages (Origin of the request’s host; Sec-Fetch-Site: same-origin, with the Origin: null of no-referrer)', async () => {
    const own = await post('/lead', lead, OWN);
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe(FORM_CONFIRMATIONS.lead);
    const fetchSite = await post('/lead', { ...lead, fullName: 'Grace B. Hopper' }, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(fetchSite.statusCode).toBe(303);
    expect(fetchSite.headers.location).toBe(FORM_CONFIRMATIONS.lead);
    expect((await leads()).map((row) => row.full_name).sort()).toEqual(['Grace B. Hopper', 'Grace Hopper']);
  });

  it.each([
    ['hosted elsewhere (ALLOWED_ORIGINS)', ELSEWHERE],
    ['at SITE_URL behind a proxy that does not forward its host', SITE],
  ])('sends the site %s back to its own confirmation page', async (_name, origin) => {
    const response = await post('/lead', lead, { origin });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${origin}${FORM_CONFIRMATIONS.lead}`);
  });

  it.each([
    ['an Origin of another site', { origin: 'http://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['Origin: null and Sec-Fetch-Site: cross-site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site and Sec-Fetch-Site: same-site', { origin: 'https://other.site.example', 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a form post with %s (403, a page) and stores nothing', async (_name, headers) => {
    const response = await post('/contact', contact, headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<li>${CROSS_SITE_ERROR.replace(/'/g, '&#39;')}</li>`);
    expect((await post('/lead', lead, headers)).statusCode).toBe(403);
    expect((await post('/newsletter', { email: 'reader@company.example', website: '' }, headers)).statusCode).toBe(403);
    expect(await contacts()).toEqual([]);
    expect(await leads()).toEqual([]);
    expect(await subscribers()).toEqual([]);
  });

  it('takes a site on a sibling host (Origin: null, Sec-Fetch-Site: same-site) only where ALLOWED_ORIGINS says the site is elsewhere, and sends it to SITE_URL', async () => {
    const hidden = { origin: 'null', 'sec-fetch-site': 'same-site' };
    const alone = await appWith({ DIST_DIR: distDir, SITE_URL: SITE, RATE_LIMIT_FORMS: '50' }, { store });
    const split = await appWith({ DIST_DIR: distDir, SITE_URL: SITE, ALLOWED_ORIGINS: ELSEWHERE, SERVE_SITE: 'false', RATE_LIMIT_FORMS: '50' }, { store });
    try {
      const inject = (target: FastifyInstance, headers: Record<string, string>) =>
        target.inject({ method: 'POST', url: '/lead', payload: encode(lead), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
      expect((await inject(alone, hidden)).statusCode).toBe(403);
      expect(await leads()).toEqual([]);
      const taken = await inject(split, hidden);
      expect(taken.statusCode).toBe(303);
      expect(taken.headers.location).toBe(`${SITE}${FORM_CONFIRMATIONS.lead}`);
      expect((await inject(split, { origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      // Not taken, the visitor goes to the site's own problem page, the problems and the form's path in its query.
      const problem = await split.inject({
        method: 'POST',
        url: '/lead',
        payload: encode({ ...lead, service: '' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...hidden },
      });
      expect(problem.statusCode).toBe(303);
      const location = new URL(String(problem.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${SITE}${FORM_PROBLEM_PATH}`);
      expect(location.searchParams.getAll(FORM_PROBLEM_PARAMS.problem)).toEqual([`Service: ${MESSAGES.serviceRequired}`]);
      expect(location.searchParams.get(FORM_PROBLEM_PARAMS.back)).toBe('/consultation');
      expect(await leads()).toHaveLength(1);
    } finally {
      await alone.close();
      await split.close();
    }
  });

  it('answers invalid fields with the build’s problem page: each field’s label and message, the link back to the form, its scripts allowed', async () => {
    const response = await post('/lead', { ...lead, fullName: ' ', email: 'grace@', service: '' }, OWN);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain(
      `<ul class="sc-a b" data-form-problems=""><li>Full Name: ${MESSAGES.fullNameRequired}</li><li>Service: ${MESSAGES.serviceRequired}</li><li>Email: ${MESSAGES.emailInvalid}</li></ul>`,
    );
    expect(response.body).toContain('<a class="sc-c d" href="/consultation" data-form-back="">');
    for (const hash of inlineScriptHashes(TEMPLATE)) expect(response.headers['content-security-policy']).toContain(hash);
    expect(await leads()).toEqual([]);
  });

  it('names a value that is too long, a field sent twice and an unknown field, and stores nothing', async () => {
    const tooLong = await post('/contact', { ...contact, message: 'x'.repeat(5001) }, OWN);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(`<li>Message: ${MESSAGES.messageTooLong}</li>`);
    const twice = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: `${encode(contact)}&email=other%40x.example`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...OWN },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('<li>Field email was sent twice</li>');
    const unknown = await post('/contact', { ...contact, admin: '1' }, OWN);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('<li>Unknown field: admin</li>');
    expect(await contacts()).toEqual([]);
  });

  it('answers a bot that fills the honeypot like a visitor (303) and stores nothing', async () => {
    const response = await post('/lead', { ...lead, website: 'http://spam.example' }, OWN);
    expect(response.statusCode).toBe(303);
    expect(await leads()).toEqual([]);
  });

  it('signs up for the newsletter (303 to “check your inbox”); a bad address goes back to the page it was sent from', async () => {
    const done = await post('/newsletter', { email: 'Reader@Company.Example', website: '' }, OWN);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(FORM_CONFIRMATIONS.newsletter);
    expect(await subscribers()).toEqual([{ email: 'reader@company.example', status: 'pending' }]);
    const bad = await post('/newsletter', { email: 'reader@', website: '' }, { ...OWN, referer: `${OWN.origin}/services/vapt?utm_source=x` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(`<li>Email: ${MESSAGES.emailInvalid}</li>`);
    expect(bad.body).toContain('href="/services/vapt" data-form-back=""');
    const foreignReferer = await post('/newsletter', { email: '', website: '' }, { ...OWN, referer: 'http://evil.example/x' });
    expect(foreignReferer.body).toContain('href="/" data-form-back=""');
  });

  it('answers the rate limit with the problem page (429), the count shared with the JSON forms', async () => {
    const limited = await appWith({ DIST_DIR: distDir, SITE_URL: SITE, RATE_LIMIT_FORMS: '1' }, { store });
    try {
      const json = await limited.inject({ method: 'POST', url: '/lead', payload: JSON.stringify(lead), headers: { 'content-type': 'application/json' } });
      expect(json.statusCode).toBe(201);
      const response = await limited.inject({
        method: 'POST',
        url: '/contact',
        payload: encode(contact),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...OWN },
      });
      expect(response.statusCode).toBe(429);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<li>${MESSAGES.tooManyRequests}</li>`);
      expect(await contacts()).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('leaves the JSON API as it is', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/lead',
      payload: JSON.stringify({ ...lead, fullName: '' }),
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES.fixFields, fields: { fullName: MESSAGES.fullNameRequired } });
  });
});

describe('the problem page without a build beside the API', () => {
  it('is a plain page with the same problems and link', async () => {
    // An API beside no built pages: the build's manifest alone (dist-internal/site.json) has the page's copy.
    const manifestOnly = mkdtempSync(path.join(tmpdir(), 'vip-manifest-only-'));
    await writeSiteManifest(manifestOnly);
    const app = await appWith({ DIST_DIR: path.join(manifestOnly, 'no-dist'), INTERNAL_DIR: manifestOnly, RATE_LIMIT_FORMS: '50' });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/lead',
        payload: 'fullName=&service=ai&email=a%40b.example',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/^<!doctype html>/);
      expect(response.body).toContain(`<li>Full Name: ${MESSAGES.fullNameRequired}</li>`);
      expect(response.body).toContain('<a href="/consultation">');
    } finally {
      await app.close();
      rmSync(manifestOnly, { recursive: true, force: true });
    }
  });
});
