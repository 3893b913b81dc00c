import { loadCatalogs } from './loadCatalogs';
import type { ComplianceFramework, ComplianceSection, Four } from '../../model/schemas/records';

/** The compliance frameworks, read from content/compliance/*.md. */
export const complianceFrameworks: readonly ComplianceFramework[] = loadCatalogs().compliance.map((entry) => ({
  key: entry.slug,
  title: entry.data.title,
  heroTitle: entry.data.heroTitle,
  summary: entry.data.summary,
  description: entry.data.description,
  sections: entry.sections.map((section, index) => ({
    title: section.heading!,
    content: section.paragraphs.join('\n\n'),
    illustration: entry.data.illustrations[index]!,
  })) as unknown as Four<ComplianceSection>,
  ...(entry.data.faq ? { faq: entry.data.faq } : {}),
}));
