export { SiteSearch } from './SiteSearch';
export { PageSuggestions } from './PageSuggestions';
