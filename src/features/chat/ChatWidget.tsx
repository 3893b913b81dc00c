import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { track } from '../../api';
import { initialState, loadState, saveState, type ChatState } from './chatState';
import { theme } from '../../ui/theme';

const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadPanel);

const Launcher = styled.button`
  position: fixed;
  right: ${theme.layout.chatLauncherOffset};
  bottom: ${theme.layout.chatLauncherOffset};
  z-index: ${theme.z.drawer - 1};
  display: grid;
  place-items: center;
  width: ${theme.layout.chatLauncherSize};
  height: ${theme.layout.chatLauncherSize};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadows.raised};
  cursor: pointer;
  &:hover { background: ${theme.colors.primaryHover}; }
`;

const OnlineDot = styled.span`
  position: absolute;
  left: 4px;
  bottom: 4px;
  width: 14px;
  height: 14px;
  border: 2px solid ${theme.colors.onPrimary};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.dotOnline};
`;

const Badge = styled.span`
  position: absolute;
  top: -2px;
  right: -2px;
  display: grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.danger};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`;

function ChatBubbleIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4V5Z" />
    </svg>
  );
}

export const PANEL_ID = 'chat-panel';

/** The closed launcher's badge: the greeting waiting in the panel. */
const UNREAD = 1;
// The name holds the badge's visible text too (WCAG 2.5.3 Label in Name), so speech users can say what they see.
const OPEN_LABEL = `Open chat with our assistant, ${UNREAD} unread message`;

/**
 * The chat launcher, part of every page's first load; the panel, the markdown renderer and the API
 * call load on first open (or as soon as the launcher is hovered or focused). The conversation and
 * the open state survive navigation and reloads within the browser session.
 */
export function ChatWidget() {
  const [state, setState] = useState<ChatState>(initialState);
  const [restored, setRestored] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // Read the session only after hydration, so the prerendered HTML and the first render agree.
  useEffect(() => {
    const saved = loadState();
    if (saved) setState(saved);
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) saveState(state);
  }, [state, restored]);

  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, [setOpen]);

  return (
    <>
      {state.open && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} messages={state.messages} setMessages={(update) => setState((current) => ({ ...current, messages: update(current.messages) }))} onClose={close} />
        </Suspense>
      )}
      <Launcher
        ref={launcherRef}
        type="button"
        aria-label={state.open ? 'Close chat' : OPEN_LABEL}
        aria-expanded={state.open}
        aria-controls={state.open ? PANEL_ID : undefined}
        data-print="hide"
        onClick={() => {
          if (!state.open) track('chat_open');
          setOpen(!state.open);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <ChatBubbleIcon />
        {!state.open && (
          <>
            <OnlineDot aria-hidden="true" />
            <Badge aria-hidden="true">{UNREAD}</Badge>
          </>
        )}
      </Launcher>
    </>
  );
}
