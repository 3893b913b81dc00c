/**
 * The assistant's knowledge: one document per page of the route manifest, with the page's
 * one-sentence summary (its meta description) as the short answer and its copy as searchable
 * text, plus the visitors' own words for it (src/content/searchTerms.ts). Built from the same
 * manifest and content modules as the site, so the assistant knows every page the site has.
 */
import { about } from '../../src/content/about';
import { awards } from '../../src/content/awards';
import { home } from '../../src/content/home';
import { searchTerms } from '../../src/content/searchTerms';
import { pages, type PageDefinition } from '../../src/routes/manifest';

export interface KnowledgeDocument {
  id: string;
  url: string;
  title: string;
  section: string;
  summary: string;
  keywords: string;
  text: string;
}

function bodyText(page: PageDefinition): string {
  switch (page.view) {
    case 'cyber-service':
      return [page.data.intro, ...page.data.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? [])])].join(' ');
    case 'ai-service':
    case 'web-service':
      return [page.data.description, ...page.data.keyBenefits, ...page.data.useCases].join(' ');
    case 'compliance':
      return [page.data.heroTitle, page.data.description, ...page.data.sections.flatMap((section) => [section.title, section.content])].join(' ');
    case 'cyber-index':
    case 'ai-index':
    case 'compliance-index':
      return page.data.cards.map((card) => card.title).join(', ');
    case 'web-index':
      return [...page.data.cards, ...page.data.more].map((card) => card.title).join(', ');
    case 'home':
      return [home.hero.subtitle, ...home.whoWeAre.paragraphs, ...home.whyChooseUs.reasons.map((reason) => `${reason.title}. ${reason.text}`)].join(' ');
    case 'about':
      return [about.intro, ...about.highlights, ...about.team.map((member) => `${member.name}, ${member.role}. ${member.bio}`)].join(' ');
    case 'awards':
      return [
        awards.intro,
        ...awards.badges.map((badge) => `${badge.name}: ${badge.description}`),
        ...awards.certifications.map((certification) => `${certification.title} (${certification.issuer}): ${certification.description}`),
      ].join(' ');
    case 'services':
    case 'contact':
      return '';
  }
}

export function buildKnowledge(): KnowledgeDocument[] {
  return pages.map((page) => ({
    id: page.path,
    url: page.path,
    title: page.name,
    section: page.section,
    summary: page.description,
    keywords: searchTerms[page.path] ?? '',
    text: bodyText(page),
  }));
}
