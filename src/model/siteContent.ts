/**
 * The company facts, the header menu, service areas, the 404 page's and the catalogs' not-found copy in the browser and the prerender,
 * compiled from the content files by src/build/vite/siteDataPlugin.ts. Build-side code and the server
 * read the same files with src/build/content/loadSiteFiles.ts.
 */
import compiled from 'virtual:site-content';
import { addressLines, type SiteContent } from './siteContentTypes';

export const { company, navigation, words, serviceAreas, notFound, catalogNotFound } = compiled as SiteContent;

export const formattedAddress = addressLines(company);
