import { headerNavigation } from '../navigation';
import type { Plugin } from 'vite';
import { metaOf, pages } from '../manifest';
import { catalogsWithNotFound } from '../../model/catalogs';
import { loadSiteFiles, serviceAreasOf } from '../content/loadSiteFiles';
import { chatNoScriptText } from '../content/chatNoScript';
import type { SiteContent } from '../../model/siteContentTypes';
import { isBelowInsights } from '../../model/insights';
import type { PageDefinition, PagePayload, SiteNode } from '../../model/types';

/**
 * Compiles the route manifest for the prerender (and the islands that need the site's facts):
 * - 'virtual:site-tree': one slim node per page (path, name, parent, view) for routes, menus and
 *   breadcrumbs.
 * - 'virtual:page-data': path → loader of 'virtual:page-data/<path>', each page's meta data and the
 *   data its view renders.
 * - 'virtual:site-content': what the frame of every page shows (src/model/siteContent.ts).
 * - 'virtual:chat-no-script': the chat panel's text without script, markdown over the company's facts
 *   (prerender only: the layout hands it to the chat's island, which writes it into <noscript>).
 * - 'virtual:insights-data': path → payload of the pages of Insights below its index
 *   (src/model/insights.ts), which are not in the tree.
 */
const TREE = 'virtual:site-tree';
const CONTENT = 'virtual:site-content';
const CHAT_NO_SCRIPT = 'virtual:chat-no-script';
const INDEX = 'virtual:page-data';
const PAGE_PREFIX = 'virtual:page-data/';
const INSIGHTS_DATA = 'virtual:insights-data';

/** The pages every page's first load knows: all but those below Insights' index. */
export const treePages = (): PageDefinition[] => pages.filter((page) => !isBelowInsights(page.path));
export const insightsPages = (): PageDefinition[] => pages.filter((page) => isBelowInsights(page.path));

export const payloadOf = (page: PageDefinition): PagePayload => ({ meta: metaOf(page), data: page.data });

/** The virtual module id of a page's data chunk (also its key in Vite's build manifest). */
export const pageId = (path: string) => `${PAGE_PREFIX}${path === '/' ? 'home' : path.slice(1)}`;

export function siteDataPlugin(): Plugin {
  const byId = new Map(treePages().map((page) => [pageId(page.path), page]));
  return {
    name: 'virtual-ip:site-data',
    resolveId(id) {
      if (id === TREE || id === INDEX || id === CONTENT || id === CHAT_NO_SCRIPT || id === INSIGHTS_DATA || byId.has(id)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const name = id.slice(1);
      if (name === TREE) {
        const nodes: SiteNode[] = treePages().map(({ path, name: label, parent, view }) => ({ path, name: label, view, ...(parent ? { parent } : {}) }));
        return `export default ${JSON.stringify(nodes)};`;
      }
      if (name === CONTENT) {
        const files = loadSiteFiles();
        const content: SiteContent = {
          company: files.company,
          navigation: headerNavigation(files, pages),
          words: files.interfaceCopy,
          serviceAreas: serviceAreasOf(files),
          notFound: files.notFound,
          catalogNotFound: Object.fromEntries(catalogsWithNotFound().map((catalog) => [catalog, files.catalogIndex[catalog].notFound!])),
        };
        return `export default ${JSON.stringify(content)};`;
      }
      if (name === CHAT_NO_SCRIPT) return `export default ${JSON.stringify(chatNoScriptText(loadSiteFiles()))};`;
      if (name === INDEX) {
        const loaders = treePages().map((page) => `${JSON.stringify(page.path)}: () => import(${JSON.stringify(pageId(page.path))})`);
        return `export default {\n${loaders.join(',\n')}\n};`;
      }
      if (name === INSIGHTS_DATA) {
        return `export default ${JSON.stringify(Object.fromEntries(insightsPages().map((page) => [page.path, payloadOf(page)])))};`;
      }
      const page = byId.get(name);
      if (!page) return undefined;
      return `export default ${JSON.stringify(payloadOf(page))};`;
    },
  };
}
