import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { askLlm } from '../chat/llm';

export const MAX_CHAT_MESSAGE = 2000;

/** Longer than a message may be, so that a too-long one gets the chat's own message, not the schema's. */
const ChatBody = Type.Object(
  { message: Type.String({ maxLength: 10_000 }), sessionId: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

/** POST /chat {message, sessionId?} → {response, sources} (docs/product/platform.md §4, §5). */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { engine, llm } = app.chat;
  app.post(
    '/chat',
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: app.config.rateLimit.chatPerMinute, timeWindow: '1 minute' } }, schema: { body: ChatBody } },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) return reply.code(400).send({ error: 'Message is empty' });
      if (message.length > MAX_CHAT_MESSAGE) return reply.code(400).send({ error: `Message is longer than ${MAX_CHAT_MESSAGE} characters` });
      const offline = engine.answer(message, request.body.sessionId);
      const fromModel = llm ? await askLlm(llm, message, offline, engine.company) : undefined;
      app.metrics.chatAnswers.inc({ source: fromModel ? 'llm' : 'offline' });
      return reply.send({ response: fromModel ?? offline.response, sources: offline.sources });
    },
  );
};
