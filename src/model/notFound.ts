/** The not-found pages: their prerendered paths and head tags. */
import { catalogNotFoundPath, catalogsWithNotFound } from './catalogs';

/** Prerendered as dist/404.html and served for every unknown URL. */
export const NOT_FOUND_PATH = '/404';

/**
 * The not-found pages of the catalogs that declare one (src/model/catalogs.ts). Each is prerendered
 * at '<catalog>/404', which is dist/<catalog>/404.html (src/model/pageFiles.ts); the server answers unknown
 * '<catalog>/<slug>' URLs with it, so the HTML matches what the router renders on hydration.
 */
export const CATALOG_NOT_FOUND_PATHS: readonly string[] = catalogsWithNotFound().map(catalogNotFoundPath);
