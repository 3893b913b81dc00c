import type { Plugin } from 'vite';
import { globalCss } from '../../src/ui/globalCss';

/** Inlines the site's base styles (src/ui/globalCss.ts) into the HTML template's <head>. */
export function globalCssPlugin(): Plugin {
  const css = globalCss.replace(/\s*\n\s*/g, ' ').trim();
  return {
    name: 'virtual-ip:global-css',
    transformIndexHtml: () => [{ tag: 'style', attrs: { 'data-global': '' }, children: css, injectTo: 'head' }],
  };
}
