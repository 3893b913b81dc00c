/**
 * The colour values of both themes. BUILD-TIME ONLY: the build writes them once into every page's
 * inline CSS (src/build/vite/globalCssPlugin.ts) as custom properties with `light-dark()`, and the
 * components read them through `theme.colors.X` = `var(--color-x)` (src/ui/theme.ts). Never import
 * this module from client code: the dark palette would ship in the JS of every page.
 *
 * Every pair used for text meets WCAG AA (4.5:1), UI parts 3:1, in both themes (palette.test.ts).
 */
import type { Theme } from './theme';

type Colors = Theme['colors'];
/** Same shape as theme.colors, with the real values. */
export type Palette = { [K in keyof Colors]: Colors[K] extends string ? string : { [J in keyof Colors[K]]: string } };

export const light: Palette = {
  ink: '#0f172a',
  text: '#1e293b',
  muted: '#475569',
  inverse: '#ffffff',
  inverseMuted: '#cbd5e1',
  inverseSoft: '#e0f2fe',
  backdrop: 'rgba(15, 23, 42, 0.6)',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  accent: '#0e7490',
  accentSoft: '#e0f2fe',
  navy: '#0b1b34',
  navyRaised: '#13294b',
  surface: '#ffffff',
  surfaceAlt: '#f1f5f9',
  border: '#cbd5e1',
  // A deep amber: 3:1 against every light surface and against navy (amber 500, used before, had 2.2:1 on white).
  focus: '#d46b08',
  success: '#15803d',
  danger: '#b91c1c',
  dotOnline: '#16a34a',
  logoNode: '#38bdf8',
  signal: '#38bdf8',
  badge: {
    clutch: '#17313b',
    g2: '#b93d1e',
    trustpilot: '#00704a',
    google: '#1a56c4',
  },
};

/** Dark navy/slate surfaces, light text, a light-blue primary with dark text on its fills. */
export const dark: Palette = {
  ink: '#f1f5f9',
  text: '#e2e8f0',
  muted: '#94a3b8',
  inverse: '#ffffff',
  inverseMuted: '#cbd5e1',
  inverseSoft: '#e0f2fe',
  backdrop: 'rgba(2, 6, 23, 0.8)',
  primary: '#93c5fd',
  primaryHover: '#bfdbfe',
  onPrimary: '#0f172a',
  accent: '#67e8f9',
  accentSoft: '#1e3a5f',
  navy: '#020617',
  navyRaised: '#11213d',
  surface: '#0f172a',
  surfaceAlt: '#1e293b',
  border: '#3b4a61',
  focus: '#fbbf24',
  success: '#4ade80',
  danger: '#fca5a5',
  dotOnline: '#22c55e',
  logoNode: '#1d4ed8',
  signal: '#38bdf8',
  badge: light.badge,
};

/** `primaryHover` → `--color-primary-hover`, `badge.g2` → `--color-badge-g2`. */
export function cssVariable(path: readonly string[]): string {
  return `--color-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

/** Every colour as [path, light value, dark value]. */
export function paletteEntries(): [string[], string, string][] {
  const entries: [string[], string, string][] = [];
  const walk = (a: Record<string, unknown>, b: Record<string, unknown>, path: string[]) => {
    for (const [key, value] of Object.entries(a)) {
      if (typeof value === 'string') entries.push([[...path, key], value, b[key] as string]);
      else walk(value as Record<string, unknown>, b[key] as Record<string, unknown>, [...path, key]);
    }
  };
  walk(light, dark, []);
  return entries;
}

/** '#ffffff' → '#fff', 'rgba(2, 6, 23, 0.8)' → 'rgba(2,6,23,.8)': fewer bytes in every page's head. */
export function shortColor(value: string): string {
  const long = /^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i.exec(value);
  if (long) return `#${long[1]}${long[2]}${long[3]}`.toLowerCase();
  return value.replace(/\s+/g, '').replace(/\b0\./g, '.').toLowerCase();
}

/**
 * The themes as CSS, each colour written once: without a choice the system setting decides
 * (`color-scheme: light dark`, which `light-dark()` follows); `data-theme` on <html> (the visitor's
 * stored choice, src/ui/colorScheme.ts) forces one; print is always light.
 */
export function paletteCss(): string {
  const declarations = paletteEntries().map(([path, lightValue, darkValue]) => {
    const a = shortColor(lightValue);
    const b = shortColor(darkValue);
    return `${cssVariable(path)}:${a === b ? a : `light-dark(${a},${b})`}`;
  });
  return (
    `:root{color-scheme:light dark;${declarations.join(';')}}` +
    ':root[data-theme=light]{color-scheme:light}:root[data-theme=dark]{color-scheme:dark}' +
    '@media print{:root,:root[data-theme]{color-scheme:light}}'
  );
}

/**
 * The favicon (the logo's shield) in both themes: light in its attributes, dark in a style the
 * browser applies when its own colour scheme is dark. Inlined as a data URI in every page (a
 * favicon request delayed the first paint).
 */
export function faviconSvg(): string {
  const c = (value: string) => shortColor(value);
  return (
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
    `<style>@media (prefers-color-scheme:dark){.s{fill:${c(dark.primary)}}.v{stroke:${c(dark.onPrimary)}}.n{fill:${c(dark.logoNode)}}}</style>` +
    `<path class='s' fill='${c(light.primary)}' d='M16 2 4 6.5v8.2C4 22.6 9.2 28 16 30c6.8-2 12-7.4 12-15.3V6.5Z'/>` +
    `<path class='v' d='M10 11.5 16 22l6-10.5' fill='none' stroke='${c(light.onPrimary)}' stroke-width='2.6' stroke-linecap='round' stroke-linejoin='round'/>` +
    `<circle class='n' fill='${c(light.logoNode)}' cx='16' cy='9' r='2.2'/></svg>`
  );
}

/** A data URI of an SVG: quotes single, and escaped only where a URL needs it (validators included). */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[<>#%{}" ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

/** The browser UI's colour, per system scheme (<meta name="theme-color" media=…>). */
export const THEME_COLOR = { light: light.navy, dark: dark.navy } as const;

/** The tags every page's <head> gets from the palettes: the browser UI's colour per scheme, and the favicon. */
export function paletteHeadTags(): { name: string; attrs: Record<string, string> }[] {
  const themeColor = (scheme: 'light' | 'dark') => ({
    name: 'meta',
    attrs: { name: 'theme-color', content: THEME_COLOR[scheme], media: `(prefers-color-scheme: ${scheme})`, 'data-scheme': scheme },
  });
  return [themeColor('light'), themeColor('dark'), { name: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: svgDataUri(faviconSvg()) } }];
}
