import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import type { Plugin } from 'vite';
import { TYPEFACE } from '../../src/ui/typeface';

/** The variable font's latin file in its Fontsource package (weights 200–800). */
const FONT_FILE = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
/** Fontsource's latin unicode-range: a page with no character outside it never fetches anything else. */
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
/** Local faces with Arial's metrics: Arial itself, and Liberation Sans and Arimo, made to match it (Linux, ChromeOS). */
const ARIAL_ALIKES = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];

/** The fallback face: a local Arial-metric font scaled to the brand face's metrics (capsize computes the overrides). */
export function fallbackFontFace(): string {
  const [face] = createFontStack([plusJakartaSans, arial], { fontFaceFormat: 'styleObject', subset: 'latin' }).fontFaces;
  const metrics = face!['@font-face'];
  return (
    `@font-face { font-family: '${TYPEFACE.fallbackFamily}'; src: ${ARIAL_ALIKES.map((name) => `local('${name}')`).join(', ')}; ` +
    `size-adjust: ${metrics.sizeAdjust}; ascent-override: ${metrics.ascentOverride}; descent-override: ${metrics.descentOverride}; line-gap-override: ${metrics.lineGapOverride}; }`
  );
}

/**
 * `font-display: optional`: the preloaded file is used when it is there by the first paint (almost
 * always: it is small, preloaded and then cached for a year); if not, the page keeps the fallback
 * and the next page has the font. Never a swap after the first paint: with `swap` a late font
 * re-wrapped the home hero and moved what follows it (Lighthouse measured CLS 0.03 on a slow run).
 */
export function brandFontFace(url: string): string {
  return `@font-face { font-family: '${TYPEFACE.family}'; font-style: normal; font-display: optional; font-weight: 200 800; src: url(${url}) format('woff2'); unicode-range: ${LATIN}; }`;
}

/**
 * The typeface in every page's <head>: the font file as a hashed asset (a year's immutable cache),
 * preloaded so it is there for the first paint, its @font-face and the fallback's. In development
 * the file is served from the package by Vite.
 */
export function typefacePlugin(): Plugin {
  const path = createRequire(import.meta.url).resolve(FONT_FILE);
  const bytes = readFileSync(path);
  const built = `/assets/plus-jakarta-sans-latin-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`;
  let url = built;
  let emit = false;
  return {
    name: 'virtual-ip:typeface',
    configResolved(config) {
      emit = config.command === 'build' && !config.build.ssr;
      if (config.command === 'serve') url = `/@fs${path}`;
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: built.slice(1), source: bytes });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', href: url, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' },
      { tag: 'style', attrs: { 'data-typeface': '' }, children: `${brandFontFace(url)} ${fallbackFontFace()}`, injectTo: 'head' },
    ],
  };
}
