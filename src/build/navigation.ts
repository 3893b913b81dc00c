/**
 * The header menu, from the pages and the content files: the home, about, Insights and awards pages
 * by their names, the service areas (the catalogs whose _index.yaml has an `area`) in one group, and
 * each other catalog (the compliance frameworks) in a group of its own, its entries in its order.
 */
import { CATALOGS, catalogNames } from '../model/catalogs';
import { INSIGHTS } from '../model/insights';
import { ABOUT_PATH } from '../model/people';
import type { NavItem, NavLink } from '../model/siteContentTypes';
import type { PageMeta } from '../model/types';
import { serviceAreasOf, type SiteFiles } from './content/loadSiteFiles';

export function headerNavigation(files: SiteFiles, pages: readonly PageMeta[]): NavItem[] {
  const linkTo = (path: string): NavLink => {
    const page = pages.find((candidate) => candidate.path === path);
    if (!page) throw new Error(`navigation: no page at ${path}`);
    return { label: page.name, to: path };
  };
  const catalogGroups = catalogNames()
    .filter((catalog) => !files.catalogIndex[catalog].area)
    .map(
      (catalog): NavItem => ({
        kind: 'group',
        id: catalog,
        label: files.catalogIndex[catalog].name,
        items: pages.filter((page) => page.parent === CATALOGS[catalog].parent).map((page) => linkTo(page.path)),
      }),
    );
  return [
    { kind: 'link', ...linkTo('/') },
    { kind: 'link', ...linkTo(ABOUT_PATH) },
    {
      kind: 'group',
      id: 'services',
      label: files.pages.services.menuLabel,
      items: serviceAreasOf(files).map((area) => ({ label: area.menuLabel, to: area.path })),
    },
    ...catalogGroups,
    { kind: 'link', ...linkTo(INSIGHTS.path) },
    { kind: 'link', ...linkTo('/awards') },
  ];
}
