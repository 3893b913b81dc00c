// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../chat/llm';
import { appWith } from '../test/apps';
import { freshStore } from '../test/stores';

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
        const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'From the model: see [GDPR](/compliance/gdpr).' } }] }));
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
