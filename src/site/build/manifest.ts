/**
 * The route manifest: every prerendered page, its meta data, its view and the data the view
 * renders. The prerender list, routes, header menu, breadcrumbs and sitemap (and later the search
 * index and the chat's knowledge) derive from it and the content modules.
 *
 * Build side only (the build, scripts and the server import it). The browser gets a compiled
 * form from scripts/lib/siteDataPlugin.ts: a slim site tree plus one small data chunk per page.
 */
import { aiServices } from '../../content/ai-services';
import { complianceFrameworks } from '../../content/compliance';
import { cyberServices } from '../../content/cyber-services';
import { serviceAreas, servicesOverviewIntro } from '../../content/service-areas';
import { privacyNotice } from '../../content/privacy';
import { securityPolicy } from '../../content/security';
import { webServices } from '../../content/web-services';
import { readRetention } from '../../shared/retention';
import { CATALOGS, entryPath } from '../catalogs';
import { loadCatalogs } from './loadCatalogs';
import { PRIVACY_PATH, SECURITY_POLICY_PATH } from '../legalPaths';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../notFound';
import type { CardLink, PageDefinition, PageMeta } from '../types';

export type { PageDefinition, PageMeta } from '../types';

const cyberPages: PageDefinition[] = cyberServices.map((service) => ({
  path: entryPath('cyber', service.id),
  name: service.title,
  title: service.title,
  description: service.summary,
  section: CATALOGS.cyber.section,
  parent: CATALOGS.cyber.parent,
  isService: true,
  view: 'cyber-service',
  data: service,
}));

const compliancePages: PageDefinition[] = complianceFrameworks.map((framework) => ({
  path: entryPath('compliance', framework.key),
  name: framework.title,
  title: framework.heroTitle,
  description: framework.summary,
  section: CATALOGS.compliance.section,
  parent: CATALOGS.compliance.parent,
  isService: true,
  view: 'compliance',
  data: framework,
}));

const aiPages: PageDefinition[] = aiServices.map((service) => ({
  path: entryPath('ai', service.type),
  name: service.title,
  title: `${service.title} – AI Services`,
  description: service.summary,
  section: CATALOGS.ai.section,
  parent: CATALOGS.ai.parent,
  isService: true,
  view: 'ai-service',
  data: service,
}));

const webPages: PageDefinition[] = webServices.map((service) => ({
  path: entryPath('web', service.type),
  name: service.title,
  title: `${service.title} – Web Development`,
  description: service.summary,
  section: CATALOGS.web.section,
  parent: CATALOGS.web.parent,
  isService: true,
  view: 'web-service',
  data: service,
}));

/** The web services with a card on the index (the others are linked below the cards). */
const webIndexTypes: ReadonlySet<string> = new Set(loadCatalogs().web.filter((entry) => entry.data.onIndex).map((entry) => entry.slug));

const catalogPages = { cyber: cyberPages, ai: aiPages, web: webPages } as const;
/** How many of an area's services the /services overview names. */
const SERVICES_PER_AREA = 4;

const card = (page: PageMeta): CardLink => ({ path: page.path, title: page.name, summary: page.description });
const cardAt = (pages: readonly PageMeta[], path: string): CardLink => {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`manifest: no page at ${path}`);
  return card(page);
};

/** The compliance frameworks the home page features, in their `featuredOnHome` order. */
function homeSolutions(): CardLink[] {
  return loadCatalogs()
    .compliance.filter((entry) => entry.data.featuredOnHome !== undefined)
    .sort((a, b) => a.data.featuredOnHome! - b.data.featuredOnHome!)
    .map((entry) => cardAt(compliancePages, entryPath('compliance', entry.slug)));
}

const staticPages: PageDefinition[] = [
  {
    path: '/',
    name: 'Home',
    title: 'Virtual IP | Cybersecurity, Compliance, AI & Web Development Consultancy',
    description:
      'Virtual IP secures and builds digital businesses: penetration testing, risk assessment, compliance readiness, AI and web development, with 24*7 support.',
    section: 'Company',
    view: 'home',
    data: { solutions: homeSolutions() },
  },
  {
    path: '/about',
    name: 'About',
    title: 'About Us',
    description:
      'Meet Virtual IP: certified security practitioners, auditors and engineers who assess, fix and build, led by our CEO and Founder and our Managing Director.',
    section: 'Company',
    parent: '/',
    view: 'about',
    data: null,
  },
  {
    path: '/services',
    name: 'Our Services',
    title: 'Our Services',
    description:
      'An overview of Virtual IP services across cybersecurity, artificial intelligence and web development for growing and regulated businesses.',
    section: 'Company',
    parent: '/',
    view: 'services',
    data: {
      intro: servicesOverviewIntro,
      areas: serviceAreas.map((area) => {
        const services = catalogPages[area.id].map(card);
        return { id: area.id, title: area.title, path: area.path, summary: area.summary, services: services.slice(0, SERVICES_PER_AREA), total: services.length };
      }),
    },
  },
  {
    path: '/services/cyber-services',
    name: 'Cybersecurity Services',
    title: 'Cybersecurity Services',
    description:
      'Risk assessment, source code review, third-party risk, VAPT, cloud and network security, and incident response from certified Virtual IP consultants.',
    section: 'Cyber',
    parent: '/',
    view: 'cyber-index',
    data: { cards: cyberPages.map(card) },
  },
  {
    path: '/compliance',
    name: 'Compliance',
    title: 'Compliance Frameworks',
    description:
      'Readiness, gap analysis and audit support for 14 frameworks, from ISO 27001, SOC 2 and PCI DSS to GDPR, HIPAA, CMMC, FedRAMP and ISO 42001.',
    section: 'Compliance',
    parent: '/',
    view: 'compliance-index',
    data: { cards: compliancePages.map(card) },
  },
  {
    path: '/ai-services',
    name: 'AI Services',
    title: 'AI Services',
    description:
      'Predictive analytics, assistants, document, vision and language AI built on your data by Virtual IP: evaluated before launch, monitored in production.',
    section: 'AI',
    parent: '/',
    view: 'ai-index',
    data: { cards: aiPages.map(card) },
  },
  {
    path: '/web-services',
    name: 'Web Development Services',
    title: 'Web Development Services',
    description:
      'MERN and Next.js applications, APIs, dashboards, e-commerce, real-time apps and CRMs: fast, accessible and secure web development by Virtual IP.',
    section: 'Web',
    parent: '/',
    view: 'web-index',
    data: {
      cards: webServices
        .filter((service) => webIndexTypes.has(service.type))
        .map((service) => ({ ...cardAt(webPages, `/web-services/${service.type}`), icon: service.icon })),
      more: webServices.filter((service) => !webIndexTypes.has(service.type)).map((service) => cardAt(webPages, `/web-services/${service.type}`)),
    },
  },
  {
    path: '/awards',
    name: 'Awards & Certification',
    title: 'Awards & Certifications',
    description:
      'Client accolades on Clutch, G2, Trustpilot and Google Reviews, and our CEO’s CISSP, ISO/IEC 27001:2022 Lead Auditor and Cisco Security Core credentials.',
    section: 'Company',
    parent: '/',
    view: 'awards',
    data: null,
  },
  {
    path: '/contact',
    name: 'Contact Us',
    title: 'Contact Us',
    description:
      'Talk to Virtual IP about security testing, compliance, AI or web projects. Call, e-mail or send us a message; we reply within 24 hours on business days.',
    section: 'Company',
    parent: '/',
    view: 'contact',
    data: null,
  },
  {
    path: PRIVACY_PATH,
    name: 'Privacy Notice',
    title: 'Privacy Notice',
    description:
      'What Virtual IP collects through this website, why, who receives it, how long it is kept, and how to see or erase your data. No cookies, no trackers.',
    section: 'Company',
    parent: '/',
    view: 'policy',
    // Read on first use, not at import: the retention periods come from the environment the build
    // (or the server) runs in, and the server validates those settings in loadConfig first.
    get data() {
      return privacyNotice(readRetention(process.env));
    },
  },
  {
    path: SECURITY_POLICY_PATH,
    name: 'Vulnerability Disclosure Policy',
    title: 'Vulnerability Disclosure Policy',
    description:
      'How to report a security vulnerability in the Virtual IP website: scope, what to include, when we answer, and safe harbour for good-faith research.',
    section: 'Company',
    parent: '/',
    view: 'policy',
    data: securityPolicy,
  },
];

export const pages: readonly PageDefinition[] = [...staticPages, ...cyberPages, ...aiPages, ...webPages, ...compliancePages];

/** The meta data of a page, without its view and data. */
export function metaOf({ view: _view, data: _data, ...meta }: PageDefinition): PageMeta {
  return meta;
}

/** Every path the build prerenders: the manifest's pages plus the not-found pages. */
export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS];
}
