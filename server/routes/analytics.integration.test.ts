import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBeacon } from '../../src/shared/analyticsSchema';
import { appWith } from '../test/apps';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';

const RATE_LIMIT = 8;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

const beacon: AnalyticsBeacon = {
  event: 'pageview',
  page: '/about',
  device: 'desktop',
  visit: { landingPage: '/', referrerHost: 'news.example.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', pagesSeen: 2 },
};

describe.each(STORE_KINDS)('POST /analytics on %s', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await freshStore(kind);
    app = await appWith({ RATE_LIMIT_ANALYTICS: String(RATE_LIMIT) }, { store });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
    await store.cleanup();
  });

  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/analytics',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...headers },
      remoteAddress,
    });
  const events = () => store.db.selectFrom('analytics_events').selectAll().orderBy('created_at').execute();

  it('stores a sendBeacon page view with its visit source: 204, no cookie, no IP address or user agent kept', async () => {
    const response = await send(beacon);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      event: 'pageview',
      page: '/about',
      device: 'desktop',
      landing_page: '/',
      referrer_host: 'news.example.com',
      campaign: 'newsletter / email / launch',
      pages_seen: 2,
      day: new Date().toISOString().slice(0, 10),
    });
    expect(row?.visitor).toMatch(/^[0-9a-f]{16}$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('Chrome');
  });

  it('takes JSON too, and stores pages as the reports name them: no query or fragment, unknown paths as /404', async () => {
    expect((await send({ ...beacon, page: '/contact?email=ada%40example.com#form' }, { 'content-type': 'application/json' })).statusCode).toBe(204);
    expect((await send({ ...beacon, page: '/wp-admin/', visit: { ...beacon.visit, landingPage: '/services/vapt/?utm_source=x' } })).statusCode).toBe(204);
    expect((await events()).map((row) => [row.page, row.landing_page])).toEqual([
      ['/contact', '/'],
      ['/404', '/services/vapt'],
    ]);
  });

  it('counts one browser as one visitor all day, another browser or address as another, and the next day anew with the old salt deleted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    await send(beacon);
    await send({ ...beacon, page: '/contact' });
    await send(beacon, { 'user-agent': FIREFOX });
    await send(beacon, {}, '198.51.100.4');
    vi.setSystemTime(new Date('2026-11-21T00:00:05Z'));
    await send(beacon);
    const rows = await events();
    const [first, second, otherBrowser, otherAddress, nextDay] = rows.map((row) => row.visitor);
    expect(second).toBe(first);
    expect(new Set([first, otherBrowser, otherAddress, nextDay]).size).toBe(4);
    expect(rows.map((row) => row.day)).toEqual(['2026-11-20', '2026-11-20', '2026-11-20', '2026-11-20', '2026-11-21']);
    // Only today's salt is left: nobody can recompute yesterday's hashes.
    expect((await store.db.selectFrom('analytics_salts').select('day').execute()).map((row) => row.day)).toEqual(['2026-11-21']);
  });

  it.each([
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36' }],
    ['a search engine crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a script', { 'user-agent': 'curl/8.5.0' }],
    ['no user agent', { 'user-agent': '' }],
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('answers %s with 204 and counts nothing', async (_, headers) => {
    expect((await send(beacon, headers)).statusCode).toBe(204);
    expect(await events()).toEqual([]);
  });

  it.each([
    ['an unknown event', { ...beacon, event: 'purchase' }, /event/],
    ['a conversion (a lead is the server’s stored record, never a beacon’s claim)', { ...beacon, event: 'lead' }, /event/],
    ['a sign-up claimed by a beacon', { ...beacon, event: 'signup' }, /event/],
    ['a booking claimed by a beacon', { ...beacon, event: 'booking' }, /event/],
    ['a page that is not a path', { ...beacon, page: 'https://evil.example/' }, /page/],
    ['a referrer URL instead of a host', { ...beacon, visit: { ...beacon.visit, referrerHost: 'https://news.example.com/a?b=c' } }, /referrerHost/],
    ['a control character in a campaign', { ...beacon, visit: { ...beacon.visit, utmCampaign: 'launch\u001b[2J' } }, /utmCampaign/],
    ['a campaign over 100 characters', { ...beacon, visit: { ...beacon.visit, utmSource: 'x'.repeat(101) } }, /utmSource/],
    ['no pages seen', { ...beacon, visit: { ...beacon.visit, pagesSeen: 0 } }, /pagesSeen/],
    ['an unknown field', { ...beacon, ip: '203.0.113.7' }, /ip/],
    ['no visit', { event: 'pageview', page: '/', device: 'desktop' }, /visit/],
    ['an unknown device', { ...beacon, device: 'fridge' }, /device/],
    ['not JSON', '{"event":', /JSON|body/i],
  ])('refuses %s with 400 naming it and stores nothing', async (_, payload, named) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(named);
    expect(await events()).toEqual([]);
  });

  it.each([
    ['an Origin of another site', { origin: 'http://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: null from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a beacon with %s (403) and stores nothing', async (_, headers) => {
    const response = await send(beacon, headers);
    expect(response.statusCode).toBe(403);
    expect(await events()).toEqual([]);
  });

  it('takes a beacon from the site’s own pages: Sec-Fetch-Site: same-origin (with the Origin: null of no-referrer), or its own Origin', async () => {
    expect((await send(beacon, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await send(beacon, { host: 'www.site.example', origin: 'http://www.site.example' })).statusCode).toBe(204);
    expect(await events()).toHaveLength(2);
  });

  it('refuses another content type (415) and a body over 2 KB (413)', async () => {
    expect((await send(beacon, { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    expect((await send({ ...beacon, page: `/${'a'.repeat(3000)}` })).statusCode).toBe(413);
    expect(await events()).toEqual([]);
  });

  it('limits the beacons per minute per IP address (RATE_LIMIT_ANALYTICS)', async () => {
    const answers = [];
    for (let index = 0; index <= RATE_LIMIT; index += 1) answers.push((await send(beacon)).statusCode);
    expect(answers).toEqual([...Array<number>(RATE_LIMIT).fill(204), 429]);
    expect((await send(beacon, {}, '198.51.100.9')).statusCode).toBe(204);
    expect(await events()).toHaveLength(RATE_LIMIT + 1);
  });
});
