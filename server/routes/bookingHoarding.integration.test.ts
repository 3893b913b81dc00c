import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatKnowledge } from '../../src/build/siteManifest';
import { MESSAGES } from '../../src/shared/forms';
import { ChatEngine } from '../chat/engine';
import { loadConfig } from '../config';
import { appWith } from '../test/apps';
import { openCalendar } from '../test/openCalendar';
import { freshStore } from '../test/stores';

/** A calendar with far more free times than the limits let one visitor take. */
const availability = openCalendar(['UTC'], 14);
const NOW = Temporal.Instant.from('2026-05-04T06:00:00Z');
const visitor = { fullName: 'Hoarding Visitor', timeZone: 'Europe/London' };

/**
 * Issue 61's hoarding attempt at the settings an operator gets without setting any: only the
 * forwarded address is trusted, so each request can name its client as a proxy would.
 */
describe('a hoarding attempt at the default settings', () => {
  const defaults = loadConfig({}).bookingLimits;
  let store: Awaited<ReturnType<typeof freshStore>>;
  let app: FastifyInstance;
  let slots: string[];
  beforeAll(async () => {
    store = await freshStore('sqlite');
    app = await appWith({ TRUST_PROXY: 'loopback' }, { store, chatEngine: new ChatEngine(chatKnowledge()), bookingCalendar: { availability, now: () => NOW } });
    slots = (await app.inject({ method: 'GET', url: '/booking/slots' })).json<{ slots: { start: string }[] }>().slots.map(({ start }) => start);
  });
  afterAll(async () => {
    await app.close();
    await store.cleanup();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const book = (client: string, email: string, start: string) =>
    app.inject({
      method: 'POST',
      url: '/booking',
      payload: JSON.stringify({ ...visitor, email, start }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    });
  const stored = async (where: (email: string) => boolean) =>
    (await store.db.selectFrom('bookings').select('email').execute()).filter(({ email }) => where(email)).length;

  it('the defaults are one upcoming booking per address and ten bookings per client a day', () => {
    expect(defaults).toEqual({ upcomingPerEmail: 1, perClientPerDay: 10 });
  });

  it('one client with a new address for every attempt, paced under the form limit, books ten in a day and no more', async () => {
    // The form limit counts a minute, the bookings a day: two minutes between attempts leave only the day's count.
    vi.useFakeTimers({ toFake: ['Date'] });
    const attempts = 25;
    const statuses: number[] = [];
    for (let n = 0; n < attempts; n += 1) {
      vi.setSystemTime(Date.UTC(2026, 4, 4, 6, 2 * n));
      const answer = await book('203.0.113.7', `hoard${n}@example.com`, slots[n]!);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json()).toEqual({ error: MESSAGES.bookingsPerClient });
    }
    expect(statuses).toEqual([...Array(defaults.perClientPerDay).fill(201), ...Array(attempts - defaults.perClientPerDay).fill(429)]);
    expect(await stored((email) => email.startsWith('hoard'))).toBe(defaults.perClientPerDay);
    // A day later the client may book again.
    vi.setSystemTime(Date.UTC(2026, 4, 5, 7));
    expect((await book('203.0.113.7', 'next-day@example.com', slots[attempts]!)).statusCode).toBe(201);
  });

  it('one client sending every attempt at once books no more than the day allows', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, n) => book('198.51.100.23', `burst${n}@example.com`, slots[40 + n]!)));
    const made = answers.filter((answer) => answer.statusCode === 201).length;
    expect(made).toBeLessThanOrEqual(defaults.perClientPerDay);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 429)).toBe(true);
    expect(await stored((email) => email.startsWith('burst'))).toBe(made);
  });

  it('many clients with one address, however spelled, book one upcoming consultation', async () => {
    const spellings = ['same.person@example.com', 'Same.Person@Example.com', 'same.person+one@example.com', ' SAME.PERSON+two@EXAMPLE.COM '];
    const answers = [];
    for (let n = 0; n < 20; n += 1) answers.push(await book(`192.0.2.${n + 1}`, spellings[n % spellings.length]!, slots[80 + n]!));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.slice(1)) expect(answer.json()).toEqual({ error: MESSAGES.upcomingBooking, fields: { email: MESSAGES.upcomingBooking } });
    expect(await stored((email) => email.toLowerCase().includes('same.person'))).toBe(defaults.upcomingPerEmail);
  });
});
