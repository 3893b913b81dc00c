/**
 * The site search and the chat know every collection item once, whatever the content holds: the
 * search documents, the index the browser loads, its headline documents, the pages' questions and
 * the chat engine's knowledge. Part of the content suite (src/test/contentSuite.ts).
 */
import MiniSearch from 'minisearch';
import serialisedIndex from 'virtual:search-index';
import serialisedHeadlines from 'virtual:search-headlines';
import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../server/chat/engine';
import { allItemPaths, notListedOnce } from '../test/contentItems';
import { catalogNames, entryPath } from '../model/catalogs';
import { siteSearchOptions } from '../model/search/options';
import { loadCatalogs } from './content/loadCatalogs';
import { buildFaqDocuments, buildSearchDocuments, type SearchDocument } from './searchDocuments';
import { chatKnowledge } from './siteManifest';

const documents = buildSearchDocuments();
const entries = catalogNames().flatMap((catalog) => loadCatalogs()[catalog].map((entry) => ({ path: entryPath(catalog, entry.slug), data: entry.data })));

describe('site search', () => {
  it('has one document per collection item', () => {
    expect(
      notListedOnce(
        allItemPaths(),
        documents.map((document) => document.url),
      ),
    ).toEqual({});
  });

  it('finds a catalog entry by its title and by the words of its searchWords', () => {
    for (const { path, data } of entries) {
      const document = documents.find((candidate) => candidate.url === path);
      expect(document?.title, path).toBe(data.title);
      expect(document?.keywords, path).toBe(data.searchWords ?? '');
    }
  });

  it('the index the browser loads holds the same documents', () => {
    const index = MiniSearch.loadJSON<SearchDocument>(serialisedIndex, siteSearchOptions);
    expect(index.documentCount).toBe(documents.length);
    for (const path of allItemPaths()) expect(index.getStoredFields(path)?.url, path).toBe(path);
  });

  it('the headline documents (the not-found pages’ suggestions) hold every item once', () => {
    const headlines = JSON.parse(serialisedHeadlines) as SearchDocument[];
    expect(
      notListedOnce(
        allItemPaths(),
        headlines.map((document) => document.url),
      ),
    ).toEqual({});
  });
});

describe('the chat’s knowledge', () => {
  it('has every collection item once', () => {
    expect(notListedOnce(allItemPaths(), new ChatEngine(chatKnowledge()).knownPages())).toEqual({});
  });

  it('has each catalog entry’s questions and answers, on its page', () => {
    const faqs = buildFaqDocuments();
    for (const { path, data } of entries) {
      expect(
        faqs.filter((faq) => faq.url === path).map(({ question, answer }) => ({ question, answer })),
        path,
      ).toEqual(data.faq);
    }
  });
});
