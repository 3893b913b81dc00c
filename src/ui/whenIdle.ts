/** The longest a task waits for an idle main thread after the load event. */
export const IDLE_TIMEOUT_MS = 10_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (or after `timeoutMs` at the
 * latest): for work that improves a page but must not compete with its loading and hydration.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): { cancel: () => void } {
  let cancelled = false;
  let cancelIdle = () => {};
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1_000);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  return {
    cancel: () => {
      cancelled = true;
      removeEventListener('load', idle);
      cancelIdle();
    },
  };
}
