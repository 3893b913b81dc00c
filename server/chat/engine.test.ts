import { describe, expect, it } from 'vitest';
import { company } from '../../src/build/content/company';
import { pages } from '../../src/build/manifest';
import { ChatEngine } from './engine';
import { chatKnowledge } from '../../src/build/siteManifest';
import { buildSearchDocuments } from '../../src/build/searchDocuments';
import { chatConversations, chatQuestions, type ChatQuestion } from './questions';
import type { ChatAnswer } from './engine';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { meetingLabel } from '../../src/shared/meetingTime';

const engine = new ChatEngine(chatKnowledge());

describe('knowledge base', () => {
  it('has one document per page of the manifest but the further pages of the article lists, each with a summary', () => {
    const documents = buildSearchDocuments();
    const listPages = /^\/insights\/(page|tags)\//;
    expect(documents.map((document) => document.url)).toEqual(pages.filter((page) => !page.noindex && !listPages.test(page.path)).map((page) => page.path));
    expect(documents.some((document) => document.url.startsWith('/insights/'))).toBe(true);
    expect(documents.every((document) => document.summary.length > 0)).toBe(true);
  });
});

/** Whether an answer links the expected page, handles the expected intent and gives the expected FAQ's answer. */
function hits(question: ChatQuestion, answer: ChatAnswer): boolean {
  const urls = answer.sources.map((source) => source.url);
  const pageHit = question.expect.length === 0 || question.expect.some((url) => urls.includes(url));
  const intentHit =
    !question.intent ||
    (question.intent === 'out-of-scope' ? answer.matches.length === 0 && answer.response.startsWith("I'm sorry") : answer.intents.includes(question.intent));
  const faqHit = !question.faq || (answer.faq?.question === question.faq && answer.response.includes(answer.faq.answer));
  return pageHit && intentHit && faqHit;
}

describe('answers to the question set', () => {
  const results = chatQuestions.map((question) => {
    const answer = engine.answer(question.question);
    return { question, answer, hit: hits(question, answer) };
  });
  const hitRate = results.filter((result) => result.hit).length / results.length;

  it(`links the expected page for at least 95% of ${chatQuestions.length} visitor questions (hit rate ${(hitRate * 100).toFixed(1)}%)`, () => {
    console.info(`chat question set: ${results.filter((result) => result.hit).length}/${results.length} hits (${(hitRate * 100).toFixed(1)}%)`);
    expect(results.filter((result) => !result.hit).map((result) => `${result.question.question} → ${result.answer.sources.map((source) => source.url).join(', ')}`)).toEqual([]);
    expect(hitRate).toBeGreaterThanOrEqual(0.95);
  });

  it('never gives an empty or overlong answer', () => {
    for (const { answer } of results) {
      expect(answer.response.trim().length).toBeGreaterThan(20);
      expect(answer.response.length).toBeLessThan(900);
    }
  });
});

describe('intents', () => {
  it('greets back and says what it can help with', () => {
    expect(engine.answer('hello').response).toMatch(/^Hello! I can answer questions about Virtual IP/);
  });

  it('gives the business hours of the spec with a link to the contact page', () => {
    const answer = engine.answer('are you open on saturday?');
    expect(answer.response).toContain('Saturday: 10:00 AM – 4:00 PM');
    expect(answer.response).toContain('Sunday: Closed');
    expect(answer.sources).toContainEqual({ title: 'Contact Us', url: '/contact' });
  });

  it('gives e-mail and phone as links, and the address', () => {
    expect(engine.answer('how can I contact you').response).toContain(`[${company.email}](mailto:${company.email})`);
    expect(engine.answer('where is your office').response).toContain(company.address.street);
  });

  it('answers a price question with the consultation, the contact page and the service asked about', () => {
    const answer = engine.answer('how much does SOC 2 readiness cost?');
    expect(answer.response).toContain('free consultation');
    expect(answer.sources.map((source) => source.url)).toEqual(expect.arrayContaining(['/compliance/soc2', '/contact']));
  });

  it('declines questions outside the company’s scope politely and points to the services', () => {
    const answer = engine.answer('what is the best lasagna recipe?');
    expect(answer.response).toMatch(/^I'm sorry, I can only help with questions about Virtual IP/);
    expect(answer.sources.map((source) => source.url)).toEqual(['/services/cyber-services', '/compliance', '/ai-services', '/web-services']);
  });

  it('answers a service question with a sentence from its page and links, in markdown', () => {
    const answer = engine.answer('do u do pen testing?');
    expect(answer.response).toMatch(/^\*\*VAPT Services\*\*: /);
    expect(answer.response).toContain('[VAPT Services](/services/vapt)');
    expect(answer.response).toContain('[Book a free consultation](/contact)');
  });

  it('knows the Insights articles: each is linked when asked about by its title, and first when only it answers', () => {
    const articles = pages.filter((page) => page.view === 'article');
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) expect(engine.answer(article.title).sources.map((source) => source.url), article.path).toContain(article.path);
    expect(engine.answer('What is a bridge letter for a SOC 2 report?').sources[0]?.url).toBe('/insights/soc-2-type-1-vs-type-2');
  });
});

describe('conversations', () => {
  it.each(chatConversations.map((turns, index) => [turns.map((turn) => turn.question).join(' → '), turns, index] as const))(
    '%s keeps its topic',
    (_name, turns, index) => {
      const sessionId = `conversation-${index}`;
      for (const turn of turns) {
        const answer = engine.answer(turn.question, sessionId);
        expect(hits(turn, answer), `${turn.question} → ${answer.response}`).toBe(true);
      }
    },
  );

  it('reads a follow-up on its own without a session, or in another session', () => {
    engine.answer('tell me about soc 2', 'session-a');
    for (const sessionId of [undefined, 'session-b']) {
      const answer = engine.answer('how long does it take?', sessionId);
      expect(answer.faq).toBeUndefined();
      expect(answer.sources.map((source) => source.url)).not.toContain('/compliance/soc2');
    }
  });
});

describe('a question about a company fact', () => {
  it.each([
    ['What are your business hours?', 'hours'],
    ['What is your phone number?', 'contact'],
    ['Where is your office?', 'location'],
    ['How can I reach you by e-mail?', 'contact'],
  ])('"%s" is answered with the fact and adds no other page', (question, intent) => {
    const answer = engine.answer(question);
    expect(answer.intents).toContain(intent);
    expect(answer.sources.map((source) => source.url)).toEqual(['/contact']);
    expect(answer.matches).toEqual([]);
  });

  it('still links the page a question asks about beside the fact', () => {
    const answer = engine.answer('Can I call you about ISO 27001 certification?');
    expect(answer.intents).toContain('contact');
    expect(answer.sources.map((source) => source.url)).toContain('/compliance/iso-27001');
  });
});

describe('a request to meet', () => {
  // Free slots as the route reads them: UTC instants. In Asia/Kolkata (UTC+5:30) the first two are on
  // Monday 11 May, the next on Tuesday 12 May, and the last on Wednesday 13 May (Tuesday in New York).
  const SLOTS = [
    { start: '2026-05-11T13:00:00Z', end: '2026-05-11T13:30:00Z' },
    { start: '2026-05-11T13:30:00Z', end: '2026-05-11T14:00:00Z' },
    { start: '2026-05-12T05:00:00Z', end: '2026-05-12T05:30:00Z' },
    { start: '2026-05-12T13:00:00Z', end: '2026-05-12T13:30:00Z' },
    { start: '2026-05-12T13:30:00Z', end: '2026-05-12T14:00:00Z' },
    { start: '2026-05-12T14:00:00Z', end: '2026-05-12T14:30:00Z' },
    { start: '2026-05-12T20:00:00Z', end: '2026-05-12T20:30:00Z' },
  ];
  const KOLKATA = { freeSlots: SLOTS, timeZone: 'Asia/Kolkata' };
  const labels = (slots: typeof SLOTS, timeZone: string) => slots.map((slot) => meetingLabel(slot.start, slot.end, timeZone));
  /** The slot lines of an answer, in order. */
  const offered = (answer: ChatAnswer) => answer.response.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2));

  it.each(['Can I book a meeting for Tuesday?', 'schedule a call', 'book a meeting', 'can we talk next week', "I'd like a call with a consultant", 'Could we schedule a quick call on Thursday?'])(
    '"%s" is answered with the booking step and free slots, not a service page',
    (question) => {
      const answer = engine.answer(question, undefined, KOLKATA);
      expect(answer.intents).toContain('meeting');
      expect(answer.sources).toEqual([{ title: expect.any(String), url: BOOKING_PAGES.book }]);
      expect(answer.response).toContain(`](${BOOKING_PAGES.book})`);
      expect(answer.matches).toEqual([]);
      expect(offered(answer)).toHaveLength(3);
      expect(labels(SLOTS, 'Asia/Kolkata')).toEqual(expect.arrayContaining(offered(answer)));
    },
  );

  it('offers the day asked for, in the visitor’s time zone, when it has free slots', () => {
    expect(offered(engine.answer('Can I book a meeting for Tuesday?', undefined, KOLKATA))).toEqual(labels(SLOTS.slice(2, 5), 'Asia/Kolkata'));
    // 20:00 UTC on 12 May is Tuesday in New York, Wednesday 01:30 in Kolkata.
    expect(offered(engine.answer('Can I book a meeting for Wednesday?', undefined, KOLKATA))).toEqual(labels(SLOTS.slice(6), 'Asia/Kolkata'));
    const newYork = offered(engine.answer('Can I book a meeting for Tuesday?', undefined, { freeSlots: SLOTS, timeZone: 'America/New_York' }));
    expect(newYork).toEqual(labels(SLOTS.slice(2, 5), 'America/New_York'));
    expect(newYork[0]).toBe('Tuesday 12 May, 01:00 to 01:30, Eastern Daylight Time');
    expect(offered(engine.answer('Can I book a meeting for Wednesday?', undefined, { freeSlots: SLOTS, timeZone: 'America/New_York' }))).toEqual(labels(SLOTS.slice(0, 3), 'America/New_York'));
  });

  it('offers the next free slots, and says so, when the day asked for has none', () => {
    const answer = engine.answer('Can I book a meeting for Saturday?', undefined, KOLKATA);
    expect(offered(answer)).toEqual(labels(SLOTS.slice(0, 3), 'Asia/Kolkata'));
    expect(answer.response).toMatch(/no free time on a Saturday/);
    // Saturday named in a request to meet asks for a meeting, not for the business hours.
    expect(answer.intents).not.toContain('hours');
  });

  it('says when no slot is free and offers the contact form instead', () => {
    const answer = engine.answer('book a meeting', undefined, { freeSlots: [], timeZone: 'Asia/Kolkata' });
    expect(answer.response).toMatch(/no free time/);
    expect(offered(answer)).toEqual([]);
    expect(answer.sources.map((source) => source.url)).toEqual(['/contact']);
  });

  it('links the booking step without slots when the route could not read them', () => {
    const answer = engine.answer('schedule a call');
    expect(answer.sources.map((source) => source.url)).toEqual([BOOKING_PAGES.book]);
    expect(offered(answer)).toEqual([]);
  });

  it('keeps the page a request to meet names, and a fact it asks for besides the meeting', () => {
    const gdpr = engine.answer("I'd like a call with a consultant about GDPR", undefined, KOLKATA);
    expect(gdpr.sources.map((source) => source.url)).toEqual(expect.arrayContaining([BOOKING_PAGES.book, '/compliance/gdpr']));
    expect(engine.answer('schedule a call', undefined, KOLKATA).intents).not.toContain('contact');
    expect(engine.answer('Can we schedule a call? What is your phone number?', undefined, KOLKATA).intents).toEqual(expect.arrayContaining(['meeting', 'contact']));
  });

  it.each([
    'what does a security assessment involve?',
    'Can I call you about ISO 27001 certification?',
    'What is your phone number?',
    'How do I book a penetration test?',
    'How long does a SOC 2 audit take?',
    'Do you review call centre security?',
    'What are your business hours on Tuesday?',
  ])('"%s" is not a request to meet', (question) => {
    const answer = engine.answer(question, undefined, KOLKATA);
    expect(answer.intents).not.toContain('meeting');
    expect(engine.asksToMeet(question)).toBe(false);
    expect(answer.sources.map((source) => source.url)).not.toContain(BOOKING_PAGES.book);
    expect(offered(answer)).toEqual([]);
  });
});
