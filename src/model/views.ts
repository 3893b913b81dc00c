/**
 * Which module in src/pages/ renders each view and each not-found page, for the route table.
 */
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from './notFound';
import type { ViewName } from './types';

/** Renders any catalog's not-found page from its declaration. */
export const CATALOG_NOT_FOUND_MODULE = 'CatalogNotFoundPage';

export const VIEW_MODULES = {
  home: 'HomePage',
  about: 'AboutPage',
  services: 'ServicesPage',
  awards: 'AwardsPage',
  contact: 'ContactPage',
  'catalog-index': 'CatalogIndexPage',
  'sections-entry': 'SectionsEntryPage',
  'framework-entry': 'FrameworkEntryPage',
  'benefits-entry': 'BenefitsEntryPage',
  policy: 'PolicyPage',
  insights: 'InsightsPage',
  article: 'ArticlePage',
  message: 'MessagePage',
  'link-action': 'LinkActionPage',
  consultation: 'ConsultationPage',
  'form-problem': 'FormProblemPage',
  booking: 'BookingPage',
  'booking-manage': 'BookingManagePage',
} as const satisfies Record<ViewName, string>;

/** The module of each prerendered not-found page (dist/404.html, dist/<catalog>/404.html). */
export const NOT_FOUND_MODULES: Readonly<Record<string, string>> = {
  [NOT_FOUND_PATH]: 'NotFoundPage',
  ...Object.fromEntries(CATALOG_NOT_FOUND_PATHS.map((notFoundPath) => [notFoundPath, CATALOG_NOT_FOUND_MODULE])),
};
