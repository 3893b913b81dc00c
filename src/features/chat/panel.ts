/**
 * The chat's panel shown and hidden without React. The panel is in the page, a popover (closed),
 * and the launcher is its `popovertarget`: a press shows it natively, before any script, and the
 * message field's `autofocus` takes the visitor's focus into it. The page's script shows a panel
 * left open on the last page and closes it on Escape until the island runs; the island takes it
 * over as it finds it. In a browser without popovers the panel is shown by marking it `data-open`.
 */
import { hasPopovers } from '../../ui/popover';
import { PANEL_ID } from './chatState';

/** Whether the panel is shown: an open popover or, in a browser without popovers, marked open. */
export const isChatPanelShown = (panel: HTMLElement): boolean => (hasPopovers() ? panel.matches(':popover-open') : panel.hasAttribute('data-open'));

/**
 * Shows or hides the panel (the page's by default) by script; true when that changed it. Shown this
 * way it leaves the visitor's focus where it is: the message field's autofocus is for the launcher's press.
 */
export function showChatPanel(shown: boolean, panel = document.getElementById(PANEL_ID)): boolean {
  if (!panel || isChatPanelShown(panel) === shown) return false;
  const field = panel.querySelector('[autofocus]');
  field?.removeAttribute('autofocus');
  if (hasPopovers()) panel.togglePopover(shown);
  else panel.toggleAttribute('data-open', shown);
  field?.setAttribute('autofocus', '');
  return true;
}

/** Escape in the panel before the island runs closes it, as the island's own Escape does, and puts the visitor back on the launcher. */
export function closeChatPanelOnEscape(event: KeyboardEvent): void {
  if (event.key === 'Escape' && (event.target as Element).closest(`#${PANEL_ID}`) && showChatPanel(false)) {
    document.querySelector<HTMLElement>(`[aria-controls="${PANEL_ID}"]`)?.focus();
  }
}
