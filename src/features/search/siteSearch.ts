import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SiteSection } from '../../model/types';
import type { SearchDocument } from '../../model/search/documents';
import { headlineSearchOptions, isConfident, queryTerms, siteSearchOptions } from '../../model/search/options';
import { makeSnippet, type SnippetPart } from './snippet';

export interface SearchHit {
  url: string;
  title: string;
  section: SiteSection;
  snippet: SnippetPart[];
}

export interface SiteSearch {
  /** Type-ahead search: the word being typed matches as a prefix from its second letter. */
  search: (query: string, limit?: number) => SearchHit[];
  /** The pages closest to a URL that does not exist ('/services/pentest' → VAPT). */
  suggestFor: (pathname: string, limit?: number) => SearchHit[];
}

export const MAX_RESULTS = 8;
/** Hits scoring below this share of the best one are noise (a fuzzy echo in body copy). */
const RELATIVE_CUTOFF = 0.12;

type Stored = Pick<SearchDocument, 'url' | 'title' | 'section' | 'summary' | 'headings'> & { text?: string };

const typeAhead: SearchOptions = {
  prefix: (term, index, terms) => (index === terms.length - 1 ? term.length >= 2 : term.length >= 4),
};

const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The URL's last segment names what the visitor wanted; the segments before it, where to look. */
function pathQuery(pathname: string): { last: string; all: string; area: string } {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the raw text.
  }
  const segments = decoded.split('/').filter(Boolean);
  return { last: words(segments.at(-1) ?? ''), all: words(decoded), area: segments.length > 1 ? `/${segments[0]}` : '' };
}

export function createSiteSearch(index: MiniSearch<SearchDocument>): SiteSearch {
  const hits = (query: string, options: SearchOptions, limit: number, confidentOnly: boolean, exclude?: string): SearchHit[] => {
    const terms = queryTerms(query, siteSearchOptions);
    if (terms.length === 0) return [];
    const results = index.search(query, options).filter((result) => result.url !== exclude && (!confidentOnly || isConfident(result, terms)));
    const best = results[0]?.score ?? 0;
    return results
      .filter((result) => result.score >= best * RELATIVE_CUTOFF)
      .slice(0, limit)
      .map((result) => {
        const stored = result as unknown as Stored;
        return {
          url: stored.url,
          title: stored.title,
          section: stored.section,
          snippet: makeSnippet([stored.summary, stored.text ?? '', stored.headings], Object.keys(result.match)),
        };
      });
  };
  return {
    search: (query, limit = MAX_RESULTS) => hits(query, typeAhead, limit, false),
    suggestFor: (pathname, limit = 3) => {
      const { last, all, area } = pathQuery(pathname);
      // Pages in the same part of the site as the URL rank a little higher.
      const options: SearchOptions = area ? { boostDocument: (id) => (String(id).startsWith(area) ? 1.5 : 1) } : {};
      const named = hits(last, options, limit, true, pathname);
      return named.length > 0 ? named : hits(all, options, limit, true, pathname);
    },
  };
}

/** Loads once; a failed attempt is forgotten, so a later call retries (e.g. after a network blip). */
function once(load: () => Promise<SiteSearch>): () => Promise<SiteSearch> {
  let loading: Promise<SiteSearch> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The whole site search, a large download (measured: docs/performance.md, "Measurements behind the
 * code"): pages by their titles, headings, visitors' words and copy. The prebuilt index is rebuilt in
 * batches with pauses between them.
 */
export const loadSiteSearch = once(async () => {
  const { default: serialised } = await import('virtual:search-index');
  return createSiteSearch(await MiniSearch.loadJSONAsync<SearchDocument>(serialised, siteSearchOptions));
});

/**
 * The same search over the pages' headline fields only (much smaller; measured: docs/performance.md,
 * "Measurements behind the code"), indexed in the browser a few pages at a time: enough for the
 * not-found pages' suggestions.
 */
export const loadHeadlineSearch = once(async () => {
  const { default: documents } = await import('virtual:search-headlines');
  const index = new MiniSearch<SearchDocument>(headlineSearchOptions);
  await index.addAllAsync(JSON.parse(documents) as SearchDocument[], { chunkSize: 8 });
  return createSiteSearch(index);
});
