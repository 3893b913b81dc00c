/**
 * Ranked retrieval over the assistant's knowledge (minisearch's BM25+ with field boosts, forgiving
 * typos in longer words), on the terms of server/chat/language.ts. Each hit says which of the
 * query's terms it matched, and which in its headline fields (title, visitors' words, questions…):
 * how much of a question a hit explains is what the engine's confidence rests on.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { termsOf } from './language';

export interface Hit<T> {
  item: T;
  score: number;
  /** The query's terms the item matched, in any field. */
  matched: Set<string>;
  /** The query's terms the item matched in a headline field. */
  headline: Set<string>;
  /** The query's terms the item matched in its name fields (its title, visitors' words for it). */
  named: Set<string>;
  /** The query's terms the item matched only as a prefix or with a typo, in no field as they are. */
  approximate: Set<string>;
}

export interface IndexOptions<T> {
  /** The text of each field of an item. */
  fields: { [field: string]: (item: T) => string };
  boost: { [field: string]: number };
  /** Fields whose match says what an item is about (not only mentions). */
  headline: readonly string[];
  /** Fields that name the item. */
  name?: readonly string[];
  /** BM25's length normalisation (0: none, 1: full; minisearch's default 0.7). */
  lengthNormalisation?: number;
}

export interface Index<T> {
  /** `boost`: a factor for some terms' weight in the ranking (1 for the others). */
  search: (terms: readonly string[], boost?: ReadonlyMap<string, number>) => Hit<T>[];
  /** How rare a term is among the items (0 for a term every item has; unknown terms the most). */
  weight: (term: string) => number;
  /** Whether some item has the term (or, for a longer term, one within the typos forgiven). */
  knows: (term: string) => boolean;
}

const TYPO_CACHE_SIZE = 10_000;

const related = (queryTerm: string, documentTerm: string) => documentTerm === queryTerm || (queryTerm.length >= 4 && documentTerm.startsWith(queryTerm));

/** The query terms a result matched in `fields`: exactly or as a prefix, and a fuzzy match where it is the only candidate. */
function termsMatched(result: SearchResult, fields: ReadonlySet<string> | undefined): Set<string> {
  const documentTerms = Object.entries(result.match)
    .filter(([, inFields]) => !fields || inFields.some((field) => fields.has(field)))
    .map(([term]) => term);
  const found = new Set<string>();
  for (const queryTerm of result.queryTerms) {
    if (documentTerms.some((term) => related(queryTerm, term))) found.add(queryTerm);
    else if (documentTerms.length > 0 && !Object.keys(result.match).some((term) => related(queryTerm, term))) found.add(queryTerm);
  }
  return found;
}

export function createIndex<T>(items: readonly T[], options: IndexOptions<T>): Index<T> {
  const fieldNames = Object.keys(options.fields);
  const documentFrequency = new Map<string, number>();
  const documents = items.map((item, id) => {
    const document: Record<string, string | number> = { id };
    const seen = new Set<string>();
    for (const field of fieldNames) {
      const terms = termsOf(options.fields[field]!(item));
      terms.forEach((term) => seen.add(term));
      document[field] = terms.join(' ');
    }
    seen.forEach((term) => documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1));
    return document;
  });
  const index = new MiniSearch({
    fields: fieldNames,
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
    searchOptions: {
      boost: options.boost,
      // A term with digits is a number, a version or a standard: "iso27001" is not a typo of "iso42001".
      fuzzy: (term) => (/\d/.test(term) ? false : term.length >= 6 ? 0.2 : term.length >= 4 ? 1 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
      weights: { fuzzy: 0.2, prefix: 0.375 },
      bm25: { k: 1.2, b: options.lengthNormalisation ?? 0.7, d: 0.5 },
    },
  });
  index.addAll(documents);
  const headline = new Set(options.headline);
  const typos = new Map<string, boolean>();
  const name = new Set(options.name ?? []);
  const total = Math.max(items.length, 1);
  return {
    search: (terms, boost) =>
      terms.length === 0
        ? []
        : index.search(terms.join(' '), boost && boost.size > 0 ? { boostTerm: (term) => boost.get(term) ?? 1 } : {}).map((result) => ({
            item: items[result.id as number]!,
            score: result.score,
            matched: termsMatched(result, undefined),
            headline: termsMatched(result, headline),
            named: termsMatched(result, name),
            approximate: new Set(result.queryTerms.filter((term) => !Object.hasOwn(result.match, term))),
          })),
    weight: (term) => Math.log((total + 1) / ((documentFrequency.get(term) ?? 0) + 0.5)),
    knows: (term) => {
      if (documentFrequency.has(term) || term.length < 4) return documentFrequency.has(term);
      let known = typos.get(term);
      if (known === undefined) {
        // Visitors' words are unbounded: the cache of near misses is emptied when it grows large.
        if (typos.size >= TYPO_CACHE_SIZE) typos.clear();
        known = index.search(term, { fields: fieldNames, boost: {} }).length > 0;
        typos.set(term, known);
      }
      return known;
    },
  };
}
