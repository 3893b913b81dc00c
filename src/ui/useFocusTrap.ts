import { type RefObject } from 'react';
import { useCommitEffect } from './islandRoot';

/** What the browser's Tab stops at, in document order (the trap's library computes it exactly; this only has to find the two ends). */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** Whether a Tab (backwards: Shift+Tab) from the focused element would leave `container`: focus is on its last (first) stop, or outside it. */
function leaves(container: HTMLElement, backwards: boolean): boolean {
  const stops = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (stop) => stop.tabIndex >= 0 && !stop.matches(':disabled') && stop.getClientRects().length > 0,
  );
  const at = stops.indexOf(document.activeElement as HTMLElement);
  return at === -1 || at === (backwards ? 0 : stops.length - 1);
}

/**
 * Keeps Tab and Shift+Tab inside `container` while `active` (a native modal <dialog> alone lets
 * focus leave for the browser's own controls). The focus-trap library loads at the first Tab inside
 * the container, so a dialog that is only read (the home page's, which opens by itself) never pays
 * for it. Until it is ready, a Tab that stays inside is the browser's own (holding it let the
 * characters typed next land in the field being left), and a Tab that would leave is held and then
 * made, in order, as the trap would have made it. Escape, outside clicks and focus return stay with the caller.
 *
 * A dialog found open as its island hydrates (opened natively before its code came) is kept from
 * the commit on, before the caller's state has caught up: the island is not awake before its trap.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useCommitEffect(() => {
    const element = container.current;
    if (!element || !(active || (element instanceof HTMLDialogElement && element.open))) return;
    let cancelled = false;
    let loading = false;
    let deactivate: (() => void) | undefined;
    /** The Tabs held while the library loads: backwards (Shift) or not. */
    const held: boolean[] = [];
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      if (held.length > 0 || leaves(element, event.shiftKey)) {
        event.preventDefault();
        held.push(event.shiftKey);
      }
      if (loading) return;
      loading = true;
      void Promise.all([import('focus-trap'), import('tabbable')]).then(([{ createFocusTrap }, { tabbable }]) => {
        if (cancelled) return;
        element.removeEventListener('keydown', onTab);
        // Focus goes where each held Tab would have taken it, wrapping at either end.
        for (const backwards of held.splice(0)) {
          const stops = tabbable(element);
          if (stops.length === 0) break;
          const at = stops.indexOf(document.activeElement as HTMLElement);
          stops[backwards ? (at <= 0 ? stops.length - 1 : at - 1) : (at + 1) % stops.length]?.focus();
        }
        const trap = createFocusTrap(element, {
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
          initialFocus: false,
          fallbackFocus: element,
        });
        trap.activate();
        deactivate = () => trap.deactivate();
      });
    };
    element.addEventListener('keydown', onTab);
    return () => {
      cancelled = true;
      element.removeEventListener('keydown', onTab);
      deactivate?.();
    };
  }, [container, active]);
}
