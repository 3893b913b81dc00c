import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { newIdempotencyKey, sendChat, track } from '../../api';
import { CloseIcon } from '../../ui/icons';
import { useCommitEffect } from '../../ui/islandRoot';
import { BotText, NoScriptText } from './BotText';
import { botMessage, chatSessionId, formatTime, messageId, REPLY_DELAY_MS, type ChatMessage } from './chatState';
import { CHAT_WORDS, CONNECTION_ERROR, TECHNICAL_DIFFICULTIES } from './chatWords';
import { showChatPanel } from './panel';
import { theme } from '../../ui/theme';

/**
 * A popover (manual: it stays open while the visitor reads the page, and closes by its buttons or
 * Escape), so its launcher shows it from the page's own HTML. Shown, it is in the top layer; the
 * browser's own popover box (centred, padded, its own colours) is set aside for the panel's.
 */
const Panel = styled.section`
  position: fixed;
  z-index: ${theme.z.drawer - 1};
  inset: auto ${theme.layout.chatLauncherOffset} calc(${theme.layout.chatLauncherSize} + ${theme.space.md} * 2) auto;
  display: flex;
  flex-direction: column;
  width: ${theme.layout.chatPanelWidth};
  height: ${theme.layout.chatPanelHeight};
  max-height: calc(100vh - ${theme.layout.chatLauncherSize} - ${theme.space.md} * 4);
  margin: 0;
  padding: 0;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  overflow: hidden;
  &:not(:popover-open) { display: none; }
  /* A browser without popovers: the island shows it (panel.ts). */
  @supports not selector(:popover-open) {
    display: none;
    &[data-open] { display: flex; }
  }
  /* Without script: no conversation, only how else to reach the team. */
  @media (scripting: none) { height: auto; }
  ${theme.media.belowSm} {
    left: ${theme.space.xs};
    right: ${theme.space.xs};
    width: auto;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.navy};
  color: ${theme.colors.inverse};
  h2 { margin: 0; font-size: ${theme.fontSizes.base}; color: inherit; }
  button { display: grid; place-items: center; width: ${theme.layout.target}; height: ${theme.layout.target}; border: 0; background: none; color: inherit; cursor: pointer; }
`;

/** Without script, in the conversation's place: how else to reach the team (content/site/assistant.yaml, replies.noScript). */
const NoScriptNote = styled.div`
  padding: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  p { margin: 0 0 ${theme.space.xs}; }
  ul { margin: 0; padding-left: ${theme.space.lg}; }
  li + li { margin-top: ${theme.space.xxs}; }
`;

const Log = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  @media (scripting: none) { display: none; }
`;

const Bubble = styled.div<{ $sender: 'user' | 'bot' }>`
  max-width: 85%;
  align-self: ${({ $sender }) => ($sender === 'user' ? 'flex-end' : 'flex-start')};
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${({ $sender }) => ($sender === 'user' ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ $sender }) => ($sender === 'user' ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
  p { margin: 0 0 ${theme.space.xs}; }
  p:last-child, ul:last-child { margin-bottom: 0; }
  ul { margin: 0 0 ${theme.space.xs}; padding-left: ${theme.space.lg}; }
  a { color: ${({ $sender }) => ($sender === 'user' ? theme.colors.onPrimary : theme.colors.primary)}; }
  time { display: block; margin-top: ${theme.space.xxs}; font-size: ${theme.fontSizes.xs}; opacity: 0.85; }
`;

const bounce = keyframes`0%, 80%, 100% { transform: translateY(0); opacity: 0.4; } 40% { transform: translateY(-4px); opacity: 1; }`;

const Typing = styled.div`
  align-self: flex-start;
  display: flex;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  span { width: 8px; height: 8px; border-radius: 50%; background: ${theme.colors.muted}; animation: ${bounce} 1.2s infinite ease-in-out; }
  span:nth-child(2) { animation-delay: 0.15s; }
  span:nth-child(3) { animation-delay: 0.3s; }
`;

const Composer = styled.form`
  display: flex;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-top: 1px solid ${theme.colors.border};
  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 120px;
    padding: ${theme.space.xs};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
    resize: none;
  }
  button {
    min-width: 64px;
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled { opacity: 0.6; cursor: not-allowed; }
  @media (scripting: none) { display: none; }
`;

interface ChatPanelProps {
  id: string;
  /**
   * Shown. The panel's own state wins: shown or hidden natively (its launcher's popovertarget, its
   * close button) or by the page's script before the island ran, it is reported (onToggle) and
   * taken over, never undone. The panel follows the changes the island makes itself (Escape; the
   * launcher in a browser without popovers).
   */
  open: boolean;
  /** The panel was shown or hidden natively. */
  onToggle?: (open: boolean) => void;
  /** Markdown, rendered into the prerendered page only (in <noscript>): how else to reach the team. */
  noScript?: string;
  /** Whether to show each message's time: not in the prerendered page, whose greeting's time would be the build's. */
  showTimes: boolean;
  messages: ChatMessage[];
  setMessages: (update: (messages: ChatMessage[]) => ChatMessage[]) => void;
  onClose: () => void;
  /** Injected in tests; the API call by default. */
  send?: (message: string) => Promise<string>;
}

/** The chat panel (docs/product/site.md §2, §4, §8): part of the page, a popover closed until its launcher shows it. */
/** The API call, with this browser session's conversation id. */
const sendInSession = (message: string) => sendChat(message, chatSessionId(newIdempotencyKey));

export default function ChatPanel({ id, open, onToggle, noScript, showTimes, messages, setMessages, onClose, send = sendInSession }: ChatPanelProps) {
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const mounted = useRef(true);

  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  // As the island commits: a press React handles before its effects run is reported, not lost.
  useCommitEffect(() => {
    const panel = panelRef.current;
    if (!panel || !onToggle) return undefined;
    const report = (event: Event) => onToggle((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', report);
    return () => panel.removeEventListener('toggle', report);
  }, [onToggle]);
  // The panel follows `open`; at mount it is only shown (a prerendered panel found open stays so).
  const firstRun = useRef(true);
  useEffect(() => {
    const panel = panelRef.current;
    const follow = !firstRun.current || open;
    firstRun.current = false;
    // Shown here (a browser without popovers, or a panel rendered open), it puts the visitor in the message field.
    if (panel && follow && showChatPanel(open, panel) && open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, loading, open]);
  // The input is disabled while loading, which drops focus; give it back when the reply is in.
  useEffect(() => {
    if (!loading && document.activeElement === document.body) inputRef.current?.focus();
  }, [loading]);
  // Escape closes the panel when focus is in it, or nowhere in particular (not when another dialog has it).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = document.activeElement;
      if (active === document.body || (active && panelRef.current?.contains(active))) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const append = (message: ChatMessage) => setMessages((current) => [...current, message]);

  const submit = async () => {
    const text = input.trim();
    if (!text || loading) return;
    if (!messages.some((message) => message.sender === 'user')) track('chat_question');
    try {
      append({ id: messageId(), text, sender: 'user', timestamp: new Date().toISOString() });
      setInput('');
      setLoading(true);
      let reply: string;
      try {
        reply = await send(text);
      } catch (error) {
        console.error('Chat request failed:', error instanceof Error ? error.message : error);
        reply = CONNECTION_ERROR;
      }
      await new Promise((resolve) => setTimeout(resolve, REPLY_DELAY_MS));
      append(botMessage(reply));
    } catch (error) {
      console.error('Chat failed:', error instanceof Error ? error.message : error);
      try {
        append(botMessage(TECHNICAL_DIFFICULTIES));
      } catch {
        // Nothing more can be shown; the input is released below.
      }
    } finally {
      if (mounted.current) setLoading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Panel ref={panelRef} id={id} popover="manual" aria-labelledby={titleId} data-print="hide">
      <Header>
        <h2 id={titleId}>{CHAT_WORDS.title}</h2>
        <button type="button" aria-label={CHAT_WORDS.closeLabel} popovertarget={id} popovertargetaction="hide" onClick={onClose}>
          <CloseIcon />
        </button>
      </Header>
      {noScript && (
        <noscript>
          {/* The prerendered page's alone: React renders no child of <noscript> in the browser, whose code leaves it out. */}
          {import.meta.env.SSR && (
            <NoScriptNote>
              <NoScriptText text={noScript} />
            </NoScriptNote>
          )}
        </noscript>
      )}
      <Log role="log" aria-live="polite" aria-relevant="additions" aria-label={CHAT_WORDS.conversationLabel}>
        {messages.map((message) => (
          <Bubble key={message.id} $sender={message.sender} data-sender={message.sender}>
            <span className="visually-hidden">{message.sender === 'user' ? CHAT_WORDS.youSaid : CHAT_WORDS.assistantSaid}</span>
            {message.sender === 'bot' ? <BotText text={message.text} /> : <p>{message.text}</p>}
            {showTimes && <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>}
          </Bubble>
        ))}
        {loading && (
          <Typing role="status" aria-label={CHAT_WORDS.typing}>
            <span />
            <span />
            <span />
          </Typing>
        )}
        <div ref={endRef} />
      </Log>
      <Composer
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${titleId}-input`} className="visually-hidden">
          {CHAT_WORDS.inputLabel}
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={inputRef}
          // Where the launcher's press shows the panel natively, the browser puts the visitor here
          // (a popover's autofocus). React focuses it only on a first render of its own, which the
          // browser never makes: the island hydrates the page's panel.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          rows={1}
          enterKeyHint="send"
          value={input}
          disabled={loading}
          placeholder={loading ? CHAT_WORDS.sending : CHAT_WORDS.placeholder}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" disabled={loading || !input.trim()}>
          {CHAT_WORDS.send}
        </button>
      </Composer>
    </Panel>
  );
}
