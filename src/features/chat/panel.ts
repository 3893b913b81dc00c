/**
 * The chat's panel shown and hidden in plain script, before the chat's island runs: the panel is in
 * the page (hidden), so the launcher's press does what it says at once, and a panel left open on
 * the last page is open again as this one appears. The island takes it over as it finds it.
 */
import { PANEL_ID } from './chatState';

/** Whether `control` is the chat's launcher (the button that controls the panel). */
export const isChatLauncher = (control: Element): boolean => control.getAttribute('aria-controls') === PANEL_ID;

/** Shows (or hides) the panel; `focus` puts the visitor in its message field (or back on the launcher). False without a panel. */
export function setChatPanelShown(shown: boolean, focus: boolean): boolean {
  const panel = document.getElementById(PANEL_ID);
  const launcher = document.querySelector<HTMLElement>(`[aria-controls="${PANEL_ID}"]`);
  if (!panel || !launcher) return false;
  panel.hidden = !shown;
  launcher.setAttribute('aria-expanded', String(shown));
  if (focus) (shown ? panel.querySelector('textarea') : launcher)?.focus();
  return true;
}

/** The launcher's press: the panel opens, or closes when open. */
export const toggleChatPanel = (): boolean => setChatPanelShown(document.getElementById(PANEL_ID)?.hidden === true, true);
