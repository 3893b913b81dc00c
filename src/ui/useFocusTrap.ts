import { useEffect, type RefObject } from 'react';

/**
 * Keeps Tab and Shift+Tab inside `container` while `active` (a native modal <dialog> alone lets
 * focus leave for the browser's own controls). The focus-trap library loads at the first Tab inside
 * the container, so a dialog that is only read (the home page's, which opens by itself) never pays
 * for it; that first Tab is taken by the trap, which moves focus as it would have. Escape, outside
 * clicks and focus return stay with the caller.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    let cancelled = false;
    let deactivate: (() => void) | undefined;
    const onFirstTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      element.removeEventListener('keydown', onFirstTab);
      event.preventDefault();
      const from = document.activeElement;
      void import('focus-trap').then(async ({ createFocusTrap }) => {
        if (cancelled) return;
        const { tabbable } = await import('tabbable');
        const trap = createFocusTrap(element, {
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
          initialFocus: false,
          fallbackFocus: element,
        });
        trap.activate();
        deactivate = () => trap.deactivate();
        // The Tab that loaded the trap: focus goes where it would have, wrapping at either end.
        const stops = tabbable(element);
        if (stops.length === 0) return;
        const at = stops.indexOf(from as HTMLElement);
        const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : (at + 1) % stops.length;
        stops[next]?.focus();
      });
    };
    element.addEventListener('keydown', onFirstTab);
    return () => {
      cancelled = true;
      element.removeEventListener('keydown', onFirstTab);
      deactivate?.();
    };
  }, [container, active]);
}
