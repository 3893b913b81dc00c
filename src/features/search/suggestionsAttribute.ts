/** Marks a not-found page's list of suggestions, which suggestPages fills in the browser. */
export const PAGE_SUGGESTIONS_ATTRIBUTE = 'data-page-suggestions';
