/**
 * Optional LLM answers (docs/product/platform.md §5): an OpenAI-compatible chat-completions API, grounded in the
 * pages the offline engine retrieved, kept to the company's scope by its system prompt. Any error
 * or a time-out falls back to the offline answer.
 */
import { trimEndOf } from '../../src/shared/text';
import type { Company } from '../../src/model/schemas/pageSchemas';
import type { ChatAnswer } from './engine';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const systemPrompt = (company: Company) =>
  [
    `You are the website assistant of ${company.name}, a consultancy for cybersecurity, compliance, AI and web development.`,
    'Answer only questions about the company, its services, compliance frameworks, certifications and how to reach it; politely decline anything else and steer back.',
    'Use only the facts in the provided site passages and company facts; if they do not answer the question, say so and suggest a free consultation.',
    'Answer in at most three short sentences of plain markdown. Link pages with their site-relative URLs, e.g. [VAPT Services](/services/vapt). Never invent prices, clients or guarantees.',
  ].join(' ');

function grounding(offline: ChatAnswer, company: Company): string {
  const passages = offline.matches.map((match) => `Page "${match.title}" (${match.url}): ${match.summary} ${match.text.slice(0, 1200)}`);
  const facts = `Company facts: e-mail ${company.email}; phone ${company.phone.display}; hours ${company.hours.map((slot) => `${slot.days} ${slot.hours}`).join(', ')}; contact page /contact.`;
  // A topic's answer (a company fact, the honest fallback) is grounding too: it holds the facts the question asked for.
  const offlineAnswer = offline.matches.length === 0 ? [`The site's own answer: ${offline.response}`] : [];
  return [facts, ...offlineAnswer, ...passages].join('\n\n');
}

/** Asks the model; resolves to its answer, or undefined when it fails or takes too long. */
export async function askLlm(config: LlmConfig, message: string, offline: ChatAnswer, company: Company): Promise<string | undefined> {
  try {
    const response = await fetch(`${trimEndOf(config.baseUrl, '/')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 300,
        messages: [
          { role: 'system', content: systemPrompt(company) },
          { role: 'system', content: `Site passages:\n${grounding(offline, company)}` },
          { role: 'user', content: message },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return undefined;
    const data = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = data.choices?.[0]?.message?.content;
    return typeof content === 'string' && content.trim() ? content.trim() : undefined;
  } catch {
    return undefined;
  }
}
