import type { Plugin } from 'vite';
import { metaOf, pages } from '../../src/site/build/manifest';
import { catalogsWithNotFound } from '../../src/site/catalogs';
import { loadSiteFiles, serviceAreasOf } from '../../src/site/build/loadSiteFiles';
import type { SiteContent } from '../../src/site/siteContentTypes';
import type { PagePayload, SiteNode } from '../../src/site/types';

/**
 * Compiles the route manifest for the browser:
 * - 'virtual:site-tree': one slim node per page (path, name, parent, view) for routes, menus and
 *   breadcrumbs; it is part of every page's first load, so it carries no copy.
 * - 'virtual:page-data': path → loader of 'virtual:page-data/<path>', one small chunk per page with
 *   its meta data and the data its view renders. A page's first load carries only its own copy.
 * - 'virtual:site-content': what the frame of every page shows (src/site/siteContent.ts).
 */
const TREE = 'virtual:site-tree';
const CONTENT = 'virtual:site-content';
const INDEX = 'virtual:page-data';
const PAGE_PREFIX = 'virtual:page-data/';

/** The virtual module id of a page's data chunk (also its key in Vite's build manifest). */
export const pageId = (path: string) => `${PAGE_PREFIX}${path === '/' ? 'home' : path.slice(1)}`;

export function siteDataPlugin(): Plugin {
  const byId = new Map(pages.map((page) => [pageId(page.path), page]));
  return {
    name: 'virtual-ip:site-data',
    resolveId(id) {
      if (id === TREE || id === INDEX || id === CONTENT || byId.has(id)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const name = id.slice(1);
      if (name === TREE) {
        const nodes: SiteNode[] = pages.map(({ path, name: label, parent, view }) => ({ path, name: label, view, ...(parent ? { parent } : {}) }));
        return `export default ${JSON.stringify(nodes)};`;
      }
      if (name === CONTENT) {
        const files = loadSiteFiles();
        const content: SiteContent = {
          company: files.company,
          serviceAreas: serviceAreasOf(files),
          notFound: files.notFound,
          catalogNotFound: Object.fromEntries(catalogsWithNotFound().map((catalog) => [catalog, files.catalogIndex[catalog].notFound!])),
        };
        return `export default ${JSON.stringify(content)};`;
      }
      if (name === INDEX) {
        const loaders = pages.map((page) => `${JSON.stringify(page.path)}: () => import(${JSON.stringify(pageId(page.path))})`);
        return `export default {\n${loaders.join(',\n')}\n};`;
      }
      const page = byId.get(name);
      if (!page) return undefined;
      const payload: PagePayload = { meta: metaOf(page), data: page.data };
      return `export default ${JSON.stringify(payload)};`;
    },
  };
}
