import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';
import { buildSearchDocuments } from '../../src/shared/search/documents';
import { siteSearchOptions } from '../../src/shared/search/options';

const ID = 'virtual:search-index';

/** The site search index, serialised; src/features/search loads it with the same options. */
export function serialisedSearchIndex(): string {
  const index = new MiniSearch(siteSearchOptions);
  index.addAll(buildSearchDocuments());
  return JSON.stringify(index);
}

/**
 * 'virtual:search-index': the search index built at build time from the route manifest and the
 * content modules, as its own content-hashed chunk. The search dialog and the not-found pages
 * import it on demand, so it is never part of a page's first load.
 */
export function searchIndexPlugin(): Plugin {
  return {
    name: 'virtual-ip:search-index',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    // A string literal parsed by MiniSearch.loadJSON: faster to load than a large object literal.
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(serialisedSearchIndex())};` : undefined),
  };
}
