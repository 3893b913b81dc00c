/**
 * Which module in src/pages/ renders each view and each not-found page. Read by the route table
 * (to load the view) and by the build (to preload the current page's view module from its HTML).
 */
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from './notFound';
import type { ViewName } from './types';

export const VIEW_MODULES = {
  home: 'HomePage',
  about: 'AboutPage',
  services: 'ServicesPage',
  awards: 'AwardsPage',
  contact: 'ContactPage',
  'cyber-index': 'CyberServicesPage',
  'cyber-service': 'CyberServicePage',
  'compliance-index': 'ComplianceIndexPage',
  compliance: 'CompliancePage',
  'ai-index': 'AiServicesPage',
  'ai-service': 'AiServicePage',
  'web-index': 'WebServicesPage',
  'web-service': 'WebServicePage',
  policy: 'PolicyPage',
} as const satisfies Record<ViewName, string>;

type CatalogNotFoundPath = (typeof CATALOG_NOT_FOUND_PATHS)[number];

/** The module of each prerendered not-found page (dist/404.html, dist/<catalog>/404.html). */
export const NOT_FOUND_MODULES = {
  [NOT_FOUND_PATH]: 'NotFoundPage',
  '/ai-services/not-found': 'ServiceNotFoundPage',
  '/web-services/not-found': 'ServiceNotFoundPage',
  '/compliance/not-found': 'ComplianceNotFoundPage',
} as const satisfies Record<typeof NOT_FOUND_PATH | CatalogNotFoundPath, string>;

/** The source file of a page module, as Vite's build manifest names it. */
export const pageModuleFile = (name: string) => `src/pages/${name}.tsx`;
