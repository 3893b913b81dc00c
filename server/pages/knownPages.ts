import { NOT_FOUND_PATH } from '../../src/model/notFound';
import { configuredSiteManifest } from '../siteManifest';

let knownPages: ReadonlySet<string> | undefined;

/**
 * A page as the reports name it: no query or fragment (they may carry personal data, such as the
 * newsletter links' tokens) and only the manifest's paths (a bounded set); every other URL showed
 * the not-found page.
 */
export function normalisePage(page: string): string {
  const path = page.replace(/[?#][\s\S]*$/, '');
  const withoutSlash = path.length > 1 ? path.replace(/\/$/, '') : path;
  knownPages ??= new Set(configuredSiteManifest().pages.map((page) => page.path));
  return knownPages.has(withoutSlash) ? withoutSlash : NOT_FOUND_PATH;
}
