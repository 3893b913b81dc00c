import type { FastifyInstance } from 'fastify';
import type { ChatEngine } from '../chat/engine';
import { askLlm, type LlmConfig } from '../chat/llm';

export const MAX_CHAT_MESSAGE = 2000;

export interface ChatRoutesOptions {
  engine: ChatEngine;
  llm?: LlmConfig;
  perMinute: number;
}

/** POST /chat {message, sessionId?} → {response, sources} (product.md §4, §5). */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions): Promise<void> {
  app.post<{ Body: { message: string; sessionId?: string } }>(
    '/chat',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['message'],
          properties: { message: { type: 'string', maxLength: 10_000 }, sessionId: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) return reply.code(400).send({ error: 'Message is empty' });
      if (message.length > MAX_CHAT_MESSAGE) return reply.code(400).send({ error: `Message is longer than ${MAX_CHAT_MESSAGE} characters` });
      const offline = options.engine.answer(message, request.body.sessionId);
      const fromModel = options.llm ? await askLlm(options.llm, message, offline) : undefined;
      return reply.send({ response: fromModel ?? offline.response, sources: offline.sources });
    },
  );
}
