import { company } from '../../model/siteContent';
import { absoluteUrl } from '../../config';
import type { Faq } from '../../model/schemas/records';
import { personPath, type Person } from '../../model/people';
import type { ArticleMeta, PageMeta, SiteNode } from '../../model/types';

type JsonLd = Record<string, unknown>;

const organizationId = () => `${absoluteUrl('/')}#organization`;
/** The company as other nodes name it: publisher, provider, employer. */
const organizationRef = () => ({ '@id': organizationId(), '@type': 'Organization', name: company.name });
const logo = () => ({ '@type': 'ImageObject', url: absoluteUrl('/logo.svg') });
/** The number Google and phones dial: the tel: link's, in international form. */
const telephone = () => company.phone.href.slice('tel:'.length);

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: company.name,
    legalName: company.legalName,
    description: company.summary,
    url: absoluteUrl('/'),
    logo: logo(),
    image: absoluteUrl(company.shareImage.src),
    email: company.email,
    telephone: telephone(),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: telephone(), email: company.email, availableLanguage: 'English' },
      { '@type': 'ContactPoint', contactType: 'security', email: company.securityEmail, availableLanguage: 'English' },
    ],
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    openingHoursSpecification: company.hours
      .filter((slot) => slot.schemaDays.length > 0)
      .map((slot) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: slot.schemaDays, opens: slot.opens, closes: slot.closes })),
    sameAs: company.social.map((link) => link.href),
  };
}

/** The site itself, which gives search results its name (Google's "site names"). */
export function webSiteJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl('/')}#website`,
    name: company.name,
    url: absoluteUrl('/'),
    inLanguage: 'en',
    publisher: { '@id': organizationId() },
  };
}

/** The leadership as the About page introduces them, each at the anchor articles' authors link to. */
export function peopleJsonLd(people: readonly Person[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': people.map((person) => ({
      '@type': 'Person',
      '@id': absoluteUrl(personPath(person.name)),
      url: absoluteUrl(personPath(person.name)),
      name: person.name,
      jobTitle: person.role,
      description: person.bio,
      worksFor: { '@id': organizationId() },
    })),
  };
}

export function breadcrumbJsonLd(trail: readonly Pick<SiteNode, 'path' | 'name'>[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: absoluteUrl(entry.path),
    })),
  };
}

export function serviceJsonLd(page: PageMeta): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    serviceType: page.name,
    category: page.section,
    provider: organizationRef(),
    areaServed: 'Worldwide',
  };
}

/** An article: its headline, dates, author and publisher. */
export function articleJsonLd(page: PageMeta & { article: ArticleMeta }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    mainEntityOfPage: absoluteUrl(page.path),
    image: absoluteUrl(company.shareImage.src),
    datePublished: page.article.published,
    dateModified: page.article.modified ?? page.article.published,
    // Every author is on the About page's team (the content check makes sure).
    author: {
      '@type': 'Person',
      '@id': absoluteUrl(personPath(page.article.author)),
      name: page.article.author,
      url: absoluteUrl(personPath(page.article.author)),
    },
    publisher: { ...organizationRef(), logo: logo() },
    keywords: page.article.tags.join(', '),
    inLanguage: 'en',
  };
}

/** The page's questions and answers, as shown on it. */
export function faqJsonLd(faq: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** Serialises JSON-LD so that no string in it can close the surrounding script element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
