/**
 * One searchable document per page of the route manifest: its title, section, summary (the meta
 * description), headings, copy and the visitors' own words for it (`searchWords` in its content file).
 * The site search index (built at build time) and the chat assistant's knowledge are both built
 * from these, so both know every page the site has.
 */
import { policyText } from '../model/policyText';
import { pages, type PageDefinition } from './manifest';
import { faqOf } from '../model/pageFaq';
import { INSIGHTS } from '../model/insights';
import type { FaqDocument, SearchDocument } from '../model/search/documents';

export type { FaqDocument, SearchDocument } from '../model/search/documents';

function headings(page: PageDefinition): string[] {
  switch (page.view) {
    case 'sections-entry':
      return page.data.sections.map((section) => section.heading);
    case 'framework-entry':
      return [page.data.heroTitle, ...page.data.sections.map((section) => section.title)];
    case 'home':
      return [page.data.whoWeAre.title, page.data.whyChooseUs.title, ...page.data.whyChooseUs.reasons.map((reason) => reason.title)];
    case 'awards':
      return [...page.data.badges.map((badge) => badge.name), ...page.data.certifications.map((certification) => certification.title)];
    case 'about':
      return page.data.team.map((member) => member.name);
    case 'policy':
      return page.data.sections.map((section) => section.heading);
    case 'article':
      return page.searchText?.headings ?? [];
    default:
      return [];
  }
}

function bodyText(page: PageDefinition): string {
  return [viewText(page), ...faqOf(page.data).map((entry) => `${entry.question} ${entry.answer}`)].filter(Boolean).join(' ');
}

function viewText(page: PageDefinition): string {
  switch (page.view) {
    case 'sections-entry':
      return [page.data.intro, ...page.data.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])].join(' ');
    case 'benefits-entry':
      return [page.data.description, ...page.data.keyBenefits, ...page.data.useCases].join(' ');
    case 'framework-entry':
      return [page.data.description, ...page.data.sections.map((section) => section.content)].join(' ');
    case 'catalog-index':
      return [...page.data.cards, ...page.data.more].map((card) => card.title).join(', ');
    case 'home':
      return [page.data.hero.subtitle, ...page.data.whoWeAre.paragraphs, ...page.data.whyChooseUs.reasons.map((reason) => reason.text)].join(' ');
    case 'about':
      return [page.data.intro, ...page.data.highlights, ...page.data.team.map((member) => `${member.role}. ${member.bio}`)].join(' ');
    case 'awards':
      return [
        page.data.intro,
        ...page.data.badges.map((badge) => badge.description),
        ...page.data.certifications.map((certification) => `${certification.issuer}: ${certification.description}`),
      ].join(' ');
    case 'policy':
      return policyText(page.data);
    case 'article':
      return page.searchText?.text ?? '';
    case 'insights':
      return page.data.articles.map((card) => card.title).join(', ');
    case 'message':
    case 'link-action':
    case 'form-problem':
      return page.data.text;
    case 'consultation':
    case 'booking':
      return page.data.hero.lead;
    case 'booking-manage':
      return page.data.text;
    case 'services':
    case 'contact':
      return '';
  }
}

/** Every page but those kept out of search engines, and the further pages of the article lists, which only repeat the articles' titles. */
const searchable = (page: PageDefinition) => !page.noindex && (page.view !== 'insights' || page.path === INSIGHTS.path);

export function buildSearchDocuments(): SearchDocument[] {
  return pages.filter(searchable).map((page) => ({
    id: page.path,
    url: page.path,
    title: page.name,
    section: page.section,
    summary: page.description,
    headings: headings(page).join(' · '),
    keywords: page.searchWords ?? '',
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
      keywords: `${page.name} ${page.searchWords ?? ''}`.trim(),
    })),
  );
}
