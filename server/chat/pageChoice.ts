/**
 * Whether a page answers a message no topic has taken, and with what (docs/chat.md, "Whether a page
 * answers"): a fact topic beside a page it names, the best page with a second one it names beside it
 * and the FAQ it asks, or nothing where the message names a page but asks what the page does not
 * say; the page gate (./pageGate.ts) weighs the pages that do not explain nearly all the message.
 */
import type { AssistantTopic } from '../../src/model/schemas/assistantSchema';
import type { FaqDocument, SearchDocument } from '../../src/model/search/documents';
import { CONFIDENCE } from './confidence';
import { GENERAL_QUESTION_TERMS, QUESTION_TERMS } from './language';
import { MAX_LEAD, type PageFeatures } from './pageGate';
import type { MessageReader, PageItem, Reading } from './reader';
import type { Hit } from './retrieval';

/** A second page is linked only when the message names it beside the first ("GDPR and HIPAA?") and it scores near it. */
const SECOND_PAGE_SHARE = 0.8;
/** How far down the ranking a page whose whole title a message says is looked for. */
const TITLED_AMONG = 5;

/**
 * What a message no topic has taken leads to: a fact topic beside the page it names ("how much
 * does SOC 2 cost?" with no FAQ on the price: the prices topic, SOC 2 linked beside it), else the
 * best page, with how it matches for the page gate to weigh unless it explains nearly all the
 * message (`certain`); nothing where the message names a page but asks what the page does not say
 * ("how many people would work on our SOC 2 project?").
 */
export function pageStep(
  reader: MessageReader,
  reading: Reading,
):
  | { aside: { topic: AssistantTopic; page: SearchDocument }; page?: undefined; features?: undefined }
  | { aside?: undefined; page: NonNullable<Reading['page']>; second?: Hit<PageItem>; faq?: FaqDocument; features?: PageFeatures }
  | undefined {
  const { page } = reading;
  if (!page) return undefined;
  const faq = faqFor(reader, reading.terms, [page.item.url]);
  const aside = faq ? undefined : topicBesidePage(reader, reading);
  if (aside) return { aside };
  const second = secondPage(reading);
  if (!faq && !answersTheRest(reader, reading, second)) return undefined;
  return { page, second, faq, features: page.confidence >= CONFIDENCE.certain ? undefined : pageFeatures(reader, { ...reading, page }) };
}

/**
 * A second page the message names beside the best one ("GDPR and HIPAA?"): named in the
 * visitor's own words (not only in words the lexicon added, nor by a typo's guess) by a term the
 * first page does not match, and scoring near it.
 */
function secondPage({ page, pages, said }: Reading): Hit<PageItem> | undefined {
  if (!page || page.named.size === 0) return undefined;
  return pages.find(
    (hit) =>
      hit.item.url !== page.item.url &&
      hit.score >= page.score * SECOND_PAGE_SHARE &&
      [...hit.named].some((term) => !page.matched.has(term) && !hit.approximate.has(term) && said.includes(term)),
  );
}

/** How the best page matches the message, as the page gate reads it (pageGate.ts). */
function pageFeatures(reader: MessageReader, { page, pages, subject, said, topic }: Reading & { page: NonNullable<Reading['page']> }): PageFeatures {
  const lead = pages[1] ? Math.min(Math.log(page.score / pages[1].score), MAX_LEAD) : MAX_LEAD;
  const unknown = subject.filter((term) => !reader.pages.knows(term) && !reader.topics.gathered.knows(term)).length;
  return {
    coverage: page.confidence,
    lead,
    coverageLead: page.confidence * lead,
    named: page.named.size > 0 ? 1 : 0,
    titled: reader.saysTitleOf(page.item.url, said) ? 1 : 0,
    terms: Math.log1p(subject.length),
    unknown: subject.length === 0 ? 0 : unknown / subject.length,
    score: Math.log1p(page.score),
    topic: topic?.confidence ?? 0,
  };
}

/**
 * A fact topic that answers what the message asks beyond the title of a page it says ("how much
 * does SOC 2 cost?" with no FAQ on the price), and that page, to link beside the topic's answer.
 */
export function topicBesidePage(reader: MessageReader, { pages, topic, said }: Reading): { topic: AssistantTopic; page: SearchDocument } | undefined {
  if (!topic || topic.item.kind !== 'fact') return undefined;
  const page = pages.slice(0, TITLED_AMONG).find((hit) => reader.saysTitleOf(hit.item.url, said))?.item;
  if (!page) return undefined;
  const title = reader.titleTermsOf(page.url);
  const aspect = said.filter((term) => !title.includes(term));
  // It asks for a kind of fact ("how much", "how long", "who") about something beyond the title, not for the service ("can you do a GDPR audit?").
  if (!aspect.some((term) => QUESTION_TERMS.has(term) && !GENERAL_QUESTION_TERMS.has(term))) return undefined;
  if (!aspect.some((term) => !QUESTION_TERMS.has(term))) return undefined;
  return reader.coverage(aspect, topic.matched, undefined, topic.approximate) >= CONFIDENCE.sure ? { topic: topic.item, page } : undefined;
}

/** Whether the best page explains the words of the message beyond those that name it or the second page. */
function answersTheRest(reader: MessageReader, { page, terms }: Reading, second?: Hit<PageItem>): boolean {
  if (!page || page.named.size === 0) return true;
  const rest = terms.filter((term) => !page.named.has(term) && !second?.named.has(term) && !QUESTION_TERMS.has(term));
  return rest.length < CONFIDENCE.restTerms || reader.coverage(rest, page.headline, page.matched) >= CONFIDENCE.rest;
}

/** The FAQ of one of `pages` that the message asks, beyond the pages' own names. */
export function faqFor(reader: MessageReader, terms: readonly string[], pages: readonly string[]): FaqDocument | undefined {
  const hits = reader.faqs.search(terms).filter((hit) => pages.includes(hit.item.url));
  for (const hit of hits) {
    const nameTerms = reader.faqNameTerms.get(hit.item)!;
    // "What is SOC 2?" asks for the page's summary; "how long", "how much", "who" ask for one of its answers.
    const asked = terms.filter((term) => !nameTerms.has(term) && !GENERAL_QUESTION_TERMS.has(term));
    if (asked.length === 0) continue;
    if (reader.coverage(asked, hit.headline) >= 0.5) return hit.item;
  }
  return undefined;
}
