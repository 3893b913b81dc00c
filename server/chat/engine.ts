/**
 * The offline answer engine: intents for greetings, thanks, hours, location, contact, pricing and
 * requests to meet (the booking step with the next free slots, which the route reads), retrieval over the site's own pages for everything else, and a polite steer back for questions
 * outside the company's scope. Answers are short markdown: a sentence or two from the best match,
 * then links to the most relevant pages. Never empty. A question that one of the pages' FAQs
 * answers gets that answer; a short follow-up ('how long does it take?') is read against the
 * pages of the session's previous answer.
 */
import { detectIntents, weekdayIn, withoutRequestWords, type Intent } from './intents';
import { meetingAnswer, type MeetingContext } from './meetingAnswer';
import type { Company } from '../../src/model/schemas/pageSchemas';
import type { FaqDocument, SearchDocument } from '../../src/model/search/documents';
import { addressLines } from '../../src/model/siteContentTypes';
import { createFaqRetriever, createRetriever, isConfident, queryTerms, type FaqRetriever, type Retriever } from './retrieval';
import { ChatSessions } from './sessions';

export interface Source {
  title: string;
  url: string;
}

export interface ChatAnswer {
  response: string;
  sources: Source[];
  /** The intents handled and the retrieved pages, for tests and grounding an LLM. */
  intents: Intent[];
  matches: SearchDocument[];
  /** The FAQ whose answer was given, if one was. */
  faq?: FaqDocument;
}

/** Below this score (relative to a clear single-field match) a hit is noise, not an answer. */
const MIN_SCORE = 4;
const MAX_LINKS = 3;
/** A runner-up page whose FAQs are asked too scores at least this share of the best page's score. */
const FAQ_RUNNER_UP_SHARE = 0.8;

type RankedDocument = SearchDocument & { score: number };

const link = (source: Source) => `[${source.title}](${source.url})`;
const CONTACT: Source = { title: 'Contact Us', url: '/contact' };
const hoursText = (company: Company) => company.hours.map((slot) => `${slot.days}: ${slot.hours}`).join('; ');

/** What the engine answers from: the build's manifest has it (dist-internal/site.json, server/siteManifest.ts). */
export interface ChatKnowledge {
  documents: readonly SearchDocument[];
  faqs: readonly FaqDocument[];
  company: Company;
}

/** A message phrased as a question ('how long …', 'what does it cost?', 'and for level 2?'). */
const QUESTION = /\?|\b(how|what|which|who|whom|when|where|why|does|do|did|can|could|should|must|is there|are there)\b|^\s*(and|but|also|is|are|will|would)\b/i;
/** A follow-up is short: its few words lean on the topic before it. */
const MAX_FOLLOW_UP_TERMS = 4;

/** What a question asks about, so 'how many days …' prefers 'How quickly …' to another question on the page. */
const ASPECTS: readonly (readonly [string, RegExp])[] = [
  ['time', /\b(how long|how many (days|weeks|months|hours)|how quickly|how soon|how fast|timeline|duration|take)\b/i],
  ['cost', /\b(cost|costs|price|pricing|how much|fees?|budget|quote)\b/i],
  ['input', /\b(provide|need from us|need to give|prepare|access do)\b/i],
  ['output', /\b(receive|deliverables?|get at the end|hand ?over|report contain)\b/i],
  ['choice', /\b(which one|which (type|option|report)|type (1|i|2|ii) or|or type|versus|vs\.?|difference between)\b/i],
];
/** 'Do you do …', 'can you build …': whether a service is offered, which its page's summary answers. */
const OFFER = /\b(do|can|could|would|will)\s+(you|u|ya|someone|somebody|your team)\b|\bwhat (kind|sort|types?) of\b/i;
const aspectOf = (text: string) => ASPECTS.find(([, pattern]) => pattern.test(text))?.[0];

export class ChatEngine {
  private readonly retriever: Retriever;
  private readonly faqs: FaqRetriever;

  /** The company's facts the answers state (hours, address, e-mail, phone). */
  readonly company: Company;

  constructor(
    knowledge: ChatKnowledge,
    private readonly sessions = new ChatSessions(),
  ) {
    this.retriever = createRetriever(knowledge.documents);
    this.faqs = createFaqRetriever(knowledge.faqs);
    this.company = knowledge.company;
  }

  /** The pages it answers from, by path. */
  knownPages(): string[] {
    return [...this.retriever.documents.values()].map((document) => document.url);
  }

  /**
   * The FAQ of one of `pages` that answers a question. A candidate asks about the same aspect as
   * the message (time, cost, …), or its question shares with the message two words, or half of its
   * words, beyond its page's name (exact and prefix matches only). A question whether a service is
   * offered at all gets the page's summary instead. The best candidate shares the aspect, then the
   * most words, then ranks highest.
   */
  private findFaq(message: string, pages: readonly string[]): FaqDocument | undefined {
    const aspect = aspectOf(message);
    if (pages.length === 0 || !QUESTION.test(message) || (OFFER.test(message) && !aspect)) return undefined;
    const terms = queryTerms(message);
    const candidates = this.faqs
      .search(message)
      .filter((result) => pages.includes(result.url))
      .map((result, rank) => {
        const pageTerms = new Set(queryTerms(result.title));
        const questionTerms = new Set(queryTerms(result.question).filter((term) => !pageTerms.has(term)));
        const asked = [...questionTerms].filter((term) => terms.some((queryTerm) => term === queryTerm || term.startsWith(queryTerm))).length;
        const sameAspect = aspect !== undefined && aspectOf(result.question) === aspect;
        const accepted = sameAspect || asked >= 2 || (asked > 0 && asked >= questionTerms.size / 2);
        return { result, asked, sameAspect, accepted, rank };
      })
      .filter((candidate) => candidate.accepted);
    candidates.sort((a, b) => Number(b.sameAspect) - Number(a.sameAspect) || b.asked - a.asked || a.rank - b.rank);
    return candidates[0]?.result;
  }

  /** The pages that best match a message (score-filtered, best first). */
  retrieve(message: string): RankedDocument[] {
    const terms = queryTerms(message);
    const results = this.retriever.search(message).filter((result) => isConfident(result, terms));
    const best = results[0]?.score ?? 0;
    return results.filter((result) => result.score >= MIN_SCORE && result.score >= best * 0.35).slice(0, MAX_LINKS);
  }

  /** Whether a message asks to meet: the route then reads the free slots for the answer. */
  asksToMeet(message: string): boolean {
    return detectIntents(message.trim()).has('meeting');
  }

  /** The answer to a message; a request to meet is answered from `meeting` (the free slots and the visitor's zone). */
  answer(rawMessage: string, sessionId?: string, meeting?: MeetingContext): ChatAnswer {
    const message = rawMessage.trim();
    const intents = detectIntents(message);
    // A page is added only when it answers the question: the words that asked for a company fact or a meeting retrieve nothing.
    const ranked = this.retrieve(withoutRequestWords(message, intents)).filter((match) => !(match.url === '/contact' && intents.size > 0));
    let matches: SearchDocument[] = ranked;
    const topic = this.sessions.topic(sessionId);
    // A short follow-up is read against the previous answer's pages first, when one of their FAQs answers it.
    const followUp = topic.length > 0 && queryTerms(message).length <= MAX_FOLLOW_UP_TERMS ? this.findFaq(message, topic) : undefined;
    // A FAQ of the best page that has FAQs (articles have none, and one often ranks first on its
    // subject): the visitor gets the short answer, the article stays linked. A runner-up that
    // scores nearly as well is asked too: two pages that share the words ('network', 'breached')
    // can swap places as the site grows, while the FAQ that answers ('We think we've been hacked …')
    // stays the better match.
    const withFaqs = ranked.filter((match) => match.section !== 'Insights');
    const faqPages = withFaqs.filter((match) => match.score >= (withFaqs[0]?.score ?? 0) * FAQ_RUNNER_UP_SHARE).slice(0, 2);
    const faq = followUp ?? this.findFaq(message, faqPages.map((match) => match.url));
    if (faq && faq.url !== matches[0]?.url) {
      matches = [this.retriever.documents.get(faq.url)!, ...matches.filter((match) => match.url !== faq.url)].slice(0, MAX_LINKS);
    }
    const { company } = this;
    const lines: string[] = [];
    const sources: Source[] = [];
    const addSource = (source: Source) => {
      if (!sources.some((existing) => existing.url === source.url)) sources.push(source);
    };

    if (intents.has('greeting') && matches.length === 0 && !intents.has('meeting')) {
      lines.push(
        `Hello! I can answer questions about ${company.name}'s cybersecurity, compliance, AI and web development services, our certifications, or how to reach us. What would you like to know?`,
      );
    }
    if (intents.has('thanks') && matches.length === 0 && lines.length === 0 && !intents.has('meeting')) {
      lines.push("You're welcome! If anything else comes up, just ask. You can also book a free consultation with our team any time.");
      addSource(CONTACT);
    }
    if (intents.has('hours')) {
      lines.push(`Our business hours are ${hoursText(company)}.`);
      addSource(CONTACT);
    }
    if (intents.has('location')) {
      lines.push(`Our office is at ${addressLines(company).join(', ')}.`);
      addSource(CONTACT);
    }
    if (intents.has('contact')) {
      lines.push(`You can e-mail us at [${company.email}](mailto:${company.email}) or call **${company.phone.display}**; we reply within 24 hours on business days.`);
      addSource(CONTACT);
    }

    if (intents.has('meeting')) {
      const { lines: meetingLines, links } = meetingAnswer(meeting, weekdayIn(message));
      lines.push(...meetingLines);
      links.forEach(addSource);
    }

    const [best] = matches;
    if (best) {
      lines.push(`**${best.title}**: ${faq ? faq.answer : best.summary}`);
      for (const match of matches) addSource({ title: match.title, url: match.url });
    }

    // A cost question that a page's FAQ answers gets that answer (which says how pricing works).
    if (intents.has('pricing') && !faq) {
      lines.push(
        `Prices depend on the scope of the work, so we quote after a short, free consultation${best ? ` about ${best.title}` : ''}. Tell us what you need on the contact page and we'll send a tailored proposal.`,
      );
      addSource(CONTACT);
    }

    if (lines.length === 0) {
      lines.push(
        `I'm sorry, I can only help with questions about ${company.name}: our cybersecurity, compliance, AI and web development services, and how to reach us. For example, ask me about penetration testing, GDPR or building a web application.`,
      );
      for (const url of ['/services/cyber-services', '/compliance', '/ai-services', '/web-services']) {
        const document = this.retriever.documents.get(url);
        if (document) addSource({ title: document.title, url });
      }
    } else if (best && !intents.has('pricing') && !intents.has('contact') && !intents.has('meeting')) {
      lines.push(`Would you like to discuss it? [Book a free consultation](/contact) with our team.`);
    }

    if (intents.has('pricing') && faq) addSource(CONTACT);
    this.sessions.remember(sessionId, matches.map((match) => match.url));
    const linkLine = sources.length > 0 ? `\n\nRelated: ${sources.map(link).join(' · ')}` : '';
    return { response: `${lines.join('\n\n')}${linkLine}`, sources, intents: [...intents], matches, ...(faq ? { faq } : {}) };
  }
}
