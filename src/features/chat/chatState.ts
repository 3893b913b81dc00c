/** The conversation and the open/closed state, kept for the browser session (sessionStorage). */
export interface ChatMessage {
  /** Numeric, time-based (docs/product/site.md §3). */
  id: number;
  text: string;
  sender: 'user' | 'bot';
  /** ISO timestamp. */
  timestamp: string;
}

export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
}

/** docs/product/site.md §9: the bot reply is appended 800 ms after the response arrives. */
export const REPLY_DELAY_MS = 800;

const STORAGE_KEY = 'vip:chat';
const SESSION_KEY = 'vip:chat-session';
let memorySessionId: string | undefined;

let lastId = 0;
/** Time-based ids that stay unique when two messages are made in the same millisecond. */
export function messageId(): number {
  lastId = Math.max(Date.now(), lastId + 1);
  return lastId;
}

export function botMessage(text: string): ChatMessage {
  return { id: messageId(), text, sender: 'bot', timestamp: new Date().toISOString() };
}

export function initialState(greeting: string): ChatState {
  return { open: false, messages: [{ ...botMessage(greeting), id: 0 }] };
}

export function loadState(): ChatState | undefined {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as ChatState;
    return Array.isArray(parsed.messages) && parsed.messages.length > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveState(state: ChatState): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or unavailable: the conversation then lasts for this page only.
  }
}

/**
 * A random id for this browser session's conversation, sent with each message so the assistant can
 * read a follow-up ('how long does it take?') against the topic before it. It identifies nobody:
 * a new one per session, the server keeps only the last answer's pages for it, for 30 minutes.
 */
export function chatSessionId(newId: () => string): string {
  try {
    const stored = window.sessionStorage.getItem(SESSION_KEY);
    if (stored) return stored;
    const id = newId();
    window.sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    memorySessionId ??= newId();
    return memorySessionId;
  }
}

/** hour:minute in the visitor's locale (docs/product/site.md §4). */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The panel's id: the launcher controls it, and the page's script shows it (plain.ts). */
export const PANEL_ID = 'chat-panel';

/** Whether the visitor left the chat's panel open on the last page of this session (read by the page's plain script). */
export function panelWasOpen(): boolean {
  return loadState()?.open === true;
}
