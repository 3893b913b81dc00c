import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/shared/forms';
import { NEWSLETTER_PAGES } from '../../src/model/newsletterPaths';
import { CONFIRMATION_VALID_MS, issueLinks, RESEND_AFTER_MS, subscribe } from '../newsletter/subscriptions';
import { appWith } from '../test/apps';
import { freshStore, STORE_KINDS } from '../test/stores';

describe.each(STORE_KINDS)('the newsletter on %s', (kind) => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let app: FastifyInstance;
  let nudged = 0;

  beforeEach(async () => {
    store = await freshStore(kind);
    nudged = 0;
    app = await appWith({ SMTP_URL: 'smtp://127.0.0.1:9', WEBHOOK_URL: 'http://127.0.0.1:9/hook', RATE_LIMIT_FORMS: '50' }, { store });
    vi.spyOn(app.outbox, 'nudge').mockImplementation(() => void (nudged += 1));
  });
  afterEach(async () => {
    await app.close();
    await store.cleanup();
  });

  const signUp = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/newsletter', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });
  const subscribers = () => store.db.selectFrom('newsletter_subscribers').select(['email', 'status']).orderBy('email').execute();
  const queued = () => store.db.selectFrom('notifications').select(['kind', 'channel']).orderBy('created_at').execute();
  const idOf = async (email: string) =>
    (await store.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('stores a sign-up as pending and queues its confirmation e-mail: 202', async () => {
    const response = await signUp({ email: '  Reader@Company.Example ' });
    expect(response.statusCode).toBe(202);
    expect(await subscribers()).toEqual([{ email: 'reader@company.example', status: 'pending' }]);
    expect(await queued()).toEqual([{ kind: 'newsletter.confirmation', channel: 'subscriber' }]);
    expect(nudged).toBe(1);
  });

  it('answers 202 whatever the state of the address, and sends no second e-mail within minutes or to a confirmed address', async () => {
    expect((await signUp({ email: 'reader@company.example' })).statusCode).toBe(202);
    expect((await signUp({ email: 'reader@company.example' })).statusCode).toBe(202);
    expect(await queued()).toHaveLength(1);
    await store.db.updateTable('newsletter_subscribers').set({ status: 'confirmed' }).execute();
    const confirmed = await signUp({ email: 'reader@company.example' });
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.body).toBe((await signUp({ email: 'new@company.example' })).body);
    expect(await queued()).toHaveLength(2);
  });

  it('sends a pending address another confirmation once the resend pause is over', async () => {
    const later = new Date(Date.now() + RESEND_AFTER_MS + 1000);
    expect(await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false })).toBe(true);
    expect(await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false })).toBe(false);
    expect(await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false }, later)).toBe(true);
  });

  it.each([
    ['no address', {}, MESSAGES.emailRequired],
    ['not an address', { email: 'reader@' }, MESSAGES.emailInvalid],
    ['an address too long', { email: `${'a'.repeat(250)}@x.example` }, MESSAGES.emailInvalid],
  ])('refuses %s with the forms’ message and stores nothing', async (_name, payload, message) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES.fixFields, fields: { email: message } });
    expect(await subscribers()).toEqual([]);
  });

  it('drops a bot’s sign-up (honeypot), refuses unknown fields and bodies of another type', async () => {
    expect((await signUp({ email: 'bot@spam.example', website: 'http://spam.example' })).statusCode).toBe(202);
    expect((await signUp({ email: 'reader@company.example', extra: 1 })).statusCode).toBe(400);
    const text = await app.inject({ method: 'POST', url: '/newsletter', payload: 'email=reader%40company.example', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(await subscribers()).toEqual([]);
  });

  /** The link page's button: a form POST of intent=<name> to the link itself. */
  const press = (url: string, name = url.includes('/confirm') ? 'confirm' : 'unsubscribe') =>
    app.inject({ method: 'POST', url, payload: `intent=${name}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  /** A subscriber with the links of one e-mail; `confirmed`: the confirmation button pressed. */
  const subscriberWithLinks = async (email: string, { confirmed = false } = {}) => {
    await subscribe(store.db, email, { mail: true, webhook: true });
    const links = await issueLinks(store.db, await idOf(email));
    if (confirmed) await press(`/newsletter/confirm?token=${links.confirm}`);
    return links;
  };
  const oneClick = (token: string, payload: string | Buffer = 'List-Unsubscribe=One-Click', contentType = 'application/x-www-form-urlencoded') =>
    app.inject({ method: 'POST', url: `/newsletter/unsubscribe?token=${token}`, payload, headers: { 'content-type': contentType } });

  it('confirms by the link page’s button once, says so again when pressed twice, and tells the webhook', async () => {
    await subscribe(store.db, 'reader@company.example', { mail: true, webhook: true });
    const links = await issueLinks(store.db, await idOf('reader@company.example'));
    const first = await press(`/newsletter/confirm?token=${links.confirm}`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(NEWSLETTER_PAGES.confirmed);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await subscribers()).toEqual([{ email: 'reader@company.example', status: 'confirmed' }]);
    const again = await press(`/newsletter/confirm?token=${links.confirm}`);
    expect(again.headers.location).toBe(NEWSLETTER_PAGES.confirmed);
    expect((await queued()).filter((row) => row.kind === 'newsletter.confirmed')).toEqual([{ kind: 'newsletter.confirmed', channel: 'webhook' }]);
  });

  it('changes nothing on a GET or HEAD of any e-mailed link, as a mail scanner fetches them', async () => {
    const pending = await subscriberWithLinks('pending@company.example');
    const confirmed = await subscriberWithLinks('confirmed@company.example', { confirmed: true });
    const before = { subscribers: await subscribers(), queued: await queued() };
    for (const links of [pending, confirmed]) {
      for (const url of [`/newsletter/confirm?token=${links.confirm}`, `/newsletter/unsubscribe?token=${links.unsubscribe}`]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url });
          expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect({ subscribers: await subscribers(), queued: await queued() }).toEqual(before);
  });

  it('stores only a hash of each link’s token', async () => {
    await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false });
    const links = await issueLinks(store.db, await idOf('reader@company.example'));
    const stored = await store.db.selectFrom('newsletter_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(links.confirm);
    expect(JSON.stringify(stored)).not.toContain(links.unsubscribe);
  });

  it('leads an unknown, malformed or expired link to the page that says so', async () => {
    await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false });
    const old = new Date(Date.now() - CONFIRMATION_VALID_MS - 60_000);
    const links = await issueLinks(store.db, await idOf('reader@company.example'), old);
    for (const url of [
      `/newsletter/confirm?token=${links.confirm}`,
      '/newsletter/confirm?token=abc',
      '/newsletter/confirm',
      `/newsletter/confirm?token=${'A'.repeat(43)}`,
    ]) {
      const response = await press(url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(NEWSLETTER_PAGES.invalidLink);
    }
    expect(await subscribers()).toEqual([{ email: 'reader@company.example', status: 'pending' }]);
  });

  it('refuses a POST to a link that is neither its button nor a one-click unsubscription', async () => {
    await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false });
    const links = await issueLinks(store.db, await idOf('reader@company.example'));
    const confirmUrl = `/newsletter/confirm?token=${links.confirm}`;
    expect((await press(confirmUrl, 'unsubscribe')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: confirmUrl, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode,
    ).toBe(400);
    const json = await app.inject({ method: 'POST', url: confirmUrl, payload: '{"action":"confirm"}', headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(415);
    expect(await subscribers()).toEqual([{ email: 'reader@company.example', status: 'pending' }]);
  });

  it('unsubscribes by the link page’s button and by the one-click POST of RFC 8058, and tells the webhook', async () => {
    const a = await subscriberWithLinks('a@company.example', { confirmed: true });
    const b = await subscriberWithLinks('b@company.example', { confirmed: true });

    const byButton = await press(`/newsletter/unsubscribe?token=${a.unsubscribe}`);
    expect(byButton.statusCode).toBe(303);
    expect(byButton.headers.location).toBe(NEWSLETTER_PAGES.unsubscribed);
    expect((await oneClick(b.unsubscribe)).statusCode).toBe(200);
    expect(await subscribers()).toEqual([
      { email: 'a@company.example', status: 'unsubscribed' },
      { email: 'b@company.example', status: 'unsubscribed' },
    ]);
    expect((await queued()).filter((row) => row.kind === 'newsletter.unsubscribed')).toHaveLength(2);
    expect((await oneClick('B'.repeat(43))).statusCode).toBe(404);
    // A confirmation link from before does not subscribe an address that has left.
    const stale = await press(`/newsletter/confirm?token=${a.confirm}`);
    expect(stale.headers.location).toBe(NEWSLETTER_PAGES.invalidLink);
  });

  it('reads the one-click field in both encodings RFC 8058 allows, and only that field', async () => {
    const readers = ['multipart', 'lookalike', 'json', 'urlencoded'];
    const links = new Map<string, Awaited<ReturnType<typeof issueLinks>>>();
    for (const name of readers) links.set(name, await subscriberWithLinks(`${name}@company.example`, { confirmed: true }));
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const encoded = new Response(multipart);
    const multipartBody = Buffer.from(await encoded.arrayBuffer());
    expect((await oneClick(links.get('multipart')!.unsubscribe, multipartBody, encoded.headers.get('content-type')!)).statusCode).toBe(200);
    expect((await oneClick(links.get('lookalike')!.unsubscribe, 'x=NotList-Unsubscribe=One-Clickety')).statusCode).toBe(400);
    expect((await oneClick(links.get('json')!.unsubscribe, '"List-Unsubscribe=One-Click"', 'application/json')).statusCode).toBe(415);
    expect((await oneClick(links.get('urlencoded')!.unsubscribe, 'List-Unsubscribe=One-Click&other=1')).statusCode).toBe(200);
    expect(await subscribers()).toEqual([
      { email: 'json@company.example', status: 'confirmed' },
      { email: 'lookalike@company.example', status: 'confirmed' },
      { email: 'multipart@company.example', status: 'unsubscribed' },
      { email: 'urlencoded@company.example', status: 'unsubscribed' },
    ]);
  });

  it('takes one spelling of an address: a display name, comment or quotes are refused and nothing is sent', async () => {
    const spellings = [
      'x<victim@corp.example>',
      'y <victim@corp.example>',
      'victim(1)@corp.example',
      '"victim"@corp.example',
      'victim@corp.example,other@corp.example',
    ];
    for (const email of spellings) {
      const response = await signUp({ email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().fields, email).toEqual({ email: MESSAGES.emailInvalid });
    }
    for (const path of ['/lead', '/contact']) {
      const payload =
        path === '/lead'
          ? { fullName: 'Eve', email: 'x<victim@corp.example>', service: 'ai' }
          : { firstName: 'Eve', lastName: 'E', email: '"victim"@corp.example', subject: 'general', message: 'Hi' };
      const response = await app.inject({ method: 'POST', url: path, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().fields.email, path).toBe(MESSAGES.emailInvalid);
    }
    expect(await subscribers()).toEqual([]);
    expect(await queued()).toEqual([]);
  });
});

describe('the newsletter’s log lines', () => {
  it('never carry a link’s token, whatever the method or spelling of the path', async () => {
    const store = await freshStore('sqlite');
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const app = await appWith({ SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'info' }, { store, logStream });
    const token = 'T'.repeat(43);
    for (const url of [
      `/newsletter/confirm?token=${token}`,
      `/newsletter/unsubscribe?x=1&token=${token}`,
      `/newsletter/%63onfirm?token=${token}`,
      `/newsletter/confirm/?token=${token}`,
    ]) {
      await app.inject({ method: 'GET', url });
      await app.inject({ method: 'POST', url, payload: 'intent=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    }
    await app.close();
    await store.cleanup();
    const log = lines.join('');
    expect(log).toContain('/newsletter/confirm?token=…');
    expect(log).not.toContain(token);
  });
});

describe('the e-mailed links with the site on a static host (the API apart)', () => {
  const SITE = 'https://www.virtualip.example';
  const staticSite = { SMTP_URL: 'smtp://127.0.0.1:9', SITE_URL: SITE, ALLOWED_ORIGINS: SITE, SERVE_SITE: 'false' };

  it('sends the button’s press from the site’s page back to the site’s page that says what happened', async () => {
    const store = await freshStore('sqlite');
    const app = await appWith(staticSite, { store });
    await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false });
    const links = await issueLinks(store.db, (await store.db.selectFrom('newsletter_subscribers').select('id').executeTakeFirstOrThrow()).id);
    const press = (url: string, intent: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: `intent=${intent}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'sec-fetch-site': 'cross-site' },
      });
    expect((await press(`/newsletter/confirm?token=${links.confirm}`, 'confirm')).headers.location).toBe(`${SITE}${NEWSLETTER_PAGES.confirmed}`);
    expect((await press('/newsletter/confirm?token=nope', 'confirm')).headers.location).toBe(`${SITE}${NEWSLETTER_PAGES.invalidLink}`);
    await app.close();
    await store.cleanup();
  });

  it('sends a GET of a link (a mail client opening the List-Unsubscribe address) to the link’s page on the site, changing nothing', async () => {
    const store = await freshStore('sqlite');
    const app = await appWith(staticSite, { store });
    await subscribe(store.db, 'reader@company.example', { mail: true, webhook: false });
    const links = await issueLinks(store.db, (await store.db.selectFrom('newsletter_subscribers').select('id').executeTakeFirstOrThrow()).id);
    for (const link of [`/newsletter/unsubscribe?token=${links.unsubscribe}`, `/newsletter/confirm?token=${links.confirm}`, '/book/manage?token=abc']) {
      const response = await app.inject({ method: 'GET', url: link });
      expect(response.statusCode, link).toBe(303);
      expect(response.headers.location, link).toBe(`${SITE}${link}`);
    }
    expect(await store.db.selectFrom('newsletter_subscribers').select('status').execute()).toEqual([{ status: 'pending' }]);
    await app.close();
    await store.cleanup();
  });
});
