import { company } from '../../model/siteContent';
import { absoluteUrl } from '../../config';
import type { Faq } from '../../model/schemas/records';
import type { ArticleMeta, PageMeta, SiteNode } from '../../model/types';

type JsonLd = Record<string, unknown>;

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#organization`,
    name: company.name,
    legalName: company.legalName,
    description: company.summary,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    email: company.email,
    telephone: company.phone.display,
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
    provider: { '@id': `${absoluteUrl('/')}#organization`, '@type': 'Organization', name: company.name },
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
    image: absoluteUrl('/og-image.png'),
    datePublished: page.article.published,
    dateModified: page.article.modified ?? page.article.published,
    author: { '@type': 'Person', name: page.article.author, worksFor: { '@id': `${absoluteUrl('/')}#organization` } },
    publisher: { '@id': `${absoluteUrl('/')}#organization`, '@type': 'Organization', name: company.name, logo: absoluteUrl('/logo.svg') },
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
