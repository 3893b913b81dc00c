// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/shared/forms';
import { NEWSLETTER_PAGES } from '../../src/site/newsletterPaths';
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
  const idOf = async (email: string) => (await store.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

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
    expect(response.json()).toEqual({ error: 'Please correct the highlighted fields.', fields: { email: message } });
    expect(await subscribers()).toEqual([]);
  });

  it('drops a bot’s sign-up (honeypot), refuses unknown fields and bodies that are not JSON', async () => {
    expect((await signUp({ email: 'bot@spam.example', website: 'http://spam.example' })).statusCode).toBe(202);
    expect((await signUp({ email: 'reader@company.example', extra: 1 })).statusCode).toBe(400);
    const form = await app.inject({ method: 'POST', url: '/newsletter', payload: 'email=reader%40company.example', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    expect(await subscribers()).toEqual([]);
  });

  it('confirms by the e-mailed link once, says so again when followed twice, and tells the webhook', async () => {
    await subscribe(store.db, 'reader@company.example', { mail: true, webhook: true });
    const links = await issueLinks(store.db, await idOf('reader@company.example'));
    const first = await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${links.confirm}` });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(NEWSLETTER_PAGES.confirmed);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await subscribers()).toEqual([{ email: 'reader@company.example', status: 'confirmed' }]);
    const again = await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${links.confirm}` });
    expect(again.headers.location).toBe(NEWSLETTER_PAGES.confirmed);
    expect((await queued()).filter((row) => row.kind === 'newsletter.confirmed')).toEqual([{ kind: 'newsletter.confirmed', channel: 'webhook' }]);
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
    for (const url of [`/newsletter/confirm?token=${links.confirm}`, '/newsletter/confirm?token=abc', '/newsletter/confirm', `/newsletter/confirm?token=${'A'.repeat(43)}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(NEWSLETTER_PAGES.invalidLink);
    }
    expect(await subscribers()).toEqual([{ email: 'reader@company.example', status: 'pending' }]);
  });

  it('unsubscribes by the link and by the one-click POST of RFC 8058, and tells the webhook', async () => {
    await subscribe(store.db, 'a@company.example', { mail: true, webhook: true });
    await subscribe(store.db, 'b@company.example', { mail: true, webhook: true });
    const a = await issueLinks(store.db, await idOf('a@company.example'));
    const b = await issueLinks(store.db, await idOf('b@company.example'));
    await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${a.confirm}` });
    await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${b.confirm}` });

    const byLink = await app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${a.unsubscribe}` });
    expect(byLink.headers.location).toBe(NEWSLETTER_PAGES.unsubscribed);
    const oneClick = await app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${b.unsubscribe}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await subscribers()).toEqual([
      { email: 'a@company.example', status: 'unsubscribed' },
      { email: 'b@company.example', status: 'unsubscribed' },
    ]);
    expect((await queued()).filter((row) => row.kind === 'newsletter.unsubscribed')).toHaveLength(2);
    const unknown = await app.inject({ method: 'POST', url: `/newsletter/unsubscribe?token=${'B'.repeat(43)}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unknown.statusCode).toBe(404);
    // A confirmation link from before does not subscribe an address that has left.
    const stale = await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${a.confirm}` });
    expect(stale.headers.location).toBe(NEWSLETTER_PAGES.invalidLink);
  });
});
