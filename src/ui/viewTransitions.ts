/**
 * The pages opt in to cross-document view transitions (`@view-transition`, src/ui/globalCss.ts).
 * When Chromium skips one (the next page was revealed first: a slow or busy machine), the skipped
 * transition's promises reject, and with nothing observing them the console reports an uncaught
 * "Transition was aborted because of invalid state". Observing `ready` alone was not enough (CI saw
 * the error again): Chromium can reject `finished` and `updateCallbackDone` too. This inline script,
 * in every page's <head> so it runs before the page is revealed, observes all three on both sides of
 * a navigation. The same on every page, so one CSP hash allows it.
 */
export const VIEW_TRANSITION_SCRIPT =
  "['pageswap','pagereveal'].forEach(function(n){addEventListener(n,function(e){var v=e.viewTransition;if(v)[v.ready,v.finished,v.updateCallbackDone].forEach(function(p){if(p)p.catch(function(){})})})})";
