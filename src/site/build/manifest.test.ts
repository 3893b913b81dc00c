import { describe, expect, it } from 'vitest';
import { complianceFrameworks } from '../../content/compliance';
import { cyberServices } from '../../content/cyber-services';
import { SPEC_AI_SERVICES, SPEC_COMPLIANCE_FRAMEWORKS, SPEC_CYBER_SERVICES, SPEC_WEB_INDEX_SERVICES, SPEC_WEB_SERVICES } from '../../test/specCatalogs';
import { pages, prerenderPaths } from './manifest';
import { CONSULTATION_PATH, FORM_CONFIRMATIONS, FORM_PROBLEM_PATH } from '../formPages';
import { navigation } from '../navigation';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../notFound';
import { findNode, pageTrail } from '../siteTree';
import { sitemapXml } from '../sitemap';

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('route manifest', () => {
  it('has every route of site-spec §2', () => {
    const paths = pages.map((page) => page.path);
    for (const path of ['/', '/about', '/services', '/services/cyber-services', '/compliance', '/awards', '/contact']) {
      expect(paths).toContain(path);
    }
  });

  it('has a page for every cyber service id and every compliance key, with their content', () => {
    for (const id of SPEC_CYBER_SERVICES) {
      const page = pages.find((entry) => entry.path === `/services/${id}`);
      expect(page, id).toBeDefined();
      expect(page?.name).toBe(cyberServices.find((service) => service.id === id)?.title);
    }
    for (const key of SPEC_COMPLIANCE_FRAMEWORKS) {
      const page = pages.find((entry) => entry.path === `/compliance/${key}`);
      expect(page, key).toBeDefined();
      expect(page?.description).toBe(complianceFrameworks.find((framework) => framework.key === key)?.summary);
    }
  });

  it('has all 65 routes of the spec, plus the privacy notice, the disclosure policy, the consultation form, Insights, the newsletter link pages and the forms’ pages', () => {
    expect(pages.filter((page) => page.section !== 'Insights' && !page.noindex)).toHaveLength(65 + 3);
    expect(findNode(CONSULTATION_PATH)?.view).toBe('consultation');
    expect(pages.filter((page) => page.noindex).map((page) => page.path)).toEqual([
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/newsletter/confirmed',
      '/newsletter/unsubscribed',
      '/newsletter/link-invalid',
      ...Object.values(FORM_CONFIRMATIONS),
      FORM_PROBLEM_PATH,
    ]);
    expect(findNode('/insights')?.view).toBe('insights');
    expect(findNode('/privacy')?.view).toBe('policy');
    expect(findNode('/security')?.view).toBe('policy');
    for (const type of SPEC_AI_SERVICES) expect(findNode(`/ai-services/${type}`), type).toBeDefined();
    for (const type of SPEC_WEB_SERVICES) expect(findNode(`/web-services/${type}`), type).toBeDefined();
  });

  it('lists the 14 web index cards in the spec order, and all 16 AI cards', () => {
    const data = (path: string) => pages.find((page) => page.path === path)?.data as { cards: { path: string }[] };
    expect(data('/web-services').cards.map((card) => card.path)).toEqual(SPEC_WEB_INDEX_SERVICES.map((type) => `/web-services/${type}`));
    expect(data('/ai-services').cards.map((card) => card.path)).toEqual(SPEC_AI_SERVICES.map((type) => `/ai-services/${type}`));
  });

  it('marks every service and framework detail page as a Service', () => {
    const details = pages.filter((page) => ['cyber-service', 'ai-service', 'web-service', 'compliance'].includes(page.view));
    expect(details).toHaveLength(7 + 16 + 19 + 14);
    expect(details.every((page) => page.isService)).toBe(true);
  });

  it('has unique paths, titles and descriptions', () => {
    expect(duplicates(pages.map((page) => page.path))).toEqual([]);
    expect(duplicates(pages.map((page) => page.title))).toEqual([]);
    expect(duplicates(pages.map((page) => page.description))).toEqual([]);
  });

  it('gives every page a meta description of 50–160 characters', () => {
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it('links every page below home to an existing parent, so breadcrumbs reach home', () => {
    for (const page of pages.filter((entry) => entry.path !== '/')) {
      // Articles and the further list pages are not in the browser's tree: they hang from /insights.
      const trail = pageTrail(page);
      expect(trail[0]?.path, page.path).toBe('/');
      expect(trail.at(-1)?.path).toBe(page.path);
    }
  });

  it('finds pages with or without a trailing slash', () => {
    expect(findNode('/about/')?.path).toBe('/about');
    expect(findNode('/nope')).toBeUndefined();
  });

  it('prerenders every manifest page plus the not-found pages', () => {
    expect(prerenderPaths()).toEqual([...pages.map((page) => page.path), NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]);
    for (const path of CATALOG_NOT_FOUND_PATHS) expect(findNode(path)).toBeUndefined();
  });

  it('lists exactly the manifest pages in the sitemap, but those marked noindex', () => {
    const xml = sitemapXml('https://example.test');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(pages.filter((page) => !page.noindex).map((page) => (page.path === '/' ? 'https://example.test/' : `https://example.test${page.path}`)));
    expect(locs).not.toContain('https://example.test/newsletter/confirmed');
  });
});

describe('header navigation', () => {
  it('has the spec menu items in order, with Insights before Awards', () => {
    expect(navigation.map((item) => item.label)).toEqual(['Home', 'About', 'Services', 'Compliance', 'Insights', 'Awards & Certification']);
  });

  it('groups the three service areas and the 14 compliance pages, all of them real pages', () => {
    const groups = navigation.filter((item) => item.kind === 'group');
    const [services, compliance] = groups;
    expect(services?.items.map((item) => item.to)).toEqual(['/services/cyber-services', '/ai-services', '/web-services']);
    expect(compliance?.items.map((item) => item.to)).toEqual(SPEC_COMPLIANCE_FRAMEWORKS.map((key) => `/compliance/${key}`));
    for (const item of compliance?.items ?? []) expect(findNode(item.to)).toBeDefined();
  });
});
