/**
 * What the chat remembers of a conversation so that a follow-up keeps its topic ('tell me about
 * SOC 2', then 'how long does it take?'): the pages of the last answer, per session id, in memory
 * only. No message text is kept. Entries expire after `ttlMs`; past `maxSessions` the least
 * recently used go first, so a flood of new ids costs bounded memory.
 */
export interface ChatSessionOptions {
  ttlMs: number;
  maxSessions: number;
}

export const DEFAULT_CHAT_SESSIONS: ChatSessionOptions = { ttlMs: 30 * 60_000, maxSessions: 5_000 };

export class ChatSessions {
  private readonly topics = new Map<string, { pages: readonly string[]; expires: number }>();

  constructor(private readonly options: ChatSessionOptions = DEFAULT_CHAT_SESSIONS) {}

  /** The pages of the session's last answer, or none when it is unknown or expired. */
  topic(sessionId: string | undefined, now = Date.now()): readonly string[] {
    if (!sessionId) return [];
    const entry = this.topics.get(sessionId);
    if (!entry) return [];
    if (entry.expires <= now) {
      this.topics.delete(sessionId);
      return [];
    }
    return entry.pages;
  }

  remember(sessionId: string | undefined, pages: readonly string[], now = Date.now()): void {
    if (!sessionId || pages.length === 0) return;
    this.topics.delete(sessionId);
    this.topics.set(sessionId, { pages, expires: now + this.options.ttlMs });
    while (this.topics.size > this.options.maxSessions) {
      const oldest = this.topics.keys().next().value as string;
      this.topics.delete(oldest);
    }
  }

  get size(): number {
    return this.topics.size;
  }
}
