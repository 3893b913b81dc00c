import { loadPageSuggestions, PAGE_SUGGESTIONS_ATTRIBUTE } from '../../features/search/plain';

const PRESENCE = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Runs `task` at the visitor's first sign of being there (the pointer moves, a key, a scroll): for an
 * enhancement a page left alone does without, such as a not-found page's closest pages (the search
 * index they need weighs more than the page's own script).
 */
function onFirstPresence(task: () => void): void {
  const run = () => {
    for (const type of PRESENCE) removeEventListener(type, run, true);
    task();
  };
  for (const type of PRESENCE) addEventListener(type, run, { capture: true, passive: true });
}

/** A not-found page's closest pages, at the visitor's first sign of being there. */
export function suggestPagesOnPresence(): void {
  if (!document.querySelector(`[${PAGE_SUGGESTIONS_ATTRIBUTE}]`)) return;
  onFirstPresence(
    () =>
      void loadPageSuggestions()
        .then(({ suggestPages }) => suggestPages())
        .catch(() => undefined),
  );
}
