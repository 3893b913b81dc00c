import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatKnowledge } from '../../src/build/siteManifest';
import { ChatEngine } from '../chat/engine';
import { appWith } from '../test/apps';
import { freshStore } from '../test/stores';
import { WEBHOOK_EVENTS } from '../notify/webhookPayload';
import { OPENAPI_PATH } from './openApi';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: { type: { enum: string[] } } } }> } } }>;
}

let store: Awaited<ReturnType<typeof freshStore>>;
let app: FastifyInstance;
let doc: OpenApi;
beforeAll(async () => {
  store = await freshStore('sqlite');
  app = await appWith({}, { store, chatEngine: new ChatEngine(chatKnowledge()) });
  doc = (await app.inject({ url: OPENAPI_PATH })).json<OpenApi>();
});
afterAll(async () => {
  await app.close();
  await store.cleanup();
});

/** Checks an answer against the schema the document publishes for its route, method and status. */
function matchesDocument(path: string, method: string, answer: LightMyRequestResponse): void {
  const responses = doc.paths[path]?.[method]?.responses ?? {};
  const declared = responses[String(answer.statusCode)] ?? responses[`${String(answer.statusCode)[0]}XX`];
  expect(declared, `${method.toUpperCase()} ${path} ${answer.statusCode} is in the document`).toBeDefined();
  expect(Value.Errors(declared!.content!['application/json']!.schema, answer.json()), `${method.toUpperCase()} ${path} ${answer.statusCode}`).toEqual([]);
}

describe(`the OpenAPI document (${OPENAPI_PATH})`, () => {
  it('is OpenAPI 3.1 with every route of the API, and the webhook with every event', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/lead',
      '/contact',
      '/newsletter',
      '/chat',
      '/booking',
      '/booking/slots',
      '/booking/details',
      '/booking/reschedule',
      '/vitals',
      '/analytics',
    ])
      expect(Object.keys(doc.paths), path).toContain(path);
    expect(doc.paths[OPENAPI_PATH]).toBeUndefined();
    expect(doc.webhooks.event!.post.requestBody.content['application/json']!.schema.properties.type.enum).toEqual([...WEBHOOK_EVENTS]);
  });

  it("describes the API's real answers, taken and refused", async () => {
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    const lead = { fullName: 'Ada Lovelace', companyName: 'Analytical Ltd', email: 'ada@analytical.example', phone: '', service: 'cybersecurity' };
    matchesDocument('/lead', 'post', await post('/lead', lead));
    matchesDocument('/lead', 'post', await post('/lead', { ...lead, email: 'not an address' }));
    matchesDocument(
      '/contact',
      'post',
      await post('/contact', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', subject: 'web-services', message: 'A question.' }),
    );
    matchesDocument('/chat', 'post', await post('/chat', { message: 'What do you do for HIPAA?' }));
    matchesDocument('/chat', 'post', await post('/chat', { message: ' ' }));
    const slots = await app.inject({ url: '/booking/slots' });
    matchesDocument('/booking/slots', 'get', slots);
    const first = slots.json<{ slots: { start: string }[] }>().slots[0];
    expect(first, 'the site calendar offers a time').toBeDefined();
    const booking = { fullName: 'Ada Lovelace', email: 'ada@analytical.example', start: first!.start, timeZone: 'Europe/London' };
    matchesDocument('/booking', 'post', await post('/booking', booking));
    matchesDocument('/booking', 'post', await post('/booking', { ...booking, email: 'someone.else@example.com' }));
  });
});
