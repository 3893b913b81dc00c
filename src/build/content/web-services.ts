import { loadCatalogs } from './loadCatalogs';
import type { Four, WebService } from '../../model/schemas/records';

/** The web services, read from content/web/*.md. */
export const webServices: readonly WebService[] = loadCatalogs().web.map((entry) => ({
  type: entry.slug,
  title: entry.data.title,
  icon: entry.data.icon,
  summary: entry.data.summary,
  description: entry.sections[0]!.paragraphs.join('\n\n'),
  keyBenefits: entry.data.keyBenefits as unknown as Four<string>,
  useCases: entry.data.useCases as unknown as Four<string>,
  ...(entry.data.faq ? { faq: entry.data.faq } : {}),
}));
