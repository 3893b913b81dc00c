import { loadCatalogs } from './loadCatalogs';
import type { CyberService } from '../../model/schemas/records';

/** The cyber services, read from content/cyber/*.md. */
export const cyberServices: readonly CyberService[] = loadCatalogs().cyber.map((entry) => ({
  id: entry.slug,
  title: entry.data.title,
  summary: entry.data.summary,
  intro: entry.data.intro,
  sections: entry.sections.map((section) => ({
    heading: section.heading!,
    paragraphs: section.paragraphs,
    ...(section.points.length > 0 ? { points: section.points } : {}),
  })),
  ...(entry.data.faq ? { faq: entry.data.faq } : {}),
}));
