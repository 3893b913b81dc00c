/**
 * The offline answer engine: intents for greetings, thanks, hours, location, contact and pricing,
 * retrieval over the site's own pages for everything else, and a polite steer back for questions
 * outside the company's scope. Answers are short markdown: a sentence or two from the best match,
 * then links to the most relevant pages. Never empty.
 */
import { company, formattedAddress } from '../../src/content/company';
import { detectIntents, type Intent } from './intents';
import { buildSearchDocuments, type SearchDocument } from '../../src/shared/search/documents';
import { createRetriever, isConfident, queryTerms, type Retriever } from './retrieval';

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
}

/** Below this score (relative to a clear single-field match) a hit is noise, not an answer. */
const MIN_SCORE = 4;
const MAX_LINKS = 3;

const link = (source: Source) => `[${source.title}](${source.url})`;
const CONTACT: Source = { title: 'Contact Us', url: '/contact' };
const hoursText = () => company.hours.map((slot) => `${slot.days}: ${slot.hours}`).join('; ');

export class ChatEngine {
  private readonly retriever: Retriever;

  constructor(documents: readonly SearchDocument[] = buildSearchDocuments()) {
    this.retriever = createRetriever(documents);
  }

  /** The pages that best match a message (score-filtered, best first). */
  retrieve(message: string): SearchDocument[] {
    const terms = queryTerms(message);
    const results = this.retriever.search(message).filter((result) => isConfident(result, terms));
    const best = results[0]?.score ?? 0;
    return results.filter((result) => result.score >= MIN_SCORE && result.score >= best * 0.35).slice(0, MAX_LINKS);
  }

  answer(rawMessage: string): ChatAnswer {
    const message = rawMessage.trim();
    const intents = detectIntents(message);
    const matches = this.retrieve(message).filter((match) => !(match.url === '/contact' && intents.size > 0));
    const lines: string[] = [];
    const sources: Source[] = [];
    const addSource = (source: Source) => {
      if (!sources.some((existing) => existing.url === source.url)) sources.push(source);
    };

    if (intents.has('greeting') && matches.length === 0) {
      lines.push(
        `Hello! I can answer questions about ${company.name}'s cybersecurity, compliance, AI and web development services, our certifications, or how to reach us. What would you like to know?`,
      );
    }
    if (intents.has('thanks') && matches.length === 0 && lines.length === 0) {
      lines.push("You're welcome! If anything else comes up, just ask. You can also book a free consultation with our team any time.");
      addSource(CONTACT);
    }
    if (intents.has('hours')) {
      lines.push(`Our business hours are ${hoursText()}.`);
      addSource(CONTACT);
    }
    if (intents.has('location')) {
      lines.push(`Our office is at ${formattedAddress.join(', ')}.`);
      addSource(CONTACT);
    }
    if (intents.has('contact')) {
      lines.push(`You can e-mail us at [${company.email}](mailto:${company.email}) or call **${company.phone.display}**; we reply within 24 hours on business days.`);
      addSource(CONTACT);
    }

    const [best] = matches;
    if (best) {
      lines.push(`**${best.title}**: ${best.summary}`);
      for (const match of matches) addSource({ title: match.title, url: match.url });
    }

    if (intents.has('pricing')) {
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
    } else if (best && !intents.has('pricing') && !intents.has('contact')) {
      lines.push(`Would you like to discuss it? [Book a free consultation](/contact) with our team.`);
    }

    const linkLine = sources.length > 0 ? `\n\nRelated: ${sources.map(link).join(' · ')}` : '';
    return { response: `${lines.join('\n\n')}${linkLine}`, sources, intents: [...intents], matches };
  }
}
