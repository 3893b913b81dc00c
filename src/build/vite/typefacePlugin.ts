import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import { create as openFont } from 'fontkitten';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { TYPEFACE } from '../../ui/typeface';
import { hashedAssetPath } from './hashedAsset';
import { KEPT_CODE_POINT_LIST, KEPT_TEXT, KEPT_WEIGHTS, UNICODE_RANGE, unicodeRangeOf } from './brandGlyphs';

/** The variable font's latin file in its Fontsource package (weights 200–800, 27 KB). */
const FONT_FILE = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

/**
 * The OpenType features the file keeps: those a browser applies to Latin text by default, and
 * tabular figures, which browsers' own styles turn on for list markers (`::marker`: the numbers of
 * an ordered list). The package also has fractions, numerators, denominators and proportional
 * figures (frac, numr, dnom, pnum), which only `font-variant-numeric` or `font-feature-settings`
 * turn on and no style of the site does.
 */
const KEPT_FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'calt', 'clig', 'liga', 'kern', 'mark', 'mkmk', 'tnum'];

/** The served file: the package's font cut to the kept characters, weights and features (harfbuzz, through subset-font). */
export function brandFontFile(): Promise<Buffer> {
  const original = readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
  // keepFeatures is in subset-font's README (2.x) but not yet in @types/subset-font 2.3.
  const options: NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures: string[] } = {
    targetFormat: 'woff2',
    variationAxes: { wght: KEPT_WEIGHTS },
    keepFeatures: KEPT_FEATURES,
  };
  return subsetFont(original, KEPT_TEXT, options);
}
/** Local faces with Arial's metrics: Arial itself, and Liberation Sans and Arimo, made to match it (Linux, ChromeOS). */
const ARIAL_ALIKES = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];

/**
 * Arial's metrics (font units), as capsize's metrics collection gives them (@capsizecss/metrics
 * 4.3.0, `arial`). The fallback is a local face, so there is no file here to read them from; the
 * collection itself is 29,600 files, a third of all the files `npm ci` unpacked, for this one record.
 */
const ARIAL: FontMetrics = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};

/**
 * DejaVu Sans's metrics (font units, read from its file by @capsizecss/unpack): the sans-serif of
 * Linux systems without an Arial-metric font, whose letters are some 14 % wider than Arial's. Unscaled,
 * the header's full menu overflowed at 1200–1280 px whenever the brand font missed the first paint.
 */
const DEJAVU_SANS: FontMetrics = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  capHeight: 1493,
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1120,
  xWidthAvg: 1041,
  subsets: { latin: { xWidthAvg: 1041 }, thai: { xWidthAvg: 1229 } },
};

/**
 * The fallback faces: a local Arial-metric font, or else DejaVu Sans, each scaled to the brand face's
 * metrics, read from the brand font's file by capsize (@capsizecss/unpack), which computes the overrides.
 * DejaVu stands in only for the characters the brand face has: a character it leaves out (the arrows
 * of the kept ranges) is the platform's, as it is when the brand face loads.
 */
export async function fallbackFontFace(): Promise<string> {
  const file = readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
  const brand = await fromBuffer(file);
  const faceOf = (family: string, metrics: FontMetrics, locals: readonly string[], range = '') => {
    const [face] = createFontStack([brand, metrics], { fontFaceFormat: 'styleObject', subset: 'latin' }).fontFaces;
    const overrides = face!['@font-face'];
    return (
      `@font-face { font-family: '${family}'; src: ${locals.map((name) => `local('${name}')`).join(', ')}; ` +
      `size-adjust: ${overrides.sizeAdjust}; ascent-override: ${overrides.ascentOverride}; descent-override: ${overrides.descentOverride}; line-gap-override: ${overrides.lineGapOverride ?? '0%'};${range} }`
    );
  };
  const font = openFont(file);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${FONT_FILE}: one font expected, not a collection`);
  const brandHas = KEPT_CODE_POINT_LIST.filter((codePoint) => font.hasGlyphForCodePoint(codePoint));
  const [arialAlike, dejaVu] = TYPEFACE.fallbackFamilies;
  return `${faceOf(arialAlike, ARIAL, ARIAL_ALIKES)} ${faceOf(dejaVu, DEJAVU_SANS, ['DejaVu Sans', 'DejaVuSans'], ` unicode-range: ${unicodeRangeOf(brandHas)};`)}`;
}

/**
 * `font-display: optional`: the preloaded file is used when it is there by the first paint (almost
 * always: it is small, preloaded and then cached for a year); if not, the page keeps the fallback
 * and the next page has the font. Never a swap after the first paint: with `swap` a late font
 * re-wrapped the home hero and moved what follows it (Lighthouse measured CLS 0.03 on a slow run).
 */
export function brandFontFace(url: string): string {
  return `@font-face { font-family: '${TYPEFACE.family}'; font-style: normal; font-display: optional; font-weight: ${KEPT_WEIGHTS.min} ${KEPT_WEIGHTS.max}; src: url(${url}) format('woff2'); unicode-range: ${UNICODE_RANGE}; }`;
}

/**
 * The typeface in every page's <head>: the font file as a hashed asset (a year's immutable cache),
 * preloaded so it is there for the first paint, its @font-face and the fallback's. In development
 * the file is served from the package by Vite.
 */
export function typefacePlugin(): Plugin {
  let bytes: Buffer | undefined;
  let url = '';
  let fallback = '';
  let emit = false;
  return {
    name: 'virtual-ip:typeface',
    async configResolved(config) {
      emit = config.command === 'build' && !config.build.ssr;
      fallback = await fallbackFontFace();
      if (config.command === 'serve') {
        url = `/@fs${createRequire(import.meta.url).resolve(FONT_FILE)}`;
        return;
      }
      bytes = await brandFontFile();
      url = hashedAssetPath('plus-jakarta-sans-latin', 'woff2', bytes);
    },
    generateBundle() {
      if (emit && bytes) this.emitFile({ type: 'asset', fileName: url.slice(1), source: bytes });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', href: url, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' },
      { tag: 'style', attrs: { 'data-typeface': '' }, children: `${brandFontFace(url)} ${fallback}`, injectTo: 'head' },
    ],
  };
}
