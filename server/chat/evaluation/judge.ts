/**
 * How an answer is judged against an entry of the evaluation set, from what the visitor sees: the
 * answer's text and its links. A catalog page (a service, framework, AI or web page, an article or
 * one of their index pages) linked where it does not answer is a confident wrong answer, worse than
 * the honest "we have nothing published on that".
 */
import { CATALOGS } from '../../../src/model/catalogs';
import { INSIGHTS } from '../../../src/model/insights';
import type { Expectation } from './evaluationSet';

/** What the judge reads of an answer. */
export interface JudgedAnswer {
  response: string;
  sources: readonly { url: string }[];
  /** Whether the engine answered with its honest fallback (nothing on the site answers). */
  fallback: boolean;
}

/** right: what was expected; honest: the fallback where an answer was expected; wrong: a confident wrong answer. */
export type Verdict = 'right' | 'honest' | 'wrong';

const CATALOG_ROOTS = [...Object.values(CATALOGS).flatMap((catalog) => [catalog.pathPrefix, catalog.parent]), INSIGHTS.path];

export const isCatalogPath = (url: string): boolean => CATALOG_ROOTS.some((root) => url === root || url.startsWith(root.endsWith('/') ? root : `${root}/`));

const BOOKING_PAGE = '/book';

function meets(expectation: Expectation, answer: JudgedAnswer): boolean {
  const urls = answer.sources.map((source) => source.url);
  const catalogLinks = urls.filter(isCatalogPath);
  if ('pages' in expectation) {
    return urls.some((url) => expectation.pages.includes(url)) && catalogLinks.every((url) => expectation.pages.includes(url));
  }
  if (catalogLinks.length > 0) return 'meeting' in expectation && urls.includes(BOOKING_PAGE);
  if ('facts' in expectation) {
    const text = answer.response.toLowerCase();
    return !answer.fallback && expectation.facts.every((fact) => text.includes(fact.toLowerCase()));
  }
  if ('fallback' in expectation) return answer.fallback;
  if ('meeting' in expectation) return urls.includes(BOOKING_PAGE);
  return !answer.fallback;
}

export function judge(expectation: Expectation, answer: JudgedAnswer): Verdict {
  if (meets(expectation, answer)) return 'right';
  return answer.fallback ? 'honest' : 'wrong';
}
