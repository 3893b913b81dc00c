import type { CatalogName } from './catalogs';
import type { CatalogIndexCopy, Company, NotFoundCopy } from './schemas/pageSchemas';
import type { ServiceArea } from './types';

/** What the frame of every page shows, from the content files (the 'virtual:site-content' module). */
export interface SiteContent {
  company: Company;
  serviceAreas: ServiceArea[];
  /** The site's 404 page. */
  notFound: NotFoundCopy;
  /** The copy of each catalog's own not-found page. */
  catalogNotFound: Partial<Record<CatalogName, NonNullable<CatalogIndexCopy['notFound']>>>;
}

/** The postal address as lines: street; locality, region and postal code; country. */
export const addressLines = ({ address }: Pick<Company, 'address'>): readonly string[] => [
  address.street,
  `${address.locality}, ${address.region} ${address.postalCode}`,
  address.countryName,
];
