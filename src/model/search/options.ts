/**
 * How pages are indexed and matched, shared by the site search (browser) and the chat assistant
 * (server), so 'pentest', 'gdrp' and 'iso 27k' find the same pages in both. MiniSearch.loadJSON
 * needs the very options the index was built with: build it and load it only through these.
 */
import type { Options, SearchOptions, SearchResult } from 'minisearch';
import { trimOf } from '../../shared/text';
import type { SearchDocument } from './documents';

/** Words that carry no meaning for matching (so "what is the weather" matches nothing). */
const FUNCTION_WORDS =
  'a about an and any are as at be been but by can could do does for from get give have help how i if in into is it its ' +
  'me my need of on or our please so some tell than that the their them there these they this to us want was we what when ' +
  "where which who why will with would you your u r pls can't dont don't im i'm";

/** The chat also ignores small talk and words every page shares ("do you offer services"). */
const CONVERSATION_WORDS = 'hi hello hey thanks thank offer offers provide provides service services company';

function termProcessor(stopWords: string): (term: string) => string | null {
  const ignored = new Set(stopWords.split(' '));
  return (term) => {
    const lower = term.toLowerCase();
    return lower.length < 2 || ignored.has(lower) ? null : lower;
  };
}

const searchOptions: SearchOptions = {
  boost: { title: 4, keywords: 3, headings: 2, summary: 1.5, text: 1 },
  // Typos are forgiven in longer words only: 'gdrp' finds GDPR, 'ai' does not find 'api'.
  fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length === 4 ? 1 : false),
  prefix: (term) => term.length >= 4,
  combineWith: 'OR',
  // A fuzzy-only match ("paris" ~ "parts") counts for little: misspellings still find their page,
  // chance resemblances rank below real matches.
  weights: { fuzzy: 0.2, prefix: 0.375 },
};

function indexOptions(stopWords: string): Options<SearchDocument> {
  return {
    fields: ['title', 'keywords', 'headings', 'summary', 'text'],
    storeFields: ['url', 'title', 'section', 'summary', 'headings', 'text'],
    processTerm: termProcessor(stopWords),
    searchOptions,
  };
}

/** The site search: visitors type page words, including 'services'. */
export const siteSearchOptions = indexOptions(FUNCTION_WORDS);
/**
 * The same search over each page's headline fields only (no body copy): a tenth of the size, for
 * the not-found pages, whose suggestions only ever come from headline matches (see isConfident).
 */
export const headlineSearchOptions: Options<SearchDocument> = {
  ...siteSearchOptions,
  fields: ['title', 'keywords', 'headings', 'summary'],
  storeFields: ['url', 'title', 'section', 'summary', 'headings'],
};
/** The chat assistant: sentences, with small talk around the words that matter. */
export const chatSearchOptions = indexOptions(`${FUNCTION_WORDS} ${CONVERSATION_WORDS}`);

/** The meaningful words of a query, as an index with these options sees them. */
export function queryTerms(query: string, options: Options<SearchDocument>): string[] {
  const processTerm = options.processTerm as (term: string) => string | null;
  return query
    .split(/[^\p{L}\p{N}.+-]+/u)
    .map((term) => processTerm(trimOf(term, '.+-')))
    .filter((term): term is string => Boolean(term));
}

const HEADLINE_FIELDS = new Set(['title', 'keywords', 'summary', 'headings']);

/**
 * A match worth offering: one of the query's own words in the page's title, visitor words,
 * headings or summary, or at least two of them in its text. One shared word deep in the body copy
 * ("weather" in a forecasting page, for "the weather in Paris") is a coincidence, and so is a
 * near-miss spelling ("parts" in a summary, for "Paris") when the query has other words: a
 * misspelt headline word alone finds its page only when it is the whole query ("complience").
 */
export function isConfident(result: SearchResult, terms: readonly string[]): boolean {
  const own = (term: string) => terms.some((queryTerm) => term === queryTerm || term.startsWith(queryTerm));
  const inHeadline = (term: string) => (result.match[term] ?? []).some((field) => HEADLINE_FIELDS.has(field));
  const matched = Object.keys(result.match);
  if (matched.some((term) => inHeadline(term) && (own(term) || terms.length === 1))) return true;
  return new Set(matched.filter(own)).size >= 2;
}
