/**
 * The page's script: plain, small, and the only one a page loads by itself. It links an e-mailed
 * link's form to the API, lists a form's problems sent in the query, starts the islands (../islands/runtime.ts),
 * the search shortcut and the theme switch, and once the page is shown the consultation buttons, the
 * islands that wake by themselves, a not-found page's suggestions and the measurements.
 */
import { LINK_FORM_API_ATTRIBUTE } from '../../model/newsletterPaths';
import { PROBLEM_LIST_ATTRIBUTE } from '../../model/formPages';
import { startIslands, wakeScheduledIslands } from '../islands/runtime';
import { watchConsultationButtons } from './consultation';
import { startMeasuring } from './measure';
import { suggestPagesOnPresence } from './pageSuggestions';
import { searchShortcut } from './searchShortcut';
import { themeSwitch } from './themeSwitch';

declare global {
  interface Document {
    prerendering?: boolean;
  }
  interface Window {
    /** Set once the page's script has started (read by the end-to-end tests and npm run perf:trace). */
    __PAGE_READY__?: boolean;
  }
}

/** A page the browser prerendered (Speculation Rules) starts when the visitor opens it, not before. */
function whenShown(start: () => void): void {
  if (document.prerendering) document.addEventListener('prerenderingchange', start, { once: true });
  else start();
}

/** An e-mailed link's page on a static host: its button posts to the same link on the API, token included. */
function linkFormsToTheApi(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${LINK_FORM_API_ATTRIBUTE}]`)) {
    form.action = `${form.getAttribute(LINK_FORM_API_ATTRIBUTE)}${location.pathname}${location.search}`;
  }
}

export function startPage(): void {
  linkFormsToTheApi();
  // Sent here by an API apart from the site, the problems are in the query (the server fills them in otherwise).
  if (document.querySelector(`[${PROBLEM_LIST_ATTRIBUTE}]`) && location.search) void import('./formProblem').then(({ showFormProblems }) => showFormProblems());
  startIslands();
  searchShortcut();
  themeSwitch();
  whenShown(() => {
    watchConsultationButtons();
    wakeScheduledIslands();
    suggestPagesOnPresence();
    startMeasuring();
  });
  window.__PAGE_READY__ = true;
}
