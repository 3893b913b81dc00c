/**
 * What the chat remembers of a conversation so that a follow-up keeps its topic ('tell me about
 * SOC 2', then 'how long does it take?'): the pages of the last answer, per session id, in memory
 * only, with the last message's question words ("how long"). No other message text is kept. Entries expire after `ttlMs`; past `maxSessions` the least
 * recently used go first, so a flood of new ids costs bounded memory.
 */
export interface ChatSessionOptions {
  ttlMs: number;
  maxSessions: number;
}

export const DEFAULT_CHAT_SESSIONS: ChatSessionOptions = { ttlMs: 30 * 60_000, maxSessions: 5_000 };

export class ChatSessions {
  private readonly topics = new Map<string, { pages: readonly string[]; asked: readonly string[]; expires: number }>();

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

  /** The question words of the session's last message ("how", "long"): what "and for HIPAA?" asks again. */
  asked(sessionId: string | undefined, now = Date.now()): readonly string[] {
    return this.topic(sessionId, now).length > 0 ? this.topics.get(sessionId!)!.asked : [];
  }

  /** `asked` holds only the message's question words, never what the visitor wrote about. */
  remember(sessionId: string | undefined, pages: readonly string[], asked: readonly string[] = [], now = Date.now()): void {
    if (!sessionId || pages.length === 0) return;
    this.topics.delete(sessionId);
    this.topics.set(sessionId, { pages, asked, expires: now + this.options.ttlMs });
    while (this.topics.size > this.options.maxSessions) {
      const oldest = this.topics.keys().next().value as string;
      this.topics.delete(oldest);
    }
  }

  get size(): number {
    return this.topics.size;
  }
}
