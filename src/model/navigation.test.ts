/**
 * The header menu, whatever the content holds: the Compliance group lists every framework once, in
 * the catalog's order, and the Services group every service area. Part of the content suite
 * (src/test/contentSuite.ts).
 */
import { describe, expect, it } from 'vitest';
import { itemPaths } from '../test/contentItems';
import { loadCatalogs } from '../build/content/loadCatalogs';
import { pages } from '../build/manifest';
import { loadSiteFiles, serviceAreasOf } from '../build/content/loadSiteFiles';
import { INSIGHTS } from './insights';
import { navigation, type NavLink } from './navigation';

const group = (id: string): readonly NavLink[] => {
  const item = navigation.find((candidate) => candidate.kind === 'group' && candidate.id === id);
  return item?.kind === 'group' ? item.items : [];
};

describe('header navigation', () => {
  it('has the items of docs/product/site.md §2 (Header), with Insights before Awards', () => {
    expect(navigation.map((item) => item.label)).toEqual(['Home', 'About', 'Services', 'Compliance', 'Insights', 'Awards & Certification']);
    expect(navigation.find((item) => item.label === 'Insights')).toMatchObject({ kind: 'link', to: INSIGHTS.path });
  });

  it('lists every compliance framework once, in the catalog’s order, under its title', () => {
    const items = group('compliance');
    expect(items.map((item) => item.to)).toEqual(itemPaths().compliance);
    expect(items.map((item) => item.label)).toEqual(loadCatalogs().compliance.map((entry) => entry.data.title));
  });

  it('lists every service area: the catalogs whose index file describes one, under its menu label', () => {
    const areas = serviceAreasOf(loadSiteFiles());
    expect(group('services')).toEqual(areas.map((area) => ({ label: area.menuLabel, to: area.path })));
  });

  it('links only to pages of the site', () => {
    const paths = new Set(pages.map((page) => page.path));
    const links = navigation.flatMap((item) => (item.kind === 'group' ? item.items : [item]));
    expect(links.map((link) => link.to).filter((to) => !paths.has(to))).toEqual([]);
  });
});
