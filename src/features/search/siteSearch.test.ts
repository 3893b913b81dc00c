import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { pages } from '../../build/manifest';
import { buildSearchDocuments, type SearchDocument } from '../../build/searchDocuments';
import { siteSearchOptions } from '../../model/search/options';
import { serialisedSearchIndex } from '../../build/vite/searchIndexPlugin';
import { loadHeadlineSearch, loadSiteSearch } from './siteSearch';

const site = await loadSiteSearch();
const headlines = await loadHeadlineSearch();
const top = (query: string) => site.search(query)[0]?.url;

describe('the search index built at build time', () => {
  const index = MiniSearch.loadJSON<SearchDocument>(serialisedSearchIndex(), siteSearchOptions);

  it('holds every route of the manifest exactly once, but not the further pages of the article lists or noindex pages', () => {
    const documents = buildSearchDocuments();
    const listed = pages.filter((page) => !page.noindex && !/^\/insights\/(page|tags)\//.test(page.path));
    expect(listed.length).toBeLessThan(pages.length);
    expect(index.documentCount).toBe(listed.length);
    expect(new Set(documents.map((document) => document.url)).size).toBe(listed.length);
    for (const page of listed) expect(index.has(page.path)).toBe(true);
  });

  it('keeps title, section, summary and text of each page for results and snippets', () => {
    const [gdpr] = index.search('gdpr');
    expect(gdpr).toMatchObject({ url: '/compliance/gdpr', title: 'GDPR', section: 'Compliance' });
    expect(gdpr?.summary).toBe(pages.find((page) => page.path === '/compliance/gdpr')?.description);
    expect(String(gdpr?.text)).toContain('72');
  });
});

describe('ranking', () => {
  it.each([
    ['pentest', '/services/vapt'],
    ['penetration testing', '/services/vapt'],
    ['pen test', '/services/vapt'],
    ['gdrp', '/compliance/gdpr'],
    ['GDPR', '/compliance/gdpr'],
    ['iso 27k', '/compliance/iso-27001'],
    ['iso 27001', '/compliance/iso-27001'],
    ['hippa', '/compliance/hipaa'],
    ['soc 2', '/compliance/soc2'],
    ['pci', '/compliance/pci-dss'],
    ['cmmc levels', '/compliance/cmmc'],
    ['ransomware', '/services/cyber-defense'],
    ['vendor risk', '/services/third-party-risk'],
    ['cloud secu', '/services/cloud-security'],
    ['chatbot', '/ai-services/chatbots-virtual-assistants'],
    ['fraud', '/ai-services/fraud-detection'],
    ['sentimnet analysis', '/ai-services/sentiment-analysis'],
    ['translation', '/ai-services/multi-lingual-translation'],
    ['nextjs', '/web-services/nextjs-websites'],
    ['ecommerce', '/web-services/ecommerce-solutions'],
    ['progressive web app', '/web-services/pwa-development'],
    ['cissp', '/awards'],
    ['awards', '/awards'],
    ['contact', '/contact'],
  ])('%s → %s', (query, url) => {
    expect(top(query)).toBe(url);
  });

  it('matches the word being typed as a prefix from its second letter', () => {
    expect(site.search('cyb').map((hit) => hit.url)).toContain('/services/cyber-services');
    expect(site.search('compl').length).toBeGreaterThan(5);
  });

  it('finds nothing for words that are not on the site, and nothing for stop words alone', () => {
    expect(site.search('zebra quantum banana')).toEqual([]);
    expect(site.search('the of and')).toEqual([]);
    expect(site.search('   ')).toEqual([]);
  });

  it('returns at most eight hits, each with its section and a snippet that marks the match', () => {
    const hits = site.search('security');
    expect(hits.length).toBeLessThanOrEqual(8);
    const [vapt] = site.search('penetration');
    expect(vapt?.section).toBe('Cyber');
    expect(vapt?.snippet.some((part) => part.match && /penetration/i.test(part.text))).toBe(true);
  });
});

// The not-found pages use the headline index; both must suggest the same pages.
describe.each([
  ['the site search', site],
  ['the headline index', headlines],
])('suggestions for a URL that does not exist, from %s', (_name, site) => {
  it.each([
    ['/services/pentest', '/services/vapt'],
    ['/compliance/gdrp', '/compliance/gdpr'],
    ['/ai-services/chatbot', '/ai-services/chatbots-virtual-assistants'],
    ['/web-services/next-js', '/web-services/nextjs-websites'],
    ['/hipaa-compliance', '/compliance/hipaa'],
    ['/services/penetration%20testing', '/services/vapt'],
  ])('%s → %s first', (path, url) => {
    expect(site.suggestFor(path)[0]?.url).toBe(url);
  });

  it('suggests nothing when nothing on the site resembles the URL', () => {
    expect(site.suggestFor('/404')).toEqual([]);
    expect(site.suggestFor('/xyzzy/qwerty')).toEqual([]);
    expect(site.suggestFor('/%E0%A4%A')).toEqual([]);
  });

  it('offers at most three pages', () => {
    expect(site.suggestFor('/compliance/security-framework').length).toBeLessThanOrEqual(3);
  });
});
