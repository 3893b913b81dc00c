/**
 * The answers the engine gives, composed from the content (docs/chat.md, "Answers"): a topic's
 * template over the facts, a page's FAQ answer or summary with the offer to book, or the honest
 * "I could not find a clear answer to that"; each with its links on a line of their own.
 */
import type { AssistantContent, AssistantTopic } from '../../src/model/schemas/assistantSchema';
import type { FaqDocument, SearchDocument } from '../../src/model/search/documents';
import { renderMarkdown } from '../../src/model/markdownTemplates';
import { replyPartials, type AnswerView } from './answerText';
import { meetingAnswer, type MeetingContext } from './meetingAnswer';

export interface Source {
  title: string;
  url: string;
}

export interface ChatAnswer {
  response: string;
  sources: Source[];
  /** The topic that answered, if one did. */
  topic?: string;
  /** Whether this is the honest answer that the site has nothing on the question. */
  fallback: boolean;
  /** The pages the answer is about, for grounding an LLM. */
  matches: SearchDocument[];
  /** The FAQ whose answer was given, if one was. */
  faq?: FaqDocument;
}

const CONTACT_PAGE = '/contact';

export class Answers {
  /** The replies a template may include by name ({{> nothing}}, {{> askTeam}}). */
  private readonly partials: Record<string, string>;

  constructor(
    private readonly assistant: AssistantContent,
    private readonly view: AnswerView,
    private readonly byUrl: ReadonlyMap<string, SearchDocument>,
  ) {
    this.partials = replyPartials(assistant.replies);
  }

  /** A topic's answer; a request to meet is answered from `meeting` (the free slots and the visitor's zone), with the page it is `about` linked beside. */
  topic(topic: AssistantTopic, message: string, meeting: MeetingContext | undefined, about?: SearchDocument): ChatAnswer {
    const catalog = topic.kind === 'catalog' ? this.byUrl.get(topic.links[0] ?? '') : undefined;
    if (catalog) return { ...this.pages([catalog], undefined), topic: topic.id };
    const paragraphs =
      topic.kind === 'meeting'
        ? meetingAnswer(this.assistant.replies.meeting, this.view, meeting, message)
        : [renderMarkdown(topic.answer ?? '', this.view, this.partials)];
    // With no free time to offer, the meeting answer points to the contact form instead of the booking page.
    const links = topic.kind === 'meeting' && meeting?.freeSlots?.length === 0 ? [CONTACT_PAGE] : topic.links;
    const beside = about && !topic.links.includes(about.url) ? about : undefined;
    const sources = [...links.map((url) => this.sourceOf(url)), ...(beside ? [{ title: beside.title, url: beside.url }] : [])];
    return { response: this.withLinks(paragraphs, sources), sources, topic: topic.id, fallback: topic.kind === 'fallback', matches: beside ? [beside] : [] };
  }

  /** The first page's FAQ answer or summary, a second page's summary, then the offer to book. */
  pages(pages: readonly SearchDocument[], faq: FaqDocument | undefined): ChatAnswer {
    const [best, ...others] = pages;
    const lines = [`**${best!.title}**: ${faq ? faq.answer : best!.summary}`];
    if (others.length > 0) lines.push(others.map((page) => `**${page.title}**: ${page.summary}`).join('\n\n'));
    lines.push(renderMarkdown(this.assistant.replies.offer, this.view));
    const sources = pages.map((page) => ({ title: page.title, url: page.url }));
    return { response: this.withLinks(lines, sources), sources, fallback: false, matches: [...pages], ...(faq ? { faq } : {}) };
  }

  /** The honest answer where nothing clearly answers: no clear answer found, and how to ask the team. */
  unsure(): ChatAnswer {
    const nothing = this.assistant.topics.find((topic) => topic.kind === 'fallback');
    const sources = (nothing?.links ?? []).map((url) => this.sourceOf(url));
    return {
      response: this.withLinks([renderMarkdown(this.assistant.replies.unsure, this.view, this.partials)], sources),
      sources,
      fallback: true,
      matches: [],
    };
  }

  /** The paragraphs, then the answer's links on a line of their own. */
  private withLinks(paragraphs: readonly string[], sources: readonly Source[]): string {
    const links = sources.length > 0 ? [`${this.assistant.replies.linksLabel} ${sources.map((source) => `[${source.title}](${source.url})`).join(' · ')}`] : [];
    return [...paragraphs, ...links].join('\n\n');
  }

  private sourceOf(url: string): Source {
    return { title: this.byUrl.get(url)?.title ?? url, url };
  }
}
