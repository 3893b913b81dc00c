import { loadCatalogs } from './loadCatalogs';
import type { AiService, Four } from '../../model/schemas/records';

/** The AI services, read from content/ai/*.md. */
export const aiServices: readonly AiService[] = loadCatalogs().ai.map((entry) => ({
  type: entry.slug,
  title: entry.data.title,
  summary: entry.data.summary,
  description: entry.sections[0]!.paragraphs.join('\n\n'),
  keyBenefits: entry.data.keyBenefits as unknown as Four<string>,
  useCases: entry.data.useCases as unknown as Four<string>,
  ...(entry.data.faq ? { faq: entry.data.faq } : {}),
}));
