import fp from 'fastify-plugin';
import { ChatEngine } from '../chat/engine';
import type { LlmConfig } from '../chat/llm';

declare module 'fastify' {
  interface FastifyInstance {
    /** The offline engine over the site's content, and the optional model that rephrases its answers. */
    chat: { engine: ChatEngine; llm?: LlmConfig };
  }
}

export const chatPlugin = fp<{ engine?: ChatEngine }>(
  async (app, options) => {
    app.decorate('chat', { engine: options.engine ?? new ChatEngine(), llm: app.config.llm });
  },
  { name: 'chat', dependencies: ['config'] },
);
