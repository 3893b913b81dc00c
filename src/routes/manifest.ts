/**
 * The route manifest: every prerendered page with its meta data. The prerender list, the header
 * menu, breadcrumbs, the sitemap (and later the search index and the chat's knowledge) derive from
 * this list and the content modules. Pure data: no React, so build scripts can import it.
 */
import { complianceFrameworks } from '../content/compliance';
import { cyberServices } from '../content/cyber-services';
import { NOT_FOUND_PATH } from './notFound';

export type SiteSection = 'Company' | 'Cyber' | 'AI' | 'Web' | 'Compliance';

export interface PageEntry {
  path: string;
  /** Short name for breadcrumbs and menus. */
  name: string;
  /** Document title before the site-name suffix. */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  section: SiteSection;
  /** Path of the parent page for the breadcrumb trail; home has none. */
  parent?: string;
  /** Describes a service offered, so the page gets Service JSON-LD. */
  isService?: boolean;
}

const staticPages: readonly PageEntry[] = [
  {
    path: '/',
    name: 'Home',
    title: 'Virtual IP | Cybersecurity, Compliance, AI & Web Development Consultancy',
    description:
      'Virtual IP secures and builds digital businesses: penetration testing, risk assessment, compliance readiness, AI and web development, with 24*7 support.',
    section: 'Company',
  },
  {
    path: '/about',
    name: 'About',
    title: 'About Us',
    description:
      'Meet Virtual IP: certified security practitioners, auditors and engineers who assess, fix and build, led by our CEO and Founder and our Managing Director.',
    section: 'Company',
    parent: '/',
  },
  {
    path: '/services',
    name: 'Our Services',
    title: 'Our Services',
    description:
      'An overview of Virtual IP services across cybersecurity, artificial intelligence and web development for growing and regulated businesses.',
    section: 'Company',
    parent: '/',
  },
  {
    path: '/services/cyber-services',
    name: 'Cybersecurity Services',
    title: 'Cybersecurity Services',
    description:
      'Risk assessment, source code review, third-party risk, VAPT, cloud and network security, and incident response from certified Virtual IP consultants.',
    section: 'Cyber',
    parent: '/',
  },
  {
    path: '/compliance',
    name: 'Compliance',
    title: 'Compliance Frameworks',
    description:
      'Readiness, gap analysis and audit support for 14 frameworks, from ISO 27001, SOC 2 and PCI DSS to GDPR, HIPAA, CMMC, FedRAMP and ISO 42001.',
    section: 'Compliance',
    parent: '/',
  },
  {
    path: '/awards',
    name: 'Awards & Certification',
    title: 'Awards & Certifications',
    description:
      'Client accolades on Clutch, G2, Trustpilot and Google Reviews, and our CEO’s CISSP, ISO/IEC 27001:2022 Lead Auditor and Cisco Security Core credentials.',
    section: 'Company',
    parent: '/',
  },
  {
    path: '/contact',
    name: 'Contact Us',
    title: 'Contact Us',
    description:
      'Talk to Virtual IP about security testing, compliance, AI or web projects. Call, e-mail or send us a message; we reply within 24 hours on business days.',
    section: 'Company',
    parent: '/',
  },
];

const cyberPages: readonly PageEntry[] = cyberServices.map((service) => ({
  path: `/services/${service.id}`,
  name: service.title,
  title: service.title,
  description: service.summary,
  section: 'Cyber',
  parent: '/services/cyber-services',
  isService: true,
}));

const compliancePages: readonly PageEntry[] = complianceFrameworks.map((framework) => ({
  path: `/compliance/${framework.key}`,
  name: framework.title,
  title: framework.heroTitle,
  description: framework.summary,
  section: 'Compliance',
  parent: '/compliance',
  isService: true,
}));

export const pages: readonly PageEntry[] = [...staticPages, ...cyberPages, ...compliancePages];

/** Every path the build prerenders: the manifest's pages plus the 404 page. */
export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), NOT_FOUND_PATH];
}
