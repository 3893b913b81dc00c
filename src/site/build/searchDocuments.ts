/**
 * One searchable document per page of the route manifest: its title, section, summary (the meta
 * description), headings, copy and the visitors' own words for it (src/content/searchTerms.ts).
 * The site search index (built at build time) and the chat assistant's knowledge are both built
 * from these, so both know every page the site has.
 */
import { about } from '../../content/about';
import { awards } from '../../content/awards';
import { home } from '../../content/home';
import { policyText } from '../../content/policy';
import { searchTerms } from '../../content/searchTerms';
import { pages, type PageDefinition } from './manifest';
import { faqOf } from '../pageFaq';
import type { FaqDocument, SearchDocument } from '../search/documents';

export type { FaqDocument, SearchDocument } from '../search/documents';

function headings(page: PageDefinition): string[] {
  switch (page.view) {
    case 'cyber-service':
      return page.data.sections.map((section) => section.heading);
    case 'compliance':
      return [page.data.heroTitle, ...page.data.sections.map((section) => section.title)];
    case 'home':
      return [home.whoWeAre.title, home.whyChooseUs.title, ...home.whyChooseUs.reasons.map((reason) => reason.title)];
    case 'awards':
      return [...awards.badges.map((badge) => badge.name), ...awards.certifications.map((certification) => certification.title)];
    case 'about':
      return about.team.map((member) => member.name);
    case 'policy':
      return page.data.sections.map((section) => section.heading);
    default:
      return [];
  }
}

function bodyText(page: PageDefinition): string {
  return [viewText(page), ...faqOf(page.data).map((entry) => `${entry.question} ${entry.answer}`)].filter(Boolean).join(' ');
}

function viewText(page: PageDefinition): string {
  switch (page.view) {
    case 'cyber-service':
      return [page.data.intro, ...page.data.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])].join(' ');
    case 'ai-service':
    case 'web-service':
      return [page.data.description, ...page.data.keyBenefits, ...page.data.useCases].join(' ');
    case 'compliance':
      return [page.data.description, ...page.data.sections.map((section) => section.content)].join(' ');
    case 'cyber-index':
    case 'ai-index':
    case 'compliance-index':
      return page.data.cards.map((card) => card.title).join(', ');
    case 'web-index':
      return [...page.data.cards, ...page.data.more].map((card) => card.title).join(', ');
    case 'home':
      return [home.hero.subtitle, ...home.whoWeAre.paragraphs, ...home.whyChooseUs.reasons.map((reason) => reason.text)].join(' ');
    case 'about':
      return [about.intro, ...about.highlights, ...about.team.map((member) => `${member.role}. ${member.bio}`)].join(' ');
    case 'awards':
      return [
        awards.intro,
        ...awards.badges.map((badge) => badge.description),
        ...awards.certifications.map((certification) => `${certification.issuer}: ${certification.description}`),
      ].join(' ');
    case 'policy':
      return policyText(page.data);
    case 'services':
    case 'contact':
      return '';
  }
}

export function buildSearchDocuments(): SearchDocument[] {
  return pages.map((page) => ({
    id: page.path,
    url: page.path,
    title: page.name,
    section: page.section,
    summary: page.description,
    headings: headings(page).join(' · '),
    keywords: searchTerms[page.path] ?? '',
    text: bodyText(page),
  }));
}

export function buildFaqDocuments(): FaqDocument[] {
  return pages.flatMap((page) =>
    faqOf(page.data).map((entry, index) => ({
      id: `${page.path}#faq-${index + 1}`,
      url: page.path,
      title: page.name,
      question: entry.question,
      answer: entry.answer,
      keywords: `${page.name} ${searchTerms[page.path] ?? ''}`.trim(),
    })),
  );
}
