/**
 * The catalogs as the page spec lists them (docs/product/site.md §2): ids in the order the spec gives. Tests
 * check the content files against it; the site itself reads the files and keeps no list.
 */
export const SPEC_CYBER_SERVICES = [
  'risk-assessment',
  'source-code-review',
  'third-party-risk',
  'vapt',
  'cloud-security',
  'network-security',
  'cyber-defense',
] as const;

export const SPEC_AI_SERVICES = [
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

/** The 14 web services on the index, in the spec's order. */
export const SPEC_WEB_INDEX_SERVICES = [
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

/** Web service pages without an index card. */
export const SPEC_WEB_EXTRA_SERVICES = [
  'ui-ux-design',
  'chat-messaging',
  'security-auth',
  'cms-solutions',
  'analytics-reporting',
] as const;

export const SPEC_WEB_SERVICES = [...SPEC_WEB_INDEX_SERVICES, ...SPEC_WEB_EXTRA_SERVICES] as const;

export const SPEC_COMPLIANCE_FRAMEWORKS = [
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

export const SPEC_ILLUSTRATION_ORDER = ['iso-diagram', 'gap-analysis', 'certification', 'monitoring'] as const;
