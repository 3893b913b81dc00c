import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { meetingLabel } from '../../src/shared/meetingTime';
import type { LlmConfig } from '../chat/llm';
import { tuesdayCalendar } from '../test/bookingFixtures';
import { appWith } from '../test/apps';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';

let store: Awaited<ReturnType<typeof freshStore>>;
beforeAll(async () => {
  store = await freshStore('sqlite');
});
afterAll(async () => {
  await store.cleanup();
});

async function chatApp(llm?: LlmConfig, chatPerMinute = 30): Promise<FastifyInstance> {
  const model = llm ? { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: llm.apiKey, LLM_MODEL: llm.model, LLM_TIMEOUT_MS: String(llm.timeoutMs) } : {};
  return appWith({ RATE_LIMIT_CHAT: String(chatPerMinute), ...model }, { store });
}

const ask = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/chat', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

describe('POST /chat (offline engine)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await chatApp(undefined, 8);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers with markdown and its sources', async () => {
    const response = await ask(app, { message: '  Do you help with GDPR?  ', sessionId: 'abc' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toContain('[GDPR](/compliance/gdpr)');
    expect(body.sources[0]).toEqual({ title: 'GDPR', url: '/compliance/gdpr' });
  });

  it.each([
    ['an empty message', { message: '' }, 'Message is empty'],
    ['a whitespace-only message', { message: ' \n\t ' }, 'Message is empty'],
    ['a message over 2,000 characters', { message: 'a'.repeat(2001) }, 'Message is longer than 2000 characters'],
    ['a message that is not a string', { message: 42 }, 'message must be a string'],
    ['no message', {}, 'Missing field: message'],
    ['an unknown field', { message: 'hi', role: 'admin' }, 'Unknown field: role'],
  ])('refuses %s with 400', async (_case, payload, error) => {
    const response = await ask(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('accepts exactly 2,000 characters', async () => {
    expect((await ask(app, { message: `pentest ${'a'.repeat(1992)}` })).statusCode).toBe(200);
  });

  it('is rate-limited per IP', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 6; index += 1) codes.push((await ask(app, { message: 'hello' })).statusCode);
    expect(codes).toContain(429);
  });
});

describe('POST /chat with an LLM', () => {
  let fake: Server;
  let baseUrl: string;
  let mode: 'answer' | 'slow' | 'fail' = 'answer';
  const requests: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  const unanswered: (() => void)[] = [];

  beforeAll(async () => {
    fake = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        if (mode === 'fail') return void response.writeHead(500).end('{"error":"boom"}');
        const send = () =>
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'From the model: see [GDPR](/compliance/gdpr).' } }] }));
        // A slow model answers only once the test is over: a chat answer before that came from the time-out.
        if (mode === 'slow') unanswered.push(send);
        else send();
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', () => resolve()));
    baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });
  afterEach(() => {
    requests.length = 0;
    for (const send of unanswered.splice(0)) send();
  });

  const config = (): LlmConfig => ({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 300 });

  it('returns the model answer, grounded in the retrieved pages and the scope prompt', async () => {
    mode = 'answer';
    const app = await chatApp(config());
    const response = await ask(app, { message: 'need help with gdrp' });
    expect(response.json().response).toBe('From the model: see [GDPR](/compliance/gdpr).');
    expect(response.json().sources[0].url).toBe('/compliance/gdpr');
    const [sent] = requests;
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.messages[0]?.content).toContain('politely decline anything else');
    expect(sent?.body.messages[1]?.content).toContain('Page "GDPR" (/compliance/gdpr)');
    expect(sent?.body.messages.at(-1)).toEqual({ role: 'user', content: 'need help with gdrp' });
    await app.close();
  });

  it('answers a request to meet itself, with the booking step: the model knows no free slot', async () => {
    mode = 'answer';
    const app = await chatApp(config());
    const response = await ask(app, { message: 'Can I book a meeting for Tuesday?', timeZone: 'Asia/Kolkata' });
    expect(response.json().response).toContain(`](${BOOKING_PAGES.book})`);
    expect(requests).toHaveLength(0);
    await app.close();
  });

  it.each(['slow', 'fail'] as const)('falls back to the offline answer when the model is %s', async (failure) => {
    mode = failure;
    const app = await chatApp(config());
    const response = await ask(app, { message: 'do you do penetration testing' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toMatch(/^\*\*VAPT Services\*\*/);
    expect(requests).toHaveLength(1);
    // The slow model had not answered yet: the offline answer came from LLM_TIMEOUT_MS, not from the model giving up.
    expect(unanswered).toHaveLength(failure === 'slow' ? 1 : 0);
    await app.close();
  });
});

describe.each(STORE_KINDS)('POST /chat, a request to meet, on %s', (kind) => {
  const availability = tuesdayCalendar({ weeklyHours: { tuesday: [{ start: '09:00', end: '11:00' }], thursday: [{ start: '09:00', end: '10:00' }] } });
  // Monday 4 May 2026: the next Tuesday's slots are 09:00–11:00 in New York, 13:00–15:00 UTC.
  const NOW = Temporal.Instant.from('2026-05-04T12:00:00Z');
  const TUESDAY = ['2026-05-05T13:00:00Z', '2026-05-05T13:30:00Z', '2026-05-05T14:00:00Z', '2026-05-05T14:30:00Z'];
  const label = (start: string, timeZone: string) => meetingLabel(start, new Date(Date.parse(start) + 30 * 60_000).toISOString(), timeZone);
  let kindStore: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    kindStore = await freshStore(kind);
    app = await appWith(
      { RATE_LIMIT_FORMS: '100', BOOKINGS_PER_CLIENT_PER_DAY: '100' },
      { store: kindStore, bookingCalendar: { availability, now: () => NOW } },
    );
  });
  afterAll(async () => {
    await app.close();
    await kindStore.cleanup();
  });

  it('offers the free slots of the day asked for in the visitor’s zone, without the one a booking took', async () => {
    const booked = await app.inject({
      method: 'POST',
      url: '/booking',
      payload: JSON.stringify({ start: TUESDAY[0], fullName: 'Priya Raman', email: 'priya@example.com', timeZone: 'Asia/Kolkata' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(booked.statusCode).toBe(201);
    const response = await ask(app, { message: 'Can I book a meeting for Tuesday?', sessionId: 'meet-1', timeZone: 'Asia/Kolkata' });
    expect(response.statusCode).toBe(200);
    const { response: text, sources } = response.json() as { response: string; sources: { url: string }[] };
    expect(sources.map((source) => source.url)).toEqual([BOOKING_PAGES.book]);
    for (const start of TUESDAY.slice(1)) expect(text).toContain(`- ${label(start, 'Asia/Kolkata')}`);
    expect(text).not.toContain(label(TUESDAY[0]!, 'Asia/Kolkata'));
    expect(text).not.toContain('Document Summarization');
  });

  it.each([
    ['no time zone', {}],
    ['a name that is no IANA zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['an offset', { timeZone: '+05:30' }],
  ])('words the slots in UTC for %s', async (_case, zone) => {
    const response = await ask(app, { message: 'schedule a call', ...zone });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain(`- ${label(TUESDAY[1]!, 'UTC')}`);
  });

  it('says no slot is free and offers the contact form once the calendar is full', async () => {
    for (const start of [
      ...TUESDAY.slice(1),
      '2026-05-07T13:00:00Z',
      '2026-05-07T13:30:00Z',
      ...TUESDAY.map((slot) => slot.replace('05-05', '05-12')),
      '2026-05-14T13:00:00Z',
      '2026-05-14T13:30:00Z',
    ]) {
      const booked = await app.inject({
        method: 'POST',
        url: '/booking',
        payload: JSON.stringify({ start, fullName: 'Priya Raman', email: `priya${start.slice(5, 16).replace(/\D/g, '')}@example.com` }),
        headers: { 'content-type': 'application/json' },
      });
      expect(booked.statusCode, start).toBe(201);
    }
    const response = await ask(app, { message: 'can we talk next week', timeZone: 'Asia/Kolkata' });
    expect(response.json().sources).toEqual([{ title: 'Contact Us', url: '/contact' }]);
    expect(response.json().response).not.toMatch(/^- /m);
  });
});
