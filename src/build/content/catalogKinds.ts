/**
 * The kinds of catalog (src/model/catalogs.ts): for each, the schema of its files' front matter,
 * how its Markdown body is read and checked, and the record its detail view renders. A catalog's
 * declaration names its kind; everything else about its pages follows from here and the files.
 */
import type { StaticDecode, TSchema } from 'typebox';
import type { CatalogKind } from '../../model/catalogs';
import { benefitsEntrySchema, frameworkEntrySchema, iconBenefitsEntrySchema, sectionsEntrySchema } from '../../model/schemas/schemas';
import type { BenefitsEntry, FrameworkEntry, FrameworkSection, Four, SectionsEntry } from '../../model/schemas/records';
import type { ContentFile } from './collections';
import type { MarkdownSection } from './markdown';

export const KIND_SCHEMAS = {
  sections: sectionsEntrySchema,
  framework: frameworkEntrySchema,
  benefits: benefitsEntrySchema,
  iconBenefits: iconBenefitsEntrySchema,
} as const satisfies Record<CatalogKind, TSchema>;

/** How a kind's Markdown body is written: ## sections (exactly `count` when given), or one description. */
export const KIND_BODIES: Record<CatalogKind, { sectioned: false } | { sectioned: true; count?: number }> = {
  sections: { sectioned: true },
  framework: { sectioned: true, count: 4 },
  benefits: { sectioned: false },
  iconBenefits: { sectioned: false },
};

/** What the editor says of a kind's body (/admin/). */
export const KIND_BODY_HINTS: Record<CatalogKind, string> = {
  sections: 'The page’s sections, each starting with a ## heading.',
  framework: 'Exactly four sections, each starting with a ## heading.',
  benefits: 'The description paragraph of the page.',
  iconBenefits: 'The description paragraph of the page.',
};

/** A catalog's file as read: its front matter (checked against its kind's schema) and its body's sections. */
export type CatalogEntry = {
  [K in CatalogKind]: ContentFile<StaticDecode<(typeof KIND_SCHEMAS)[K]>> & { kind: K; sections: MarkdownSection[] };
}[CatalogKind];

const description = (entry: CatalogEntry) => entry.sections[0]!.paragraphs.join('\n\n');
const faqOf = (entry: CatalogEntry) => (entry.data.faq ? { faq: entry.data.faq } : {});

/** The record a detail view renders, by kind. */
export function entryRecord(
  entry: CatalogEntry,
): { kind: 'sections'; record: SectionsEntry } | { kind: 'framework'; record: FrameworkEntry } | { kind: 'benefits'; record: BenefitsEntry } {
  const common = { slug: entry.slug, title: entry.data.title, summary: entry.data.summary };
  switch (entry.kind) {
    case 'sections':
      return {
        kind: 'sections',
        record: {
          ...common,
          intro: entry.data.intro,
          sections: entry.sections.map((section) => ({
            heading: section.heading!,
            paragraphs: section.paragraphs,
            ...(section.points.length > 0 ? { points: section.points } : {}),
          })),
          ...faqOf(entry),
        },
      };
    case 'framework':
      return {
        kind: 'framework',
        record: {
          ...common,
          heroTitle: entry.data.heroTitle,
          description: entry.data.description,
          sections: entry.sections.map((section, index) => ({
            title: section.heading!,
            content: section.paragraphs.join('\n\n'),
            illustration: entry.data.illustrations[index]!,
          })) as unknown as Four<FrameworkSection>,
          ...faqOf(entry),
        },
      };
    case 'benefits':
    case 'iconBenefits':
      return {
        kind: 'benefits',
        record: {
          ...common,
          ...(entry.kind === 'iconBenefits' ? { icon: entry.data.icon } : {}),
          description: description(entry),
          keyBenefits: entry.data.keyBenefits as unknown as Four<string>,
          useCases: entry.data.useCases as unknown as Four<string>,
          ...faqOf(entry),
        },
      };
  }
}

/** Whether an entry is a card on its catalog's index page (an `iconBenefits` entry may be linked below the cards instead). */
export const isIndexCard = (entry: CatalogEntry): boolean => entry.kind !== 'iconBenefits' || entry.data.onIndex;
