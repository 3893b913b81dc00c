import fp from 'fastify-plugin';
import { ChatEngine } from '../chat/engine';
import type { LlmConfig } from '../chat/llm';
import { siteManifest } from '../siteManifest';

declare module 'fastify' {
  interface FastifyInstance {
    /** The offline engine over the site's content, and the optional model that rephrases its answers. */
    chat: { engine: ChatEngine; llm?: LlmConfig };
  }
}

/** The offline engine over the knowledge the build wrote (dist-internal/site.json). */
export function chatEngineFrom(internalDir: string): ChatEngine {
  return new ChatEngine(siteManifest(internalDir).chat);
}

export const chatPlugin = fp<{ engine?: ChatEngine }>(
  async (app, options) => {
    const engine = options.engine ?? chatEngineFrom(app.config.internalDir);
    app.decorate('chat', { engine, llm: app.config.llm });
  },
  { name: 'chat', dependencies: ['config'] },
);
