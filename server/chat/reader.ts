/**
 * How the engine reads a message (docs/chat.md, "How it answers"): its terms, with the site's words
 * the lexicon maps it to, then the best topic and the pages ranked, each with the share of the
 * message it explains. What the reading decides nothing about: ./engine.ts chooses a topic,
 * ./pageChoice.ts whether a page answers.
 */
import type { ChatKnowledge } from '../../src/model/chatKnowledge';
import type { AssistantTopic } from '../../src/model/schemas/assistantSchema';
import type { FaqDocument, SearchDocument } from '../../src/model/search/documents';
import { CONFIDENCE } from './confidence';
import { isNumberTerm, messageTermsOf, QUESTION_TERMS, termsOf } from './language';
import { compileLexicon, type Lexicon, situationsIn } from './lexicon';
import { createIndex, type Hit, type Index } from './retrieval';
import { type TopicIndexes, topicIndexesOf } from './topicIndexes';

export type PageItem = SearchDocument & { questions: string };

export interface Reading {
  terms: string[];
  /** The terms that say what the message is about: its terms but question words. */
  subject: string[];
  /** The message's own terms, without those the lexicon added. */
  said: string[];
  /** Whether the message says it is happening as the visitor writes ("now", "currently"). */
  now: boolean;
  /** The topic one of whose ways to ask the message is, word for word. */
  exact?: AssistantTopic;
  /** The best topic; `signalled` when it holds every word of a situation the lexicon found ("incident happening now"). */
  topic?: Hit<AssistantTopic> & { confidence: number; signalled: boolean };
  page?: Hit<PageItem> & { confidence: number };
  pages: Hit<PageItem>[];
}

interface Indexes {
  pages: Index<PageItem>;
  faqs: Index<FaqDocument>;
  /** Each FAQ's page name and visitor words as terms: what a question beyond them asks. */
  faqNameTerms: ReadonlyMap<FaqDocument, ReadonlySet<string>>;
  topics: TopicIndexes;
  lexicon: Lexicon;
}

/** Building the indexes reads every page's words (a few hundred ms): once per knowledge, however many engines share it. */
const built = new WeakMap<ChatKnowledge, Indexes>();

function indexesOf(knowledge: ChatKnowledge): Indexes {
  const cached = built.get(knowledge);
  if (cached) return cached;
  const questions = new Map<string, string[]>();
  for (const faq of knowledge.faqs) questions.set(faq.url, [...(questions.get(faq.url) ?? []), faq.question]);
  const items = knowledge.documents.map((document) => ({ ...document, questions: (questions.get(document.url) ?? []).join(' ') }));
  // An article's title is a headline, not a name: "an hour" or "before it starts" does not name "GDPR
  // breach notification: what to prepare before the 72 hours start" as "network" names Network Security.
  // And an article is a long read: the everyday words of its copy rank it half as much as a page's.
  const isArticle = (page: PageItem) => page.section === 'Insights';
  const indexes: Indexes = {
    pages: createIndex(items, {
      fields: {
        title: (page) => (isArticle(page) ? '' : page.title),
        headline: (page) => (isArticle(page) ? page.title : ''),
        keywords: (page) => page.keywords,
        summary: (page) => page.summary,
        questions: (page) => page.questions,
        headings: (page) => page.headings,
        text: (page) => (isArticle(page) ? '' : page.text),
        articleText: (page) => (isArticle(page) ? page.text : ''),
      },
      boost: { title: 4, headline: 4, keywords: 3, summary: 1.5, questions: 1.5, headings: 1.5, text: 1, articleText: 0.5 },
      headline: ['title', 'headline', 'keywords', 'summary', 'questions', 'headings'],
      name: ['title', 'keywords'],
    }),
    faqs: createIndex(knowledge.faqs, { fields: { question: (faq) => faq.question }, boost: { question: 1 }, headline: ['question'] }),
    faqNameTerms: new Map(knowledge.faqs.map((faq) => [faq, new Set(termsOf(`${faq.title} ${faq.keywords}`))])),
    topics: topicIndexesOf(knowledge.assistant.topics),
    lexicon: compileLexicon(knowledge.assistant.lexicon),
  };
  built.set(knowledge, indexes);
  return indexes;
}

/** Reads messages against one knowledge's indexes. */
export class MessageReader {
  readonly pages: Index<PageItem>;
  readonly faqs: Index<FaqDocument>;
  /** Each FAQ's page name and visitor words as terms: what a question beyond them asks. */
  readonly faqNameTerms: ReadonlyMap<FaqDocument, ReadonlySet<string>>;
  readonly topics: TopicIndexes;
  private readonly lexicon: Lexicon;
  private readonly nameTerms: Set<string>;
  private readonly titleTerms: ReadonlyMap<string, readonly string[]>;
  /** Each page by its title's terms (sorted, once each), where no other page has the same. */
  private readonly byTitle: ReadonlyMap<string, string>;

  constructor(knowledge: ChatKnowledge) {
    ({ pages: this.pages, faqs: this.faqs, faqNameTerms: this.faqNameTerms, topics: this.topics, lexicon: this.lexicon } = indexesOf(knowledge));
    this.nameTerms = new Set(termsOf(knowledge.facts.company.name));
    // As a message's terms are read: "Chatbots & Virtual Assistants" is said without the company's "virtual".
    this.titleTerms = new Map(knowledge.documents.map((document) => [document.url, termsOf(document.title).filter((term) => !this.nameTerms.has(term))]));
    const titleKeys = [...this.titleTerms].map(([url, terms]) => [[...new Set(terms)].sort().join(' '), url] as const).filter(([key]) => key !== '');
    this.byTitle = new Map(titleKeys.filter(([key]) => titleKeys.filter(([other]) => other === key).length === 1));
  }

  /** A page's title as terms, without the company's name. */
  titleTermsOf(url: string): readonly string[] {
    return this.titleTerms.get(url)!;
  }

  /** The message's terms: without the company's name, with the site's words the lexicon maps it to. */
  private termsOf(message: string): {
    terms: string[];
    said: string[];
    /** Every word as a term, none left out: for matching a way to ask word for word. */
    asWritten: string[];
    situations: (readonly string[])[];
    timeTerms: ReadonlySet<string>;
    notNow: boolean;
    now: boolean;
  } {
    const read = messageTermsOf(message);
    const terms = read.terms.filter((term) => !this.nameTerms.has(term));
    const situations = situationsIn(read.plainTerms, this.lexicon);
    return {
      terms: [...new Set([...terms, ...situations.flat()])],
      said: terms,
      asWritten: read.plainTerms,
      situations,
      timeTerms: read.timeTerms,
      notNow: read.notNow,
      now: read.now,
    };
  }

  /**
   * The ranking with first the page whose title is all the message says, if one is ranked: "what AI
   * services do you offer?" says only the AI Services page's title ("services" is any firm's word),
   * though "AI" is in many pages' titles and one of them scores higher.
   */
  private titledFirst(pages: Hit<PageItem>[], saying: readonly string[]): Hit<PageItem>[] {
    const key = [...new Set(saying)].sort().join(' ');
    const url = this.byTitle.get(key);
    const titled = url === undefined ? undefined : pages.find((hit) => hit.item.url === url);
    return titled ? [titled, ...pages.filter((hit) => hit !== titled)] : pages;
  }

  /** The share of the message's known terms (weighted by how telling each is among the pages) that `found` holds; `partly` and `approximate` count less. */
  coverage(
    terms: readonly string[],
    found: ReadonlySet<string>,
    partly: ReadonlySet<string> = new Set(),
    approximate: ReadonlySet<string> = new Set(),
  ): number {
    // A word the site never uses counts too ("the capital of Australia" is not a question about "what").
    const weight = (term: string) =>
      this.pages.knows(term) || this.topics.gathered.knows(term) ? this.pages.weight(term) : this.pages.weight('') * CONFIDENCE.unknownShare;
    const total = terms.reduce((sum, term) => sum + weight(term), 0);
    const shareOf = (term: string) => {
      if (!found.has(term) && !partly.has(term)) return 0;
      // "mate" is "material" only by its first letters: a guess counts half of what a match as it is would.
      const share = found.has(term) ? 1 : CONFIDENCE.bodyShare;
      return approximate.has(term) ? share * CONFIDENCE.approximateShare : share;
    };
    return total === 0 ? 0 : terms.reduce((sum, term) => sum + shareOf(term) * weight(term), 0) / total;
  }

  /** The route asks whether a message asks to meet, then answers it: the reading of the last message is kept for that. */
  private lastReading?: { message: string; reading: Reading };

  read(message: string): Reading {
    if (this.lastReading?.message !== message) this.lastReading = { message, reading: this.readAnew(message) };
    return this.lastReading.reading;
  }

  /** A reading not kept as the last one (the page gate's fit reads every message of the evaluation set). */
  readAnew(message: string): Reading {
    const { terms, said, asWritten, situations, timeTerms, notNow, now } = this.termsOf(message);
    // What a page is about is in the message's other words: "who", "how long" ask what kind of answer.
    const subject = terms.filter((term) => !QUESTION_TERMS.has(term));
    // "Next week", "on Friday" say when: no page is sought by them, and none explains them. The words
    // the lexicon adds rank pages less than the visitor's own: "sell online" adds five words of the
    // e-commerce page, which outranked the PCI DSS page the visitor named ("pci rules").
    const pages = this.titledFirst(
      this.pages.search(
        subject.filter((term) => !timeTerms.has(term)),
        new Map(terms.filter((term) => !said.includes(term)).map((term) => [term, CONFIDENCE.addedRank])),
      ),
      said.filter((term) => !QUESTION_TERMS.has(term)),
    );
    const page = pages[0] && { ...pages[0], confidence: this.coverage(subject, pages[0].headline, pages[0].matched, pages[0].approximate) };
    // The honest answer's ways to ask are aspects of any subject ("a sample … report", "how many people
    // would work on …"): they are matched on the words beside those that name the best page.
    // A number alone ("1") names no page: versions and years stand in many titles.
    const naming = page && [...page.named].some((term) => !isNumberTerm(term)) ? page.named : new Set<string>();
    const rest = terms.filter((term) => !naming.has(term) && !(naming.size > 0 && page!.headline.has(term)));
    // Numbers and question words beside a page's name ask nothing of their own ("type 1 or type 2?"),
    // nor does one word the named page's copy explains ("fraud detection for payments").
    const asking = rest.filter((term) => !isNumberTerm(term) && !QUESTION_TERMS.has(term));
    const explained = (term: string) => (naming.size > 0 ? page!.matched : (page?.headline ?? new Set<string>())).has(term);
    const aspect = asking.length > 1 || (asking.length === 1 && !explained(asking[0]!)) || (naming.size === 0 && asking.length === 0) ? rest : [];
    const byTopic = new Map<AssistantTopic, Hit<AssistantTopic> & { confidence: number; signalled: boolean }>();
    const signalledTopics = new Set<AssistantTopic>();
    // A day or a time counts for a topic that matches it, against none that does not: "what time do you open tomorrow?" asks the hours.
    const askedOf = (base: readonly string[], hit: Hit<unknown>) => base.filter((term) => !timeTerms.has(term) || hit.matched.has(term));
    for (const hit of this.topics.gathered.search(terms)) {
      const { topic } = hit.item;
      // "If we get hacked", "we were hacked last year": not an attack under way.
      if (notNow && topic.underWay) continue;
      // Question words say what kind of answer is wanted; a topic must match what the question is about too.
      if (![...hit.matched].some((term) => !QUESTION_TERMS.has(term))) continue;
      if (situations.some((means) => means.every((term) => hit.matched.has(term)))) signalledTopics.add(topic);
      const confidence = this.coverage(askedOf(topic.kind === 'fallback' ? aspect : said, hit), hit.matched, undefined, hit.approximate);
      const best = byTopic.get(topic);
      if (!best || confidence > best.confidence || (confidence === best.confidence && hit.score > best.score)) {
        byTopic.set(topic, { ...hit, item: topic, confidence, signalled: false });
      }
    }
    // A topic one of whose ways to ask says nearly all the message goes first ("need to reschedule my
    // consultation to next week" is moving a booking, though the booking rules' words explain more of it).
    const closeAsk = new Set<AssistantTopic>();
    for (const hit of this.topics.eachAsk.search(terms)) {
      if (!(notNow && hit.item.topic.underWay) && this.coverage(askedOf(said, hit), hit.matched, undefined, hit.approximate) >= CONFIDENCE.closeAsk)
        closeAsk.add(hit.item.topic);
    }
    const topic = [...byTopic.values()]
      .map((hit) => ({ ...hit, signalled: signalledTopics.has(hit.item) }))
      .sort((a, b) => Number(b.signalled) - Number(a.signalled) || Number(closeAsk.has(b.item)) - Number(closeAsk.has(a.item)) || b.score - a.score)[0];
    return { terms, subject, said, now, exact: this.topics.exactAsks.get(asWritten.join(' ')), topic, page, pages };
  }

  /** Whether the message holds every term of the page's title. */
  saysTitleOf(url: string, said: readonly string[]): boolean {
    const title = this.titleTerms.get(url)!;
    return title.length > 0 && title.every((term) => said.includes(term));
  }
}
