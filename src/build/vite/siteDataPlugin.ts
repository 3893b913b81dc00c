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
 * - 'virtual:page-payloads': path → each page's meta data and the data its view renders (prerender
 *   only: the browser runs no router, and its islands get what they need as props).
 * - 'virtual:site-content': what the frame of every page shows (src/model/siteContent.ts).
 * - 'virtual:chat-no-script': the chat panel's text without script, markdown over the company's facts
 *   (prerender only: the layout hands it to the chat's island, which writes it into <noscript>).
 */
const TREE = 'virtual:site-tree';
const CONTENT = 'virtual:site-content';
const CHAT_NO_SCRIPT = 'virtual:chat-no-script';
const PAYLOADS = 'virtual:page-payloads';

/** The pages of the site tree (menus, breadcrumbs): all but those below Insights' index (src/model/insights.ts). */
const treePages = (): PageDefinition[] => pages.filter((page) => !isBelowInsights(page.path));

const payloadOf = (page: PageDefinition): PagePayload => ({ meta: metaOf(page), data: page.data });

export function siteDataPlugin(): Plugin {
  return {
    name: 'virtual-ip:site-data',
    resolveId(id) {
      if (id === TREE || id === PAYLOADS || id === CONTENT || id === CHAT_NO_SCRIPT) return `\0${id}`;
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
      if (name === PAYLOADS) return `export default ${JSON.stringify(Object.fromEntries(pages.map((page) => [page.path, payloadOf(page)])))};`;
      return undefined;
    },
  };
}
