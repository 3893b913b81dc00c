import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import { ChatReplySchema, RefusalSchema } from '../../src/shared/apiContract';
import { ianaTimeZone } from '../../src/shared/timeZones';
import { offeredSlots } from '../booking/bookings';
import { askLlm } from '../chat/llm';
import type { OfferedSlot } from '../booking/slots';

export const MAX_CHAT_MESSAGE = 2000;

/** Longer than a message may be, so that a too-long one gets the chat's own message, not the schema's. */
const ChatBody = Type.Object(
  {
    message: Type.String({ maxLength: 10_000 }),
    sessionId: Type.Optional(Type.String({ maxLength: 100 })),
    /** The visitor's IANA time zone, for the free slots' wording; anything that is not one reads as UTC. */
    timeZone: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

/** POST /chat {message, sessionId?, timeZone?} → {response, sources} (docs/product/platform.md §4, §5). */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { engine, llm } = app.chat;
  const { availability, now, busy } = app.booking;

  /** The free slots now, or undefined when the store does not answer: the chat then links the booking step without them. */
  const slotsOrNone = async (log: FastifyBaseLogger): Promise<OfferedSlot[] | undefined> => {
    try {
      return await offeredSlots(app.store.db, availability, now(), undefined, busy.times());
    } catch (error) {
      log.warn({ err: error }, 'chat: the free slots could not be read');
      return undefined;
    }
  };

  app.post(
    '/chat',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: app.config.rateLimit.chatPerMinute, timeWindow: '1 minute' } },
      schema: { body: ChatBody, response: { 200: ChatReplySchema, '4xx': RefusalSchema } },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) return reply.code(400).send({ error: 'Message is empty' });
      if (message.length > MAX_CHAT_MESSAGE) return reply.code(400).send({ error: `Message is longer than ${MAX_CHAT_MESSAGE} characters` });
      const meeting = engine.asksToMeet(message)
        ? { timeZone: ianaTimeZone(request.body.timeZone) ?? 'UTC', freeSlots: await slotsOrNone(request.log) }
        : undefined;
      const offline = engine.answer(message, request.body.sessionId, meeting);
      // The free slots and the booking link are facts of this moment that no page holds: the model would only lose them.
      const fromModel = llm && !meeting ? await askLlm(llm, message, offline, engine.facts.company) : undefined;
      app.metrics.chatAnswers.inc({ source: fromModel ? 'llm' : 'offline' });
      return reply.send({ response: fromModel ?? offline.response, sources: offline.sources });
    },
  );
};
