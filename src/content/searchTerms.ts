import { CATALOGS, entryPath, type CatalogName } from '../site/catalogs';
import { loadCatalogs } from '../site/build/loadCatalogs';

/**
 * Words visitors use for a page that its copy may not contain (abbreviations, synonyms, common
 * misspellings handled by fuzzy matching aside). Read by the chat assistant's retrieval and the
 * site search; keyed by page path. A catalog page's words are its file's `searchWords`.
 */
export const searchTerms: Readonly<Record<string, string>> = {
  '/awards': 'awards certifications certified cissp lead auditor cisco clutch g2 trustpilot reviews',
  '/about': 'team founder ceo managing director leadership leaders owner runs run management people',
  '/contact': 'contact email phone call address office hours',
  ...Object.fromEntries(
    (Object.keys(CATALOGS) as CatalogName[]).flatMap((catalog) =>
      loadCatalogs()[catalog].flatMap((entry) => (entry.data.searchWords ? [[entryPath(catalog, entry.slug), entry.data.searchWords]] : [])),
    ),
  ),
};
