// What the page's script (src/app/islands/runtime.ts) uses without React; suggestPages loads on demand.
export { isSearchShortcut } from './searchShortcut';
export { PAGE_SUGGESTIONS_ATTRIBUTE } from './suggestionsAttribute';
export const loadPageSuggestions = () => import('./suggestPages');
