import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';
import { buildSearchDocuments } from '../searchDocuments';
import { headlineSearchOptions, siteSearchOptions } from '../../model/search/options';

/** The whole site search index, serialised; src/features/search loads it with the same options. */
export function serialisedSearchIndex(): string {
  const index = new MiniSearch(siteSearchOptions);
  index.addAll(buildSearchDocuments());
  return JSON.stringify(index);
}

/**
 * The pages' headline fields as documents: the browser indexes these few in small batches, which
 * costs less main-thread time than rebuilding a serialised index.
 */
export function headlineDocuments(): string {
  const fields = ['id', 'url', 'section', ...(headlineSearchOptions.fields as string[])];
  return JSON.stringify(buildSearchDocuments().map((document) => Object.fromEntries(fields.map((field) => [field, document[field as keyof typeof document]]))));
}

const MODULES: Record<string, () => string> = {
  'virtual:search-index': serialisedSearchIndex,
  'virtual:search-headlines': headlineDocuments,
};

/**
 * 'virtual:search-index' (the serialised index) and 'virtual:search-headlines' (the headline
 * documents): built at build time from the route manifest and the
 * content modules, as its own content-hashed chunk. The search dialog and the not-found pages
 * import it on demand, so it is never part of a page's first load.
 */
export function searchIndexPlugin(): Plugin {
  return {
    name: 'virtual-ip:search-index',
    resolveId: (id) => (id in MODULES ? `\0${id}` : undefined),
    // A string literal parsed with JSON.parse: faster to load than a large object literal.
    load: (id) => {
      const build = id.startsWith('\0') ? MODULES[id.slice(1)] : undefined;
      return build ? `export default ${JSON.stringify(build())};` : undefined;
    },
  };
}
