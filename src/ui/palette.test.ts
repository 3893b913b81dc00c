import { describe, expect, it } from 'vitest';
import { cssVariable, dark, faviconSvg, light, paletteCss, paletteEntries, shortColor, type Palette } from './palette';
import { theme } from './theme';

/** WCAG 2.x relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Name = Exclude<keyof Palette, 'badge'>;
const TEXT = 4.5;
const UI = 3;

/** [foreground, backgrounds, minimum ratio]: every pairing the components use. */
const PAIRS: [Name, Name[], number][] = [
  // Body text, headings, secondary text, links and hovers on the page's surfaces.
  ['text', ['surface', 'surfaceAlt'], TEXT],
  ['ink', ['surface', 'surfaceAlt', 'accentSoft'], TEXT],
  ['muted', ['surface', 'surfaceAlt'], TEXT],
  ['primary', ['surface', 'surfaceAlt'], TEXT],
  ['primaryHover', ['surface', 'surfaceAlt', 'accentSoft'], TEXT],
  ['accent', ['surface', 'surfaceAlt'], TEXT],
  ['danger', ['surface', 'surfaceAlt'], TEXT],
  ['success', ['surface', 'surfaceAlt'], TEXT],
  ['text', ['accentSoft'], TEXT],
  // Tags and their hover/current state.
  ['primary', ['accentSoft'], TEXT],
  // The skip link: page-coloured text on an ink box.
  ['surface', ['ink'], TEXT],
  // The navy bands (heroes, dark sections, footer, chat header).
  ['inverse', ['navy', 'navyRaised'], TEXT],
  ['inverseMuted', ['navy', 'navyRaised'], TEXT],
  ['inverseSoft', ['navy', 'navyRaised'], TEXT],
  // Light buttons on navy (dark text), and their hover.
  ['navy', ['inverse', 'inverseSoft'], TEXT],
  // Filled buttons, the chat launcher, the user's chat bubbles, the unread badge.
  ['onPrimary', ['primary', 'primaryHover', 'danger'], TEXT],
  // The focus ring is visible next to every surface it can sit on.
  ['focus', ['surface', 'surfaceAlt', 'navy', 'navyRaised'], UI],
  // Form field borders.
  ['muted', ['surface'], UI],
  ['danger', ['surface'], UI],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s palette', (_name, palette) => {
  it.each(PAIRS.flatMap(([fg, bgs, min]) => bgs.map((bg) => [fg, bg, min] as const)))('%s on %s has at least %s:1 contrast', (fg, bg, min) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(min);
  });

  it.each(Object.entries(palette.badge))('white text on the %s badge has at least 4.5:1 contrast', (_badge, colour) => {
    expect(contrast(palette.inverse, colour)).toBeGreaterThanOrEqual(TEXT);
  });
});

describe('the contrast helper', () => {
  it('gives the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The old focus colour (amber 500) was too faint on white.
    expect(contrast('#f59e0b', '#ffffff')).toBeLessThan(UI);
  });
});

describe('theme.colors and the palettes', () => {
  const themeEntries = (value: object, path: string[] = []): [string[], string][] =>
    Object.entries(value).flatMap(([key, v]): [string[], string][] =>
      typeof v === 'string' ? [[[...path, key], v]] : themeEntries(v as object, [...path, key]),
    );

  it('every theme colour is a custom property the palette CSS defines, and the palettes have no extra colour', () => {
    const css = paletteCss();
    const fromTheme = themeEntries(theme.colors);
    for (const [path, value] of fromTheme) {
      expect(value).toBe(`var(${cssVariable(path)})`);
      expect(css).toContain(`${cssVariable(path)}:`);
    }
    expect(
      paletteEntries()
        .map(([path]) => path.join('.'))
        .sort(),
    ).toEqual(fromTheme.map(([path]) => path.join('.')).sort());
  });

  it('writes each colour once, with light-dark() where the themes differ; data-theme forces a scheme; print is light', () => {
    const css = paletteCss();
    expect(css).toContain(':root{color-scheme:light dark;');
    expect(css).toContain('--color-primary:light-dark(#1d4ed8,#93c5fd)');
    expect(css).toContain('--color-inverse:#fff;');
    expect(css.match(/--color-primary:/g)).toHaveLength(1);
    expect(css).toContain(':root[data-theme=light]{color-scheme:light}:root[data-theme=dark]{color-scheme:dark}');
    expect(css).toMatch(/@media print\{:root,:root\[data-theme\]\{color-scheme:light\}\}$/);
  });

  it('shortens colours without changing them', () => {
    expect(shortColor('#FFFFFF')).toBe('#fff');
    expect(shortColor('#1d4ed8')).toBe('#1d4ed8');
    expect(shortColor('rgba(15, 23, 42, 0.6)')).toBe('rgba(15,23,42,.6)');
    expect(shortColor('rgba(10, 10, 10, 10.5)')).toBe('rgba(10,10,10,10.5)');
  });

  it('draws the favicon in the primary colours of both themes', () => {
    const svg = faviconSvg();
    expect(svg).toContain(`class='s' fill='${light.primary}'`);
    expect(svg).toContain(`@media (prefers-color-scheme:dark){.s{fill:${dark.primary}}`);
  });
});
