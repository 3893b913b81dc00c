import type { CatalogName } from './catalogs';
import type { CatalogIndexCopy, Company, InterfaceCopy, NotFoundCopy } from './schemas/pageSchemas';
import type { ServiceArea } from './types';

export interface NavLink {
  label: string;
  to: string;
}

/** An item of the header menu: a link, or a group of links (the service areas, a catalog without an area). */
export type NavItem = ({ kind: 'link' } & NavLink) | { kind: 'group'; id: string; label: string; items: readonly NavLink[] };

/** What the frame of every page shows, from the content files (the 'virtual:site-content' module). */
export interface SiteContent {
  company: Company;
  /** The header menu (src/build/navigation.ts). */
  navigation: NavItem[];
  /** The words of the header, the footer and what pages of a kind share (content/site/interface.yaml). */
  words: InterfaceCopy;
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
