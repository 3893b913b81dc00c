// What the page's script (src/app/page/) uses without React; suggestPages loads on demand.
export { isSearchShortcut, SEARCH_DIALOG_ID } from './searchShortcut';
export { PAGE_SUGGESTIONS_ATTRIBUTE } from './suggestionsAttribute';
export const loadPageSuggestions = () => import('./suggestPages');
