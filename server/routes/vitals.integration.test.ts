import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VitalsBatch } from '../../src/shared/vitalsSchema';
import { listVitals } from '../store/vitals';
import { appWith } from '../test/apps';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';

const ALL_TIME = { since: new Date('2000-01-01T00:00:00Z'), until: new Date('2100-01-01T00:00:00Z') };
const RATE_LIMIT = 5;

const batch: VitalsBatch = {
  page: '/about',
  samples: [
    { name: 'LCP', value: 2130.4, id: 'v5-1732190000000-8412345678901' },
    { name: 'CLS', value: 0.04, id: 'v5-1732190000000-8412345678902' },
    { name: 'TTFB', value: 0, id: 'v5-1732190000000-8412345678903' },
  ],
};

describe.each(STORE_KINDS)('POST /vitals on %s', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await freshStore(kind);
    app = await appWith({ RATE_LIMIT_FORMS: '5', RATE_LIMIT_VITALS: String(RATE_LIMIT) }, { store });
  });
  afterEach(async () => {
    await app.close();
    await store.cleanup();
  });

  const send = (payload: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/vitals',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': contentType },
    });
  const stored = () => listVitals(store.db, ALL_TIME);

  it('stores a JSON batch: 204, no body, no cookie', async () => {
    const response = await send(batch);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const rows = await stored();
    expect(rows.map(({ page, name, value }) => ({ page, name, value }))).toEqual([
      { page: '/about', name: 'LCP', value: 2130.4 },
      { page: '/about', name: 'CLS', value: 0.04 },
      { page: '/about', name: 'TTFB', value: 0 },
    ]);
    expect(rows.every((row) => !Number.isNaN(Date.parse(row.receivedAt)))).toBe(true);
  });

  it('refuses a batch sent from another site’s page (403) and stores nothing', async () => {
    for (const headers of [{ origin: 'http://evil.example' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/vitals',
        payload: JSON.stringify(batch),
        headers: { 'content-type': 'text/plain', ...headers },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await stored()).toEqual([]);
  });

  it('stores a sendBeacon batch sent as text/plain;charset=UTF-8', async () => {
    const response = await send(batch, 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(204);
    expect(await stored()).toHaveLength(3);
  });

  it('keeps one row per id with the newer value when a metric is re-reported', async () => {
    const cls = { name: 'CLS', value: 0.02, id: 'v5-1732190000000-1111111111111' };
    expect((await send({ page: '/', samples: [cls] }, 'text/plain')).statusCode).toBe(204);
    expect((await send({ page: '/', samples: [{ ...cls, value: 0.13 }] }, 'text/plain')).statusCode).toBe(204);
    expect((await stored()).map(({ name, value }) => ({ name, value }))).toEqual([{ name: 'CLS', value: 0.13 }]);
  });

  it.each([
    ['/about/', '/about'],
    ['/about?utm_source=mail&email=ada@example.com', '/about'],
    ['/compliance/gdpr/#scope', '/compliance/gdpr'],
    ['/', '/'],
    ['/?q=1', '/'],
    ['/no-such-page', '/404'],
    ['/compliance/not-a-framework', '/404'],
    ['/users/ada.lovelace/profile', '/404'],
  ])('stores page %j as %j', async (page, expected) => {
    expect((await send({ ...batch, page })).statusCode).toBe(204);
    expect(new Set((await stored()).map((row) => row.page))).toEqual(new Set([expected]));
  });

  const sample = batch.samples[0];
  it.each([
    ['an unknown metric', { ...batch, samples: [{ ...sample, name: 'FID' }] }, 'samples[0].name must be one of LCP, INP, CLS, FCP, TTFB'],
    ['a negative value', { ...batch, samples: [{ ...sample, value: -1 }] }, 'samples[0].value must be a number ≥ 0'],
    ['a value as a string', { ...batch, samples: [{ ...sample, value: '2130' }] }, 'samples[0].value must be a number ≥ 0'],
    ['an infinite value', `{"page":"/","samples":[{"name":"LCP","value":1e400,"id":"a"}]}`, 'samples[0].value must be a number ≥ 0'],
    ['a ms value over 10 minutes', { ...batch, samples: [{ ...sample, value: 600_001 }] }, 'samples[0].value must be 0–600000 ms for LCP'],
    ['a CLS over 100', { ...batch, samples: [batch.samples[0], { name: 'CLS', value: 101, id: 'x' }] }, 'samples[1].value must be 0–100 for CLS'],
    ['no samples', { ...batch, samples: [] }, 'samples must be a list of 1–20 samples'],
    [
      'too many samples',
      { ...batch, samples: Array.from({ length: 21 }, (_, index) => ({ ...sample, id: `id-${index}` })) },
      'samples must be a list of 1–20 samples',
    ],
    ['an extra field', { ...batch, userAgent: 'Mozilla/5.0' }, 'Unknown field: userAgent'],
    ['an extra field in a sample', { ...batch, samples: [{ ...sample, rating: 'good' }] }, 'Unknown field: samples[0].rating'],
    ['a missing id', { ...batch, samples: [{ name: 'LCP', value: 1 }] }, 'Missing field: samples[0].id'],
    [
      'an id with other characters',
      { ...batch, samples: [{ ...sample, id: 'v5 <script>' }] },
      'samples[0].id must be 1–100 letters, digits, dots, underscores or hyphens',
    ],
    [
      'an id over 100 characters',
      { ...batch, samples: [{ ...sample, id: 'x'.repeat(101) }] },
      'samples[0].id must be 1–100 letters, digits, dots, underscores or hyphens',
    ],
    ['a page not starting with /', { ...batch, page: 'https://evil.example/' }, 'page must be a path of 1–200 characters starting with /'],
    ['a page over 200 characters', { ...batch, page: `/${'a'.repeat(200)}` }, 'page must be a path of 1–200 characters starting with /'],
    ['no page', { samples: batch.samples }, 'Missing field: page'],
    ['an array', [batch], 'body must be an object {page, samples}'],
  ])('refuses %s with 400 and stores nothing', async (_case, payload, error) => {
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const response = await send(payload, contentType);
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json(), contentType).toEqual({ error });
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses invalid or empty JSON in text/plain with 400', async () => {
    for (const payload of ['{"page": "/",', 'page=/', '']) {
      const response = await send(payload, 'text/plain;charset=UTF-8');
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ error: 'Request body is not valid JSON' });
    }
    expect(await stored()).toEqual([]);
  });

  it('answers 415 to other content types, and keeps text/plain out of the other routes', async () => {
    const form = await send('page=%2F', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error: 'Content-Type must be application/json or text/plain' });
    expect((await send(batch, '')).statusCode).toBe(415);
    const lead = await app.inject({ method: 'POST', url: '/lead', payload: '{}', headers: { 'content-type': 'text/plain' } });
    expect(lead.statusCode).toBe(415);
    expect(lead.json()).toEqual({ error: 'Content-Type must be application/json or application/x-www-form-urlencoded' });
    expect(await stored()).toEqual([]);
  });

  it('answers 413 to a body over 4 KB', async () => {
    const huge = { ...batch, page: '/', samples: Array.from({ length: 20 }, (_, index) => ({ name: 'LCP', value: 1, id: `${index}-${'x'.repeat(200)}` })) };
    expect(JSON.stringify(huge).length).toBeGreaterThan(4096);
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await send(huge, contentType);
      expect(response.statusCode, contentType).toBe(413);
      expect(response.json()).toEqual({ error: 'Request body is too large' });
    }
    expect(await stored()).toEqual([]);
  });

  it('rate-limits per IP with 429 after the configured number', async () => {
    const codes: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 2; index += 1) {
      codes.push((await send({ page: '/', samples: [{ name: 'FCP', value: 900, id: `fcp-${index}` }] }, 'text/plain')).statusCode);
    }
    expect(codes).toEqual([...Array<number>(RATE_LIMIT).fill(204), 429, 429]);
    const otherIp = await app.inject({ method: 'POST', url: '/vitals', payload: batch, remoteAddress: '10.0.0.9' });
    expect(otherIp.statusCode).toBe(204);
    expect(await stored()).toHaveLength(RATE_LIMIT + batch.samples.length);
  });
});

describe('POST /vitals rate limit', () => {
  it('defaults to 60 per minute when buildApp is given no vitals limit', async () => {
    const store = await freshStore('sqlite');
    const app = await appWith({}, { store });
    const response = await app.inject({ method: 'POST', url: '/vitals', payload: batch });
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-ratelimit-limit']).toBe('60');
    await app.close();
    await store.cleanup();
  });
});
