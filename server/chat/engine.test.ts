// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '../../src/build/content/company';
import { pages } from '../../src/build/manifest';
import { ChatEngine } from './engine';
import { chatKnowledge } from '../../src/build/siteManifest';
import { buildSearchDocuments } from '../../src/build/searchDocuments';
import { chatConversations, chatQuestions, type ChatQuestion } from './questions';
import type { ChatAnswer } from './engine';

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
