/**
 * The offline answer engine (docs/chat.md). A message is read as terms (language.ts) plus the site's
 * words the lexicon maps it to, then matched two ways: against the ways visitors ask for each of the
 * assistant's topics (company facts, the booking step, privacy, small talk, the honest fallback) and
 * against the site's pages (title, visitors' words, summary, FAQ questions, headings, copy). The
 * answer is the one that explains more of the message, above a bar; below it, the honest "we have
 * nothing published on that". Every word of an answer comes from the content: a topic's template
 * over the facts, or a page's FAQ answer or summary.
 */
import type { ChatFacts, ChatKnowledge } from '../../src/model/chatKnowledge';
import type { AssistantTopic } from '../../src/model/schemas/assistantSchema';
import type { FaqDocument, SearchDocument } from '../../src/model/search/documents';
import { answerView } from './answerText';
import { Answers, type ChatAnswer } from './answers';
import { isNumberTerm, messageTermsOf, plainTermsOf, QUESTION_TERMS, termsOf } from './language';
import { compileLexicon, type Lexicon, situationsIn } from './lexicon';
import type { MeetingContext } from './meetingAnswer';
import { ANSWER_CHANCE, answerChance, MAX_LEAD, type PageFeatures } from './pageGate';
import { createIndex, type Hit, type Index } from './retrieval';
import { ChatSessions } from './sessions';
import { type TopicIndexes, topicIndexesOf } from './topicIndexes';

export type { ChatAnswer, Source } from './answers';

/**
 * The bars of the engine's confidence, each a share of the message's weighted terms that a match
 * explains unless said otherwise (docs/chat.md). Chosen on the evaluation set's development part
 * (npm run bench:chat -- --misses dev); never on the test part.
 */
export const CONFIDENCE = {
  /** A topic one of whose ways to ask explains this much of a message is preferred to the other topics. */
  closeAsk: 0.9,
  /** A topic this sure wins unless a page explains more by over `tie`. */
  sure: 0.6,
  tie: 0.2,
  /** Otherwise the better match answers if it explains this much. */
  enough: 0.5,
  /** A page this certain answers, and is not outdone by a topic that explains less; a less certain one is weighed by the page gate. */
  certain: 0.7,
  /** A page named by a message that explains this much of it is the subject of its question. */
  clear: 0.2,
  /** What a match in a page's copy counts beside one in its headline fields. */
  bodyShare: 0.5,
  /** What a term matched only as a prefix or with a typo counts beside one matched as it is. */
  approximateShare: 0.5,
  /** What a word the site never uses weighs, as a share of the rarest word's weight. */
  unknownShare: 0.6,
  /** A request to meet this clear is answered with the booking step, whatever page it names. */
  meeting: 0.3,
  /** A page named by a message with `restTerms` or more other words must explain `rest` of them. */
  rest: 0.15,
  restTerms: 4,
};
/** A second page is linked only when the message names it beside the first ("GDPR and HIPAA?") and it scores near it. */
const SECOND_PAGE_SHARE = 0.8;
/** How far down the ranking a page whose whole title a message says is looked for. */
const TITLED_AMONG = 5;
/** A follow-up is short: its few terms lean on the topic before it. */
const MAX_FOLLOW_UP_TERMS = 4;
const GENERAL_QUESTION_TERMS = new Set(['what', 'which']);

type PageItem = SearchDocument & { questions: string };

interface Reading {
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

/** Words by which a short message leans on the one before: "and for HIPAA?", "can it run on site?". */
const LEANING_WORDS = new Set(['it', 'that', 'this', 'these', 'those', 'them', 'they', 'there']);
const LEADING_WORDS = new Set(['and', 'also', 'but']);
/** Words a reply may open with before it says anything ("ok and for HIPAA?"). */
const OPENING_WORDS = new Set(['ok', 'okay', 'alright', 'so', 'well', 'hmm', 'right', 'cool', 'great']);
function leaningOf(message: string): { pronoun: boolean; leading: boolean } {
  const words = plainTermsOf(message);
  const first = words.find((word) => !OPENING_WORDS.has(word)) ?? '';
  return {
    pronoun: words.some((word) => LEANING_WORDS.has(word)),
    leading: LEADING_WORDS.has(first) || /^\s*(?:(?:ok|okay|so|well),?\s+)?(what|how)\s+about\b/i.test(message),
  };
}

export class ChatEngine {
  private readonly pages: Index<PageItem>;
  private readonly faqs: Index<FaqDocument>;
  private readonly faqNameTerms: ReadonlyMap<FaqDocument, ReadonlySet<string>>;
  private readonly topics: TopicIndexes;
  private readonly lexicon: Lexicon;
  private readonly answers: Answers;
  private readonly byUrl: ReadonlyMap<string, SearchDocument>;
  private readonly nameTerms: Set<string>;
  private readonly titleTerms: ReadonlyMap<string, readonly string[]>;
  /** Each page by its title's terms (sorted, once each), where no other page has the same. */
  private readonly byTitle: ReadonlyMap<string, string>;

  /** The company's facts (the LLM's grounding names the company and its contacts). */
  readonly facts: ChatFacts;

  constructor(
    knowledge: ChatKnowledge,
    private readonly sessions = new ChatSessions(),
  ) {
    ({ pages: this.pages, faqs: this.faqs, faqNameTerms: this.faqNameTerms, topics: this.topics, lexicon: this.lexicon } = indexesOf(knowledge));
    this.facts = knowledge.facts;
    this.byUrl = new Map(knowledge.documents.map((document) => [document.url, document]));
    this.answers = new Answers(knowledge.assistant, answerView(knowledge.facts), this.byUrl);
    this.nameTerms = new Set(termsOf(knowledge.facts.company.name));
    // As a message's terms are read: "Chatbots & Virtual Assistants" is said without the company's "virtual".
    this.titleTerms = new Map(knowledge.documents.map((document) => [document.url, termsOf(document.title).filter((term) => !this.nameTerms.has(term))]));
    const titleKeys = [...this.titleTerms].map(([url, terms]) => [[...new Set(terms)].sort().join(' '), url] as const).filter(([key]) => key !== '');
    this.byTitle = new Map(titleKeys.filter(([key]) => titleKeys.filter(([other]) => other === key).length === 1));
  }

  /** The pages it answers from, by path. */
  knownPages(): string[] {
    return [...this.byUrl.keys()];
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
  private coverage(
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

  private read(message: string): Reading {
    if (this.lastReading?.message !== message) this.lastReading = { message, reading: this.readAnew(message) };
    return this.lastReading.reading;
  }

  private readAnew(message: string): Reading {
    const { terms, said, asWritten, situations, timeTerms, notNow, now } = this.termsOf(message);
    // What a page is about is in the message's other words: "who", "how long" ask what kind of answer.
    const subject = terms.filter((term) => !QUESTION_TERMS.has(term));
    // "Next week", "on Friday" say when: no page is sought by them, and none explains them.
    const pages = this.titledFirst(
      this.pages.search(subject.filter((term) => !timeTerms.has(term))),
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

  /** Whether a message asks to meet: the route then reads the free slots for the answer. */
  asksToMeet(message: string): boolean {
    return this.chosenTopic(this.read(message.trim()))?.kind === 'meeting';
  }

  private chosenTopic(reading: Reading): AssistantTopic | undefined {
    const { topic, page } = reading;
    // "What do you do?" is the "what we do" topic's question as written, though its only term is a question word.
    if (reading.exact) return reading.exact;
    if (!topic) return undefined;
    const pageConfidence = page?.confidence ?? 0;
    // "A meeting next week about our SOC 2 readiness" asks to meet; the page it names is linked beside the booking step.
    if (topic.item.kind === 'meeting' && topic.confidence >= CONFIDENCE.meeting) return topic.item;
    // A situation the lexicon recognised ("ransomware", "ignore your rules") decides for the topic it belongs to.
    if (topic.signalled) return topic.item;
    // "Network security", "do you do penetration testing?": a message that says a service's or an
    // article's whole title is about that page, unless a topic explains more of it than the title does
    // (a company page's title, "free consultation", is asked of the topics that answer from it).
    if (
      page &&
      page.item.section !== 'Company' &&
      this.saysTitleOf(page.item.url, reading.said) &&
      [...topic.matched].every((term) => page.named.has(term) || GENERAL_QUESTION_TERMS.has(term))
    )
      return undefined;
    // What is under way, said to be happening now, keeps the message from the page that names it: "incident response needed now" is the emergency.
    const underWayNow = topic.item.underWay && reading.now;
    // "Can you check our code for security holes?": a topic that matches no word the named page's headline lacks, and fewer words than the page, does not take it.
    if (
      page &&
      page.named.size > 0 &&
      !underWayNow &&
      [...topic.matched].every((term) => page.headline.has(term) || QUESTION_TERMS.has(term)) &&
      page.matched.size > topic.matched.size
    )
      return undefined;
    // A page the message names and that explains nearly all of it is not outdone by a topic that explains less ("code review for security?").
    const tie = page && page.named.size > 0 && pageConfidence >= CONFIDENCE.certain && !underWayNow ? 0 : CONFIDENCE.tie;
    if (topic.confidence >= CONFIDENCE.sure && topic.confidence >= pageConfidence - tie) return topic.item;
    if (pageConfidence >= CONFIDENCE.enough) return undefined;
    // A message that names a page ("how big can GDPR fines get?") is about that page, unless a topic is sure.
    if (page && page.named.size > 0 && page.confidence >= CONFIDENCE.clear && ![...page.named].some((term) => topic.matched.has(term))) return undefined;
    return topic.confidence >= CONFIDENCE.enough ? topic.item : undefined;
  }

  /**
   * A short message that leans on the answer before: "how long does it take?" is one of the previous
   * pages' FAQs; "and for HIPAA?" asks the previous question about the page it names; "can it run on
   * site?" and "what about Spanish?", with no page of their own, are about the previous page.
   */
  private followUp(
    reading: Reading,
    message: string,
    previous: readonly string[],
    askedBefore: readonly string[],
    sessionId: string | undefined,
  ): ChatAnswer | undefined {
    const { pronoun, leading } = leaningOf(message);
    const named = reading.page && reading.page.named.size > 0 ? reading.page.item.url : undefined;
    if (named && !previous.includes(named) && leading && !pronoun) {
      const asked = reading.terms.some((term) => QUESTION_TERMS.has(term)) ? reading.terms : [...reading.terms, ...askedBefore];
      return this.pageAnswer([this.byUrl.get(named)!], this.faqFor(asked, [named]), sessionId, asked);
    }
    const faq = this.faqFor(reading.terms, previous);
    if (faq) return this.pageAnswer([this.byUrl.get(faq.url)!], faq, sessionId, reading.terms);
    // "Do you need admin access for that?" is about the answer before, though "admin" names another page; a page's whole title is not.
    const titled = reading.page !== undefined && this.saysTitleOf(reading.page.item.url, reading.said);
    if ((pronoun && !titled) || (leading && !named && (reading.page?.confidence ?? 0) < CONFIDENCE.sure)) {
      return this.pageAnswer([this.byUrl.get(previous[0]!)!], undefined, sessionId, reading.terms);
    }
    return undefined;
  }

  /**
   * What a message no topic has taken leads to: a fact topic beside the page it names ("how much
   * does SOC 2 cost?" with no FAQ on the price: the prices topic, SOC 2 linked beside it), else the
   * best page, with how it matches for the page gate to weigh unless it explains nearly all the
   * message (`certain`); nothing where the message names a page but asks what the page does not say
   * ("how many people would work on our SOC 2 project?").
   */
  private pageStep(
    reading: Reading,
  ):
    | { aside: { topic: AssistantTopic; page: SearchDocument }; page?: undefined; features?: undefined }
    | { aside?: undefined; page: NonNullable<Reading['page']>; second?: Hit<PageItem>; faq?: FaqDocument; features?: PageFeatures }
    | undefined {
    const { page } = reading;
    if (!page) return undefined;
    const faq = this.faqFor(reading.terms, [page.item.url]);
    const aside = faq ? undefined : this.topicBesidePage(reading);
    if (aside) return { aside };
    const second = this.secondPage(reading);
    if (!faq && !this.answersTheRest(reading, second)) return undefined;
    return { page, second, faq, features: page.confidence >= CONFIDENCE.certain ? undefined : this.pageFeatures({ ...reading, page }) };
  }

  /**
   * A second page the message names beside the best one ("GDPR and HIPAA?"): named in the
   * visitor's own words (not only in words the lexicon added, nor by a typo's guess) by a term the
   * first page does not match, and scoring near it.
   */
  private secondPage({ page, pages, said }: Reading): Hit<PageItem> | undefined {
    if (!page || page.named.size === 0) return undefined;
    return pages.find(
      (hit) =>
        hit.item.url !== page.item.url &&
        hit.score >= page.score * SECOND_PAGE_SHARE &&
        [...hit.named].some((term) => !page.matched.has(term) && !hit.approximate.has(term) && said.includes(term)),
    );
  }

  /** How the best page matches the message, as the page gate reads it (pageGate.ts). */
  private pageFeatures({ page, pages, subject, said, topic }: Reading & { page: NonNullable<Reading['page']> }): PageFeatures {
    const lead = pages[1] ? Math.min(Math.log(page.score / pages[1].score), MAX_LEAD) : MAX_LEAD;
    const unknown = subject.filter((term) => !this.pages.knows(term) && !this.topics.gathered.knows(term)).length;
    return {
      coverage: page.confidence,
      lead,
      coverageLead: page.confidence * lead,
      named: page.named.size > 0 ? 1 : 0,
      titled: this.saysTitleOf(page.item.url, said) ? 1 : 0,
      terms: Math.log1p(subject.length),
      unknown: subject.length === 0 ? 0 : unknown / subject.length,
      score: Math.log1p(page.score),
      topic: topic?.confidence ?? 0,
    };
  }

  /** The best page of a message no topic answers and how it matches, for fitting the page gate (evaluation/fitPageGate.ts). */
  pageFeaturesOf(message: string): { url: string; features: PageFeatures } | undefined {
    const reading = this.readAnew(message.trim());
    const step = this.chosenTopic(reading) ? undefined : this.pageStep(reading);
    return step?.page && step.features && { url: step.page.item.url, features: step.features };
  }

  /**
   * A fact topic that answers what the message asks beyond the title of a page it says ("how much
   * does SOC 2 cost?" with no FAQ on the price), and that page, to link beside the topic's answer.
   */
  private topicBesidePage({ pages, topic, said }: Reading): { topic: AssistantTopic; page: SearchDocument } | undefined {
    if (!topic || topic.item.kind !== 'fact') return undefined;
    const page = pages.slice(0, TITLED_AMONG).find((hit) => this.saysTitleOf(hit.item.url, said))?.item;
    if (!page) return undefined;
    const title = this.titleTerms.get(page.url)!;
    const aspect = said.filter((term) => !title.includes(term));
    // It asks for a kind of fact ("how much", "how long", "who") about something beyond the title, not for the service ("can you do a GDPR audit?").
    if (!aspect.some((term) => QUESTION_TERMS.has(term) && !GENERAL_QUESTION_TERMS.has(term))) return undefined;
    if (!aspect.some((term) => !QUESTION_TERMS.has(term))) return undefined;
    return this.coverage(aspect, topic.matched, undefined, topic.approximate) >= CONFIDENCE.sure ? { topic: topic.item, page } : undefined;
  }

  /** Whether the message holds every term of the page's title. */
  private saysTitleOf(url: string, said: readonly string[]): boolean {
    const title = this.titleTerms.get(url)!;
    return title.length > 0 && title.every((term) => said.includes(term));
  }

  /** Whether the best page explains the words of the message beyond those that name it or the second page. */
  private answersTheRest({ page, terms }: Reading, second?: Hit<PageItem>): boolean {
    if (!page || page.named.size === 0) return true;
    const rest = terms.filter((term) => !page.named.has(term) && !second?.named.has(term) && !QUESTION_TERMS.has(term));
    return rest.length < CONFIDENCE.restTerms || this.coverage(rest, page.headline, page.matched) >= CONFIDENCE.rest;
  }

  /** The FAQ of one of `pages` that the message asks, beyond the pages' own names. */
  private faqFor(terms: readonly string[], pages: readonly string[]): FaqDocument | undefined {
    const hits = this.faqs.search(terms).filter((hit) => pages.includes(hit.item.url));
    for (const hit of hits) {
      const nameTerms = this.faqNameTerms.get(hit.item)!;
      // "What is SOC 2?" asks for the page's summary; "how long", "how much", "who" ask for one of its answers.
      const asked = terms.filter((term) => !nameTerms.has(term) && !GENERAL_QUESTION_TERMS.has(term));
      if (asked.length === 0) continue;
      if (this.coverage(asked, hit.headline) >= 0.5) return hit.item;
    }
    return undefined;
  }

  /** The answer to a message; a request to meet is answered from `meeting` (the free slots and the visitor's zone). */
  answer(rawMessage: string, sessionId?: string, meeting?: MeetingContext): ChatAnswer {
    const message = rawMessage.trim();
    const reading = this.read(message);
    const previous = this.sessions.topic(sessionId);

    if (previous.length > 0 && reading.terms.length <= MAX_FOLLOW_UP_TERMS) {
      const followUp = this.followUp(reading, message, previous, this.sessions.asked(sessionId), sessionId);
      if (followUp) return followUp;
    }

    const topic = this.chosenTopic(reading);
    if (topic) {
      const named =
        topic.kind === 'meeting' && reading.page && reading.page.named.size > 0 && reading.page.confidence >= CONFIDENCE.clear
          ? reading.page.item
          : this.topicBesidePage(reading)?.page;
      return this.topicAnswer(topic, message, meeting, sessionId, named);
    }
    const step = this.pageStep(reading);
    if (step?.aside) return this.topicAnswer(step.aside.topic, message, meeting, sessionId, step.aside.page);
    if (step?.page && (!step.features || answerChance(step.features) >= ANSWER_CHANCE)) {
      return this.pageAnswer([step.page.item, ...(step.second ? [step.second.item] : [])], step.faq, sessionId, reading.terms);
    }
    return this.answers.nothing();
  }

  private topicAnswer(
    topic: AssistantTopic,
    message: string,
    meeting: MeetingContext | undefined,
    sessionId: string | undefined,
    about?: SearchDocument,
  ): ChatAnswer {
    const answer = this.answers.topic(topic, message, meeting, about);
    // The page linked beside a topic's answer is what a follow-up leans on ("and how long does it take?").
    if (answer.matches.length > 0) this.sessions.remember(sessionId, [answer.matches[0]!.url]);
    return answer;
  }

  private pageAnswer(pages: readonly SearchDocument[], faq: FaqDocument | undefined, sessionId: string | undefined, terms: readonly string[]): ChatAnswer {
    this.sessions.remember(
      sessionId,
      pages.map((page) => page.url),
      terms.filter((term) => QUESTION_TERMS.has(term)),
    );
    return this.answers.pages(pages, faq);
  }
}
