import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { track } from '../../api';
import ChatPanel from './ChatPanel';
import { initialState, loadState, PANEL_ID, saveState, type ChatState } from './chatState';
import { CHAT_WORDS, GREETING } from './chatWords';
import { fillIn } from '../../shared/text';
import { isChatPanelShown } from './panel';
import { theme } from '../../ui/theme';
import { ChatBubbleIcon } from '../../ui/icons';
import { useCommitEffect } from '../../ui/islandRoot';
import { hasPopovers } from '../../ui/popover';
import { declareIsland } from '../../ui/islandRoot';

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
  /* The panel shown from the page's own HTML, before the island runs: no unread mark, as the island shows it. */
  :popover-open + & > span { display: none; }
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

/** The closed launcher's badge: the greeting waiting in the panel. */
const UNREAD = 1;
// The name holds the badge's visible text too (WCAG 2.5.3 Label in Name), so speech users can say what they see.
const OPEN_LABEL = fillIn(CHAT_WORDS.openLabel, { unread: UNREAD });

/**
 * The chat launcher and its panel, an island on every page. The panel is in the page, a popover
 * the launcher shows natively (popovertarget) from the page's first paint, script or none; the
 * island takes it over as it finds it, and follows it as the launcher and the close button show
 * and hide it. The conversation and the open state survive navigation and reloads within the
 * browser session. `noScript` (markdown) is the panel's text where the chat cannot run.
 */
export function ChatWidget({ noScript }: { noScript?: string }) {
  const [state, setState] = useState<ChatState>(() => initialState(GREETING));
  const [restored, setRestored] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // Read the session only after hydration, so the prerendered HTML and the first render agree. Open
  // or closed is the panel's as found: the launcher's press showed it (or hid it again) before this
  // ran, or the page's script showed it, left open on the last page. As the island commits, not in
  // a later effect: a press React handles in between would be undone by it.
  useCommitEffect(() => {
    const saved = loadState() ?? initialState(GREETING);
    const panel = document.getElementById(PANEL_ID);
    setState({ ...saved, open: panel !== null && isChatPanelShown(panel) });
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) saveState(state);
  }, [state, restored]);

  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const close = useCallback(() => {
    // Focus first: a popover hidden with the focus in it would leave it on the page's body.
    launcherRef.current?.focus();
    setOpen(false);
  }, [setOpen]);

  return (
    <>
      <ChatPanel
        id={PANEL_ID}
        open={state.open}
        onToggle={setOpen}
        noScript={noScript}
        showTimes={restored}
        messages={state.messages}
        setMessages={(update) => setState((current) => ({ ...current, messages: update(current.messages) }))}
        onClose={close}
      />
      <Launcher
        ref={launcherRef}
        type="button"
        aria-label={state.open ? CHAT_WORDS.closeLabel : OPEN_LABEL}
        // Shown or not, the browser says so itself (a popover's button is expanded while it shows):
        // right from the page's own HTML, before the island runs.
        aria-controls={PANEL_ID}
        popovertarget={PANEL_ID}
        data-print="hide"
        onClick={() => {
          if (!state.open) track('chat_open');
          // The press itself shows or hides the panel, which reports it; a browser without popovers leaves it to the island.
          if (!hasPopovers()) setOpen(!state.open);
        }}
      >
        <ChatBubbleIcon size={28} />
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

/** ChatWidget as the island 'chat': what the page renders and the browser hydrates. */
export const chatIsland = declareIsland('chat', ChatWidget);
