/**
 * The offline answer engine (docs/chat.md). A message is read (./reader.ts: its terms, the best of
 * the assistant's topics and the site's pages ranked, each with the share of the message it
 * explains); the engine chooses a topic (company facts, the booking step, privacy, small talk, the
 * honest fallback) where one explains enough of it, else lets ./pageChoice.ts decide whether a page
 * answers, else answers with the honest "I could not find a clear answer to that". A short message in a
 * conversation leans on the answer before. Every word of an answer comes from the content (./answers.ts).
 */
import type { ChatFacts, ChatKnowledge } from '../../src/model/chatKnowledge';
import type { AssistantTopic } from '../../src/model/schemas/assistantSchema';
import type { FaqDocument, SearchDocument } from '../../src/model/search/documents';
import { answerView } from './answerText';
import { Answers, type ChatAnswer } from './answers';
import { CONFIDENCE } from './confidence';
import { GENERAL_QUESTION_TERMS, plainTermsOf, QUESTION_TERMS } from './language';
import type { MeetingContext } from './meetingAnswer';
import { faqFor, pageStep, topicBesidePage } from './pageChoice';
import { ANSWER_CHANCE, answerChance, type PageFeatures } from './pageGate';
import { MessageReader, type Reading } from './reader';
import { ChatSessions } from './sessions';

export type { ChatAnswer, Source } from './answers';

/** A follow-up is short: its few terms lean on the topic before it. */
const MAX_FOLLOW_UP_TERMS = 4;
/** Words by which a short message leans on the one before: "and for HIPAA?", "can it run on site?", "how soon could we have one?". */
const LEANING_WORDS = new Set(['it', 'that', 'this', 'these', 'those', 'them', 'they', 'there', 'one']);
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
  private readonly reader: MessageReader;
  private readonly answers: Answers;
  private readonly byUrl: ReadonlyMap<string, SearchDocument>;

  /** The company's facts (the LLM's grounding names the company and its contacts). */
  readonly facts: ChatFacts;

  constructor(
    knowledge: ChatKnowledge,
    private readonly sessions = new ChatSessions(),
  ) {
    this.reader = new MessageReader(knowledge);
    this.facts = knowledge.facts;
    this.byUrl = new Map(knowledge.documents.map((document) => [document.url, document]));
    this.answers = new Answers(knowledge.assistant, answerView(knowledge.facts), this.byUrl);
  }

  /** The pages it answers from, by path. */
  knownPages(): string[] {
    return [...this.byUrl.keys()];
  }

  /** Whether a message asks to meet: the route then reads the free slots for the answer. */
  asksToMeet(message: string): boolean {
    return this.chosenTopic(this.reader.read(message.trim()))?.kind === 'meeting';
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
      this.reader.saysTitleOf(page.item.url, reading.said) &&
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
      return this.pageAnswer([this.byUrl.get(named)!], faqFor(this.reader, asked, [named]), sessionId, asked);
    }
    const faq = faqFor(this.reader, reading.terms, previous);
    if (faq) return this.pageAnswer([this.byUrl.get(faq.url)!], faq, sessionId, reading.terms);
    // "Do you need admin access for that?" is about the answer before, though "admin" names another page; a page's whole title is not.
    const titled = reading.page !== undefined && this.reader.saysTitleOf(reading.page.item.url, reading.said);
    if ((pronoun && !titled) || (leading && !named && (reading.page?.confidence ?? 0) < CONFIDENCE.sure)) {
      return this.pageAnswer([this.byUrl.get(previous[0]!)!], undefined, sessionId, reading.terms);
    }
    return undefined;
  }

  /** The best page of a message no topic answers and how it matches, for fitting the page gate (evaluation/fitPageGate.ts). */
  pageFeaturesOf(message: string): { url: string; features: PageFeatures } | undefined {
    const reading = this.reader.readAnew(message.trim());
    const step = this.chosenTopic(reading) ? undefined : pageStep(this.reader, reading);
    return step?.page && step.features && { url: step.page.item.url, features: step.features };
  }

  /** The answer to a message; a request to meet is answered from `meeting` (the free slots and the visitor's zone). */
  answer(rawMessage: string, sessionId?: string, meeting?: MeetingContext): ChatAnswer {
    const message = rawMessage.trim();
    const reading = this.reader.read(message);
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
          : topicBesidePage(this.reader, reading)?.page;
      return this.topicAnswer(topic, message, meeting, sessionId, named);
    }
    const step = pageStep(this.reader, reading);
    if (step?.aside) return this.topicAnswer(step.aside.topic, message, meeting, sessionId, step.aside.page);
    if (step?.page && (!step.features || answerChance(step.features) >= ANSWER_CHANCE)) {
      return this.pageAnswer([step.page.item, ...(step.second ? [step.second.item] : [])], step.faq, sessionId, reading.terms);
    }
    return this.answers.unsure();
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
