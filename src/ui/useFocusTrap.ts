import { useEffect, type RefObject } from 'react';

/**
 * Keeps Tab and Shift+Tab inside `container` while `active` (a native modal <dialog> alone lets
 * focus leave for the browser's own controls). The focus-trap library loads on first activation,
 * so it costs nothing on page load. Escape, outside clicks and focus return stay with the caller.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    let cancelled = false;
    let deactivate: (() => void) | undefined;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (cancelled) return;
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
    return () => {
      cancelled = true;
      deactivate?.();
    };
  }, [container, active]);
}
