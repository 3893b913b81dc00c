import type { Plugin } from 'vite';
import { pages } from '../../src/routes/manifest';

const VIRTUAL_ID = 'virtual:page-meta';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Serves the route manifest's page entries (meta data only, no page copy) as 'virtual:page-meta'. */
export function pageMetaPlugin(): Plugin {
  return {
    name: 'virtual-ip:page-meta',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(pages)};` : undefined),
  };
}
