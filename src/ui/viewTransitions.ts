/**
 * The pages opt in to cross-document view transitions (`@view-transition`, src/ui/globalCss.ts).
 * When Chromium skips one (the next page was revealed first: a slow or busy machine), the skipped
 * transition's `ready` promise rejects, and with nothing observing it the console reports an
 * uncaught "Transition was aborted because of invalid state". This inline script, in every page's
 * <head> so it runs before the page is revealed, observes that promise on both sides of a
 * navigation. The same on every page, so one CSP hash allows it.
 */
export const VIEW_TRANSITION_SCRIPT =
  "['pageswap','pagereveal'].forEach(function(n){addEventListener(n,function(e){var v=e.viewTransition;if(v)v.ready.catch(function(){})})})";
