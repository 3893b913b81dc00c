import MiniSearch, { type SearchResult } from 'minisearch';
import type { KnowledgeDocument } from './knowledge';

/** Words that carry no meaning for retrieval (so "what is the weather" matches nothing). */
const STOP_WORDS = new Set(
  (
    'a about an and any are as at be been but by can could do does for from get give have help how i if in into is it its ' +
    'me my need of on or our please so some tell than that the their them there these they this to us want was we what when ' +
    'where which who why will with would you your u r pls can\'t dont don\'t im i\'m hi hello hey thanks thank offer offers ' +
    'provide provides service services company'
  ).split(' '),
);

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
}

/** The meaningful words of a message, as the index sees them. */
export function queryTerms(message: string): string[] {
  return message
    .split(/[^\p{L}\p{N}.+-]+/u)
    .map((term) => processTerm(term.replace(/^[.+-]+|[.+-]+$/g, '')))
    .filter((term): term is string => Boolean(term));
}

const HEADLINE_FIELDS = new Set(['title', 'keywords', 'summary']);

/**
 * A match worth answering with: the page's title, visitor words or summary match the message, or
 * at least two of the message's own words appear in its text. One shared word deep in the body
 * copy ("weather" in a forecasting page, for "the weather in Paris") is a coincidence.
 */
export function isConfident(result: SearchResult, terms: readonly string[]): boolean {
  const fields = Object.values(result.match).flat();
  if (fields.some((field) => HEADLINE_FIELDS.has(field))) return true;
  const exact = new Set(Object.keys(result.match).filter((term) => terms.some((queryTerm) => term === queryTerm || term.startsWith(queryTerm))));
  return exact.size >= 2;
}

export interface Retriever {
  search: (query: string) => (SearchResult & KnowledgeDocument)[];
  documents: ReadonlyMap<string, KnowledgeDocument>;
}

/** Full-text retrieval with fuzzy and prefix matching and field boosts (minisearch). */
export function createRetriever(documents: readonly KnowledgeDocument[]): Retriever {
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ['title', 'keywords', 'summary', 'text'],
    storeFields: ['url', 'title', 'section', 'summary'],
    processTerm,
    searchOptions: {
      boost: { title: 4, keywords: 3, summary: 1.5, text: 1 },
      fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length === 4 ? 1 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
      // A fuzzy-only match ("paris" ~ "parts") counts for little: misspellings still find their page,
      // chance resemblances stay below the answer threshold.
      weights: { fuzzy: 0.2, prefix: 0.375 },
    },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));
  return {
    documents: byId,
    search: (query) => index.search(query).map((result) => ({ ...(byId.get(result.id) as KnowledgeDocument), ...result })),
  };
}
