import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Value } from 'typebox/value';
import { ReceiptSchema } from '../../src/shared/apiContract';
import { MAX_LENGTH, MESSAGES, type ContactPayload, type LeadPayload } from '../../src/shared/forms';
import { appWith } from '../test/apps';
import { NOT_WELL_FORMED } from './wellFormedText';
import { listContacts, listLeads } from '../store/submissions';
import { STORE_UNAVAILABLE } from '../store/unavailable';
import { freshStore, STORE_KINDS } from '../test/stores';

const lead: LeadPayload = {
  fullName: 'Ada Lovelace',
  companyName: 'Analytical Ltd',
  email: 'ada@analytical.example',
  phone: '+1 410 555 0142',
  service: 'cybersecurity',
};
const contact: ContactPayload = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  phone: '',
  company: 'Navy',
  subject: 'cyber-services',
  message: 'We need a penetration test before our SOC 2 audit.',
};

describe.each(STORE_KINDS)('API on %s', (kind) => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let app: FastifyInstance;
  let stored = 0;

  beforeEach(async () => {
    store = await freshStore(kind);
    stored = 0;
    app = await appWith({ WEBHOOK_URL: 'http://127.0.0.1:9/hook', ALLOWED_ORIGINS: 'https://www.virtualip.example', RATE_LIMIT_FORMS: '5' }, { store });
    vi.spyOn(app.outbox, 'nudge').mockImplementation(() => void (stored += 1));
  });
  afterEach(async () => {
    await app.close();
    await store.cleanup();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  /** A POST from its own address, for loops longer than the rate limit. */
  let clients = 0;
  const postAsNewClient = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      remoteAddress: `10.7.0.${(clients += 1)}`,
    });

  describe('POST /lead', () => {
    it('stores a valid lead: 201 with {id, receivedAt, bookingToken}, trimmed, with its notification queued', async () => {
      const response = await post('/lead', { ...lead, fullName: '  Ada Lovelace  ' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(Value.Errors(ReceiptSchema, body)).toEqual([]);
      expect(Object.keys(body).sort()).toEqual(['bookingToken', 'id', 'receivedAt']);
      expect(await listLeads(store.db)).toEqual([{ id: body.id, receivedAt: body.receivedAt, ...lead }]);
      expect(await store.db.selectFrom('notifications').select(['record_id', 'channel']).execute()).toEqual([{ record_id: body.id, channel: 'webhook' }]);
      expect(stored).toBe(1);
    });

    it("stores the visit's source with the lead and the message, and none when the form carried none", async () => {
      const source = { landingPage: '/', referrerHost: 'news.example.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', pagesSeen: 3 };
      expect((await post('/lead', { ...lead, source })).statusCode).toBe(201);
      expect((await post('/contact', { ...contact, source: { landingPage: '/insights', pagesSeen: 1 } })).statusCode).toBe(201);
      expect((await post('/lead', { ...lead, email: 'other@analytical.example' })).statusCode).toBe(201);
      expect((await listLeads(store.db)).map((row) => row.source)).toEqual([source, undefined]);
      expect((await listContacts(store.db)).map((row) => row.source)).toEqual([{ landingPage: '/insights', pagesSeen: 1 }]);
    });

    it.each([
      ['a referrer URL', { landingPage: '/', referrerHost: 'https://news.example.com/x', pagesSeen: 1 }, 'source.referrerHost'],
      ['no landing page', { pagesSeen: 1 }, 'source.landingPage'],
      ['an unknown field', { landingPage: '/', pagesSeen: 1, email: 'x@y.example' }, 'email'],
      ['pages seen that are not a count', { landingPage: '/', pagesSeen: 1.5 }, 'source.pagesSeen'],
    ])('refuses a source with %s (400 naming it) and stores nothing', async (_, source, named) => {
      const response = await post('/lead', { ...lead, source });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(named);
      expect(await listLeads(store.db)).toEqual([]);
    });

    it.each([
      ['no full name', { ...lead, fullName: '   ' }, { fullName: MESSAGES.fullNameRequired }],
      ['no service', { ...lead, service: '' }, { service: MESSAGES.serviceRequired }],
      ['an unknown service', { ...lead, service: 'catering' }, { service: MESSAGES.serviceRequired }],
      ['neither e-mail nor phone', { ...lead, email: '', phone: ' ' }, { email: MESSAGES.emailOrPhone, phone: MESSAGES.emailOrPhone }],
      ['a malformed e-mail', { ...lead, email: 'ada@analytical' }, { email: MESSAGES.emailInvalid }],
      ['an e-mail with a space', { ...lead, email: 'ada lovelace@analytical.example' }, { email: MESSAGES.emailInvalid }],
      ['a phone with 6 digits', { ...lead, phone: '(555) 12-3' }, { phone: MESSAGES.phoneInvalid }],
    ])('rejects %s with 400 and the spec message', async (_case, payload, fields) => {
      const response = await post('/lead', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: MESSAGES.fixFields, fields });
      expect(await listLeads(store.db)).toEqual([]);
    });

    it('accepts a phone without an e-mail, and an e-mail without a phone', async () => {
      expect((await post('/lead', { ...lead, email: '' })).statusCode).toBe(201);
      expect((await post('/lead', { ...lead, phone: '' })).statusCode).toBe(201);
    });

    it('answers 415 to anything but JSON (or a form without script), 413 to a body over 16 KB, 400 to malformed JSON, unknown fields and wrong types', async () => {
      const plain = await app.inject({ method: 'POST', url: '/lead', payload: 'fullName=Ada', headers: { 'content-type': 'text/plain' } });
      expect(plain.statusCode).toBe(415);
      expect(plain.json()).toEqual({ error: 'Content-Type must be application/json or application/x-www-form-urlencoded' });
      const multipart = await app.inject({ method: 'POST', url: '/lead', payload: '--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
      expect(multipart.statusCode).toBe(415);
      const none = await app.inject({ method: 'POST', url: '/lead', payload: '{}', headers: { 'content-type': '' } });
      expect(none.statusCode).toBe(415);

      const huge = await post('/lead', { ...lead, companyName: 'x'.repeat(17 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ error: 'Request body is too large' });

      const malformed = await post('/lead', '{"fullName": "Ada",');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'Request body is not valid JSON' });

      const unknown = await post('/lead', { ...lead, isAdmin: true });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: 'Unknown field: isAdmin' });

      const wrongType = await post('/lead', { ...lead, phone: 5550142 });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().error).toBe('phone must be a string');

      for (const body of [JSON.stringify([lead]), '"a string"', 'null', '42']) {
        const notAnObject = await app.inject({
          method: 'POST',
          url: '/lead',
          payload: body,
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.8.0.${(clients += 1)}`,
        });
        expect(notAnObject.statusCode, body).toBe(400);
        expect(notAnObject.json(), body).toEqual({ error: 'body must be an object' });
      }
      expect(await listLeads(store.db)).toEqual([]);
    });

    it('stores unicode verbatim', async () => {
      const unusual = { ...lead, fullName: 'Zoë 😀 \u202e gnirts Ω', companyName: 'Ünïcödé GmbH' };
      expect((await post('/lead', unusual)).statusCode).toBe(201);
      const [row] = await listLeads(store.db);
      expect(row?.fullName).toBe(unusual.fullName);
      expect(row?.companyName).toBe(unusual.companyName);
    });

    it.each(['fullName', 'companyName', 'email', 'phone', 'service'] as const)(
      'refuses control characters (a terminal escape, NUL, a line break) in %s with 400 and the field message',
      async (field) => {
        for (const bad of ['Eve \u001b[2J\u001b[31mRED', 'Null\u0000Byte', 'two\nlines', 'tab\there', 'c1\u009bcontrol', 'del\u007f']) {
          const value = field === 'email' ? `eve${bad}@x.example` : field === 'phone' ? `555 0142 ${bad}` : bad;
          const response = await postAsNewClient('/lead', { ...lead, [field]: value });
          expect(response.statusCode, JSON.stringify(value)).toBe(400);
          expect(response.json(), JSON.stringify(value)).toEqual({
            error: MESSAGES.fixFields,
            fields: { [field]: MESSAGES.controlCharacter },
          });
        }
        expect(await listLeads(store.db)).toEqual([]);
      },
    );

    it('refuses a 10,000-character adversarial e-mail at once (no quadratic pattern), with the field message', async () => {
      const email = `a@${'.'.repeat(9990)}@`;
      const times: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const start = performance.now();
        const response = await post('/lead', { ...lead, email });
        times.push(performance.now() - start);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: MESSAGES.fixFields, fields: { email: MESSAGES.emailInvalid } });
      }
      expect(Math.min(...times)).toBeLessThan(50);
    });

    it.each([
      ['fullName', MAX_LENGTH.name, MESSAGES.tooLong],
      ['companyName', MAX_LENGTH.company, MESSAGES.tooLong],
      ['email', MAX_LENGTH.email, MESSAGES.emailInvalid],
      ['phone', MAX_LENGTH.phone, MESSAGES.phoneInvalid],
    ] as const)('refuses %s longer than %i characters with 400 and the field message, and accepts that length', async (field, max, message) => {
      const ofLength = (length: number) =>
        field === 'email' ? `${'a'.repeat(length - 10)}@x.example` : field === 'phone' ? '5'.repeat(length) : 'x'.repeat(length);
      expect((await post('/lead', { ...lead, [field]: ofLength(max) })).statusCode).toBe(201);
      for (const length of [max + 1, 9_000]) {
        const response = await post('/lead', { ...lead, [field]: ofLength(length) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: MESSAGES.fixFields, fields: { [field]: message } });
      }
    });

    it('never answers with a stack trace', async () => {
      const response = await post('/lead', '{"fullName": ');
      expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
    });

    it('gives a bot that fills the honeypot a 201 and stores nothing', async () => {
      const response = await post('/lead', { ...lead, website: 'http://spam.example' });
      expect(response.statusCode).toBe(201);
      // Answered as a real lead is: nothing tells the bot it was found out.
      expect(Object.keys(response.json()).sort()).toEqual(['bookingToken', 'id', 'receivedAt']);
      expect(await listLeads(store.db)).toEqual([]);
      expect(await store.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
    });

    it('stores one row for a repeated Idempotency-Key and answers the same', async () => {
      const first = await post('/lead', lead, { 'idempotency-key': 'submit-123' });
      const second = await post('/lead', lead, { 'idempotency-key': 'submit-123' });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await listLeads(store.db)).toHaveLength(1);
    });

    it('answers 422 to the same Idempotency-Key with different data, and stores nothing new', async () => {
      const first = await post('/lead', lead, { 'idempotency-key': 'submit-123' });
      const other = await post('/lead', { ...lead, fullName: 'Charles Babbage' }, { 'idempotency-key': 'submit-123' });
      expect(first.statusCode).toBe(201);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ error: expect.stringContaining('Idempotency-Key was already used for a different submission') });
      expect((await listLeads(store.db)).map((row) => row.fullName)).toEqual([lead.fullName]);
      const again = await post('/lead', { ...lead, fullName: `  ${lead.fullName}` }, { 'idempotency-key': 'submit-123' });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    });

    it('answers 409 to a repeat that arrives while the first is still being processed', async () => {
      const [one, two] = await Promise.all([
        post('/lead', lead, { 'idempotency-key': 'double-click' }),
        post('/lead', lead, { 'idempotency-key': 'double-click' }),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
      const conflict = one.statusCode === 409 ? one : two;
      expect(conflict.json()).toEqual({ error: expect.stringContaining('still being processed') });
      const stored = one.statusCode === 201 ? one : two;
      const retry = await post('/lead', lead, { 'idempotency-key': 'double-click' });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(stored.json());
      expect(await listLeads(store.db)).toHaveLength(1);
    });

    it('refuses a lone UTF-16 surrogate in any text with 400 and the field’s message, and stores nothing', async () => {
      // JSON.stringify never writes a lone surrogate: put the escape into the JSON text by hand.
      const withJson = (body: object, jsonString: string) => JSON.stringify(body).replace('"@@"', jsonString);
      const loneSurrogate = '"Bad \\ud800 surrogate"';
      const leadResponse = await post('/lead', withJson({ ...lead, companyName: '@@' }, loneSurrogate));
      expect(leadResponse.statusCode).toBe(400);
      expect(leadResponse.json()).toEqual({ error: MESSAGES.fixFields, fields: { companyName: NOT_WELL_FORMED } });
      const contactResponse = await post('/contact', withJson({ ...contact, message: '@@' }, loneSurrogate));
      expect(contactResponse.statusCode).toBe(400);
      expect(contactResponse.json().fields).toEqual({ message: NOT_WELL_FORMED });
      const trailing = await post('/contact', withJson({ ...contact, lastName: '@@' }, '"Hopper\\udc00"'));
      expect(trailing.json().fields).toEqual({ lastName: NOT_WELL_FORMED });
      const vitals = await post('/vitals', withJson({ page: '@@', samples: [{ name: 'LCP', value: 900, id: 'v5-1' }] }, '"/\\ud800"'));
      expect(vitals.statusCode).toBe(400);
      expect(vitals.json().fields).toEqual({ page: NOT_WELL_FORMED });
      expect(await listLeads(store.db)).toEqual([]);
      expect(await listContacts(store.db)).toEqual([]);
      expect(await store.db.selectFrom('vitals').selectAll().execute()).toEqual([]);
      // A valid pair written as escapes is one character (😀) and is text.
      expect((await post('/lead', withJson({ ...lead, fullName: '@@' }, '"Ada \\ud83d\\ude00"'))).statusCode).toBe(201);
      expect((await listLeads(store.db))[0]?.fullName).toBe('Ada 😀');
    });

    it('rate-limits per IP with 429 and a JSON error', async () => {
      const codes: number[] = [];
      for (let index = 0; index < 7; index += 1) codes.push((await post('/lead', lead)).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const limited = await post('/lead', lead);
      expect(limited.json()).toEqual({ error: MESSAGES.tooManyRequests });
      const otherIp = await app.inject({ method: 'POST', url: '/lead', payload: lead, remoteAddress: '10.0.0.9' });
      expect(otherIp.statusCode).toBe(201);
    });

    it('counts one limit per client across all the forms, not one per form', async () => {
      const sends = [
        () => post('/lead', lead),
        () => post('/contact', contact),
        () => post('/newsletter', { email: 'reader@company.example' }),
        () => post('/lead', lead),
        () => post('/contact', contact),
        () => post('/newsletter', { email: 'other@company.example' }),
        () => post('/lead', lead),
      ];
      const codes: number[] = [];
      for (const send of sends) codes.push((await send()).statusCode);
      expect(codes).toEqual([201, 201, 202, 201, 201, 429, 429]);
    });

    it('stores HTML and script payloads verbatim (they are data, never markup)', async () => {
      const hostile = { ...lead, fullName: '<img src=x onerror=alert(1)>', companyName: '"><script>fetch("//evil.example")</script>' };
      expect((await post('/lead', hostile)).statusCode).toBe(201);
      const [row] = await listLeads(store.db);
      expect(row?.fullName).toBe(hostile.fullName);
      expect(row?.companyName).toBe(hostile.companyName);
    });
  });

  describe('POST /contact', () => {
    it('stores a valid message', async () => {
      const response = await post('/contact', contact);
      expect(response.statusCode).toBe(201);
      expect((await listContacts(store.db)).map((row) => row.message)).toEqual([contact.message]);
    });

    it.each([
      ['no first name', { ...contact, firstName: '' }, { firstName: MESSAGES.firstNameRequired }],
      ['no last name', { ...contact, lastName: '' }, { lastName: MESSAGES.lastNameRequired }],
      ['no e-mail', { ...contact, email: '' }, { email: MESSAGES.emailRequired }],
      ['a bad e-mail', { ...contact, email: 'grace@' }, { email: MESSAGES.emailInvalid }],
      ['an unknown subject', { ...contact, subject: 'gardening' }, { subject: MESSAGES.subjectRequired }],
      ['no message', { ...contact, message: ' ' }, { message: MESSAGES.messageRequired }],
      ['a message over 5,000 characters', { ...contact, message: 'x'.repeat(5001) }, { message: MESSAGES.messageTooLong }],
    ])('rejects %s with 400', async (_case, payload, fields) => {
      const response = await post('/contact', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(fields);
    });

    it('keeps line breaks and tabs in a message, and refuses other control characters in every contact field', async () => {
      const message = 'Line one\r\nLine two\n\tindented';
      expect((await post('/contact', { ...contact, message })).statusCode).toBe(201);
      expect((await listContacts(store.db)).map((row) => row.message)).toEqual([message]);
      for (const field of ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'] as const) {
        const value = field === 'email' ? 'eve\u001b[2J@x.example' : field === 'phone' ? '555 0142\u001b[31m' : `Eve \u001b[2J\u001b[31mRED`;
        const response = await postAsNewClient('/contact', { ...contact, [field]: value });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().fields, field).toEqual({ [field]: MESSAGES.controlCharacter });
      }
      const nameWithBreak = await postAsNewClient('/contact', { ...contact, lastName: 'Hop\nper' });
      expect(nameWithBreak.json().fields).toEqual({ lastName: MESSAGES.controlCharacter });
      expect(await listContacts(store.db)).toHaveLength(1);
    });

    it('refuses a 10,000-character message with the field message', async () => {
      const response = await post('/contact', { ...contact, message: 'x'.repeat(10_000) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ message: MESSAGES.messageTooLong });
    });

    it('accepts a message of exactly 5,000 characters', async () => {
      expect((await post('/contact', { ...contact, message: 'y'.repeat(5000) })).statusCode).toBe(201);
    });
  });

  describe('when the store fails', () => {
    it('answers the POSTs that store with 503 and a JSON error, and /health with 503', async () => {
      await store.close();
      for (const [url, body] of [
        ['/lead', lead],
        ['/contact', contact],
        ['/vitals', { page: '/', samples: [{ name: 'LCP', value: 900, id: 'v5-1' }] }],
      ] as const) {
        const response = await post(url, body, { 'idempotency-key': `down-${url}` });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.json(), url).toEqual({ error: STORE_UNAVAILABLE });
      }
      expect((await app.inject({ url: '/health' })).statusCode).toBe(503);
      expect(stored).toBe(0);
    });
  });

  describe('GET /health and CORS', () => {
    it('is ok while the store answers', async () => {
      const response = await app.inject({ url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('allows only the configured origins', async () => {
      const allowed = await app.inject({
        method: 'OPTIONS',
        url: '/lead',
        headers: { origin: 'https://www.virtualip.example', 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://www.virtualip.example');
      const other = await app.inject({ method: 'OPTIONS', url: '/lead', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets a browser keep its preflight as long as Chromium allows (2 hours), so a visitor’s calls are not each preceded by one', async () => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/chat',
        headers: { origin: 'https://www.virtualip.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-max-age']).toBe('7200');
    });

    it('lets the site’s pages elsewhere receive a beacon’s answer (sendBeacon posts in no-cors mode, where same-origin CORP blocks it)', async () => {
      for (const url of ['/vitals', '/analytics']) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { origin: 'https://www.virtualip.example', 'content-type': 'text/plain' },
          payload: '{}',
        });
        expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      }
      expect((await app.inject({ url: '/health' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });
});

describe('SQLite locked by another process', () => {
  it('answers 503 after one busy time-out (5 s), not one per retry, and stores again once the lock is gone', async () => {
    const store = await freshStore('sqlite');
    const app = await appWith({}, { store });
    await app.ready();
    const { default: SQLite } = await import('better-sqlite3');
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(store.db);
    const other = new SQLite(rows[0]!.file);
    other.exec('BEGIN IMMEDIATE');
    const lead = { fullName: 'Locked Out', companyName: '', email: 'locked@company.example', phone: '', service: 'web' };
    const post = () => app.inject({ method: 'POST', url: '/lead', headers: { 'content-type': 'application/json' }, payload: lead });
    const started = performance.now();
    const refused = await post();
    const waitedMs = performance.now() - started;
    other.exec('ROLLBACK');
    other.close();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: STORE_UNAVAILABLE });
    expect(waitedMs).toBeLessThan(8_000);
    expect((await post()).statusCode).toBe(201);
    await app.close();
    await store.cleanup();
  });
});

describe('GET /health without a store', () => {
  it('answers 503 when the store is unreachable', async () => {
    const store = await freshStore('sqlite');
    const app = await appWith({}, { store });
    await store.close();
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('unavailable');
    await app.close();
    await store.cleanup().catch(() => undefined);
  });
});
