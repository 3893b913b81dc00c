import MiniSearch, { type SearchResult } from 'minisearch';
import type { FaqDocument, SearchDocument } from '../../src/model/search/documents';
import { chatSearchOptions, isConfident, queryTerms as termsOf } from '../../src/model/search/options';

export { isConfident };

/** The meaningful words of a chat message. */
export const queryTerms = (message: string) => termsOf(message, chatSearchOptions);

export interface Retriever {
  search: (query: string) => (SearchResult & SearchDocument)[];
  documents: ReadonlyMap<string, SearchDocument>;
}

/** Full-text retrieval over the site's pages with the options the site search uses (minisearch). */
export function createRetriever(documents: readonly SearchDocument[]): Retriever {
  const index = new MiniSearch<SearchDocument>(chatSearchOptions);
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));
  return {
    documents: byId,
    search: (query) => index.search(query).map((result) => ({ ...(byId.get(result.id) as SearchDocument), ...result })),
  };
}

export interface FaqRetriever {
  search: (query: string) => (SearchResult & FaqDocument)[];
}

/** Retrieval over the pages' questions: the question counts most, then the page's name and visitor words. */
export function createFaqRetriever(documents: readonly FaqDocument[]): FaqRetriever {
  const index = new MiniSearch<FaqDocument>({
    fields: ['question', 'title', 'keywords', 'answer'],
    storeFields: [],
    processTerm: chatSearchOptions.processTerm,
    searchOptions: { ...chatSearchOptions.searchOptions, boost: { question: 3, title: 2, keywords: 2, answer: 0.5 } },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));
  return { search: (query) => index.search(query).map((result) => ({ ...(byId.get(result.id) as FaqDocument), ...result })) };
}
