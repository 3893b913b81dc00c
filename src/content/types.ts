/**
 * Types of every content record. Content modules are plain typed data; pages, menus, the sitemap,
 * search and the chat assistant all read from them, so a typo in an id fails the build.
 */

import type { Faq } from '../site/content/schemas';

export type { Faq } from '../site/content/schemas';

/** Exactly four items: the spec fixes four benefits, four use cases and four sections per record. */
export type Four<T> = readonly [T, T, T, T];

export const CYBER_SERVICE_IDS = [
  'risk-assessment',
  'source-code-review',
  'third-party-risk',
  'vapt',
  'cloud-security',
  'network-security',
  'cyber-defense',
] as const;
export type CyberServiceId = (typeof CYBER_SERVICE_IDS)[number];

export const AI_SERVICE_TYPES = [
  'predictive-analytics',
  'chatbots-virtual-assistants',
  'personalized-recommendations',
  'sentiment-analysis',
  'document-summarization',
  'speech-text-conversion',
  'demand-forecasting',
  'vision-ai',
  'content-creation',
  'natural-language-generation',
  'customer-behavior-modeling',
  'fraud-detection',
  'adaptive-learning',
  'multi-lingual-translation',
  'legal-document-analysis',
  'trend-pattern-recognition',
] as const;
export type AiServiceType = (typeof AI_SERVICE_TYPES)[number];

/** The 14 web services shown on the index, in the spec's order. */
export const WEB_SERVICE_INDEX_TYPES = [
  'mern-development',
  'nextjs-websites',
  'api-integration',
  'database-management',
  'admin-dashboards',
  'microservices-architecture',
  'ecommerce-solutions',
  'realtime-apps',
  'auth-systems',
  'performance-optimization',
  'pwa-development',
  'seo-optimization',
  'deployment-services',
  'custom-crm',
] as const;
/** Detail pages that exist without an index card. */
export const WEB_SERVICE_EXTRA_TYPES = [
  'ui-ux-design',
  'chat-messaging',
  'security-auth',
  'cms-solutions',
  'analytics-reporting',
] as const;
export const WEB_SERVICE_TYPES = [...WEB_SERVICE_INDEX_TYPES, ...WEB_SERVICE_EXTRA_TYPES] as const;
export type WebServiceType = (typeof WEB_SERVICE_TYPES)[number];

export const COMPLIANCE_KEYS = [
  'iso-27001',
  'soc2',
  'nist',
  'cis',
  'hipaa',
  'hitech',
  'gdpr',
  'pci-dss',
  'fisma',
  'cmmc',
  'fedramp',
  'itar',
  'iso-42001',
  'cobit',
] as const;
export type ComplianceKey = (typeof COMPLIANCE_KEYS)[number];

export const ILLUSTRATIONS = ['iso-diagram', 'gap-analysis', 'certification', 'monitoring'] as const;
export type Illustration = (typeof ILLUSTRATIONS)[number];

/** A block of page copy: a heading, one or more paragraphs and optional bullet points. */
export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

export interface CyberService {
  id: CyberServiceId;
  /** Page and card title, e.g. 'VAPT Services'. */
  title: string;
  /** Card text on the index and the page's meta description (≤ 160 characters). */
  summary: string;
  /** Hero sub-heading under the title. */
  intro: string;
  sections: readonly ContentSection[];
  /** Questions and short answers shown on the page, in its FAQPage JSON-LD, the search and the chat. */
  faq?: readonly Faq[];
}

export interface AiService {
  type: AiServiceType;
  title: string;
  /** Card text on the index and the page's meta description (≤ 160 characters). */
  summary: string;
  /** Hero description on the detail page (2–3 sentences). */
  description: string;
  keyBenefits: Four<string>;
  useCases: Four<string>;
  /** Questions and short answers shown on the page, in its FAQPage JSON-LD, the search and the chat. */
  faq?: readonly Faq[];
}

export type WebServiceIcon =
  | 'stack' | 'globe' | 'plug' | 'database' | 'dashboard' | 'cubes' | 'cart' | 'bolt' | 'key'
  | 'gauge' | 'phone' | 'search' | 'rocket' | 'users' | 'palette' | 'chat' | 'shield' | 'file'
  | 'chart';

export interface WebService {
  type: WebServiceType;
  title: string;
  icon: WebServiceIcon;
  /** Card text on the index and the page's meta description (≤ 160 characters). */
  summary: string;
  /** Hero description on the detail page (2–3 sentences). */
  description: string;
  keyBenefits: Four<string>;
  useCases: Four<string>;
  /** Questions and short answers shown on the page, in its FAQPage JSON-LD, the search and the chat. */
  faq?: readonly Faq[];
}

export interface ComplianceSection {
  title: string;
  content: string;
  illustration: Illustration;
}

export interface ComplianceFramework {
  key: ComplianceKey;
  /** Short name for menus and cards, e.g. 'ISO 27001'. */
  title: string;
  /** The detail page's h1. */
  heroTitle: string;
  /** Card text on the index and the page's meta description (≤ 160 characters). */
  summary: string;
  /** Hero description (2–3 sentences). */
  description: string;
  sections: Four<ComplianceSection>;
  /** Questions and short answers shown on the page, in its FAQPage JSON-LD, the search and the chat. */
  faq?: readonly Faq[];
}

export interface Badge {
  name: string;
  description: string;
  /** A theme accent name, resolved to a colour by the theme. */
  colour: 'clutch' | 'g2' | 'trustpilot' | 'google';
}

export interface Certification {
  title: string;
  issuer: string;
  description: string;
  /** Site-relative path of the emblem image (served from public/). */
  image: string;
}

/** A run of text in a policy document; a link where it has an href (site path, mailto: or https:). */
export type Inline = string | { text: string; href: string };
/** A paragraph or list item: plain text, or text with links. */
export type Paragraph = string | readonly Inline[];

export interface PolicySection {
  /** The heading's id, for links to a section (/privacy#retention). */
  id: string;
  heading: string;
  paragraphs: readonly Paragraph[];
  points?: readonly Paragraph[];
}

/** A page of prose in sections: the privacy notice, the vulnerability disclosure policy. */
export interface PolicyDocument {
  title: string;
  intro: string;
  /** ISO date of the last change to the text (or its settings), shown under the title. */
  updated: string;
  sections: readonly PolicySection[];
}
