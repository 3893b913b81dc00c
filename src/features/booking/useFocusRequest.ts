import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus once the render a change asked for has committed: the request is state, so it lands
 * in the same commit as the change (a flag in a ref could be taken by an earlier render's effect,
 * which focused what that change was about to replace).
 */
export function useFocusRequest<Target extends string>(focus: (target: Target) => void): (target: Target) => void {
  const [request, setRequest] = useState<{ target: Target } | undefined>(undefined);
  const latest = useRef(focus);
  useEffect(() => {
    latest.current = focus;
  });
  useEffect(() => {
    if (request) latest.current(request.target);
  }, [request]);
  return (target) => setRequest({ target });
}

/** Focuses a form's first field a visitor fills (not the hidden honeypot), or its submit button when it asks for nothing. */
export function focusFirstControl(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>("input:not([tabindex='-1']), button[type='submit']")?.focus();
}
