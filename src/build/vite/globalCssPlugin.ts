import { transform, type Targets } from 'lightningcss';
import type { Plugin } from 'vite';
import { globalCss } from '../../ui/globalCss';
import { faviconSvg, paletteCss, paletteHeadTags } from '../../ui/palette';
import { COLOR_SCHEME_SCRIPT } from '../../ui/colorScheme';
import { VIEW_TRANSITION_SCRIPT } from '../../ui/viewTransitions';
import { PRINT_SITE_ORIGIN, PRINT_STYLESHEET, printCss } from '../../ui/printCss';

/**
 * The oldest browsers the styles are written for: those with light-dark(), which the palette needs.
 * The minifier keeps a fallback only where one of them needs it, and writes no syntax they lack.
 */
const TARGETS: Targets = { chrome: 123 << 16, edge: 123 << 16, firefox: 120 << 16, safari: (17 << 16) | (5 << 8) };

/** Minified by lightningcss (vite's own CSS tool): every page's HTML carries these styles. */
const minify = (css: string) => transform({ filename: 'global.css', code: Buffer.from(css), minify: true, targets: TARGETS }).code.toString();

/** Text for inside a single-quoted CSS string: quotes and backslashes escaped, nothing that could end the <style>. */
const cssStringText = (text: string) => text.replace(/[\\'"<>\n]/g, (character) => `\\${character.codePointAt(0)!.toString(16)} `);

/**
 * Inlines the colours of both themes (src/ui/palette.ts: custom properties, light-dark()) and the
 * site's base styles (src/ui/globalCss.ts) into the HTML template's <head>, with the browser UI's
 * colour per scheme and the favicon, drawn for both. The print
 * styles (src/ui/printCss.ts) are a stylesheet of their own, linked with media="print": a screen
 * never waits for them and every page's HTML stays small. The site's origin is written into them,
 * so a printed relative link shows its full address.
 */
export function globalCssPlugin(siteUrl: string): Plugin {
  const css = minify(paletteCss() + globalCss);
  // The origin goes in after minifying: the minifier writes a string's escapes out as the characters they stand for.
  const print = minify(printCss).replaceAll(PRINT_SITE_ORIGIN, cssStringText(siteUrl));
  let emit = false;
  return {
    name: 'virtual-ip:global-css',
    configResolved(config) {
      emit = config.command === 'build' && !config.build.ssr;
    },
    transformIndexHtml: (_html, context) => [
      ...paletteHeadTags().map(({ name, attrs }) => ({ tag: name, attrs, injectTo: 'head' as const })),
      // After the theme-color tags, which it sets too; before the body, so the first paint has the stored theme.
      { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head' },
      { tag: 'script', children: VIEW_TRANSITION_SCRIPT, injectTo: 'head' },
      { tag: 'style', attrs: { 'data-global': '' }, children: css, injectTo: 'head' },
      context.server
        ? { tag: 'style', attrs: { media: 'print' }, children: print, injectTo: 'head' }
        : { tag: 'link', attrs: { rel: 'stylesheet', href: `/${PRINT_STYLESHEET}`, media: 'print' }, injectTo: 'head' },
    ],
    generateBundle() {
      if (!emit) return;
      this.emitFile({ type: 'asset', fileName: PRINT_STYLESHEET, source: print });
      // For what asks for /favicon.svg by name (feed readers, bookmarks); pages carry it inline.
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg() });
    },
  };
}
