/**
 * Deterministic full-page screenshots of the built site in Debian's Chromium, for the visual
 * regression tests (visual.test.ts). What could make two runs of the same page differ is pinned:
 *
 * - fonts: the text is in the brand face, which the site serves itself (the same file everywhere);
 *   for the characters it lacks (arrows, code) Chromium sees only the six faces of Debian's
 *   fonts-dejavu-core (a private fontconfig file; scripts/ensure-system-deps.sh installs the
 *   package), so the fonts installed on the machine (Liberation, Noto…) cannot change which face
 *   renders, and hinting and anti-aliasing are set here rather than by the machine's fontconfig; the
 *   page is checked to render its headings and text in the brand face;
 * - motion: reduced motion is emulated and a style sheet stops every animation, transition and the
 *   caret; running animations are finished;
 * - loading: the page is hydrated, the network idle, lazy images loaded and decoded, fonts ready;
 * - capture: `toHaveScreenshot` takes a first capture that matches its baseline as it is, and
 *   otherwise captures the page until two consecutive captures agree (Chromium's full-page capture
 *   sometimes repeats the first screen when the machine is busy) before it fails or writes a baseline.
 */
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TYPEFACE } from '../../src/ui/typeface';
import { CHROMIUM_FLAGS, networkSettled, waitForHydration } from './browser';

/** Chromium's flags for the captures: the end-to-end tests' own, no scrollbars, sRGB output. */
export const VISUAL_FLAGS = [...CHROMIUM_FLAGS, '--hide-scrollbars', '--force-color-profile=srgb'];

/** The face every page's text must render in: the brand typeface (BODY_FONT_STACK, src/ui/typeface.ts). */
export const EXPECTED_FONT = TYPEFACE.family;

/** The faces Debian's fonts-dejavu-core installs (fonts-dejavu-extra adds obliques and condensed faces to the same folder). */
const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
const DEJAVU_CORE = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf'];

/** Stops what reduced motion leaves running: any animation or transition, smooth scrolling and the blinking caret. */
const FREEZE_CSS = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
    caret-color: transparent !important;
  }
`;

/**
 * A fontconfig file that offers Chromium only the fonts-dejavu-core faces, with fixed rendering
 * settings, in a new temporary folder. Throws, saying how to install them, when they are missing.
 */
export function pinnedFontconfig(): { file: string; dir: string } {
  const missing = DEJAVU_CORE.filter((file) => !existsSync(path.join(DEJAVU_DIR, file)));
  if (missing.length > 0) {
    throw new Error(
      `The visual tests render text in ${EXPECTED_FONT} (Debian's fonts-dejavu-core), but ${missing.join(', ')} ` +
        `is missing from ${DEJAVU_DIR}. Install it: bash scripts/ensure-system-deps.sh (or apt-get install fonts-dejavu-core).`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'vip-visual-fonts-'));
  const fonts = path.join(dir, 'fonts');
  mkdirSync(fonts);
  for (const file of DEJAVU_CORE) symlinkSync(path.join(DEJAVU_DIR, file), path.join(fonts, file));
  const alias = (generic: string, family: string) => `<alias binding="strong"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  ${alias('sans-serif', 'DejaVu Sans')}
  ${alias('serif', 'DejaVu Serif')}
  ${alias('monospace', 'DejaVu Sans Mono')}
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`;
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(file, config);
  return { file, dir };
}

/** The platform fonts Chromium drew the text of `selector` with (DevTools protocol), most glyphs first. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount).map((font) => font.familyName);
  } finally {
    await session.detach();
  }
}

/** Waits until everything that changes the picture has settled: hydration, network, images, fonts, animations. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  // A visitor is there (a key, no pointer over anything): what waits for that, a not-found page's
  // suggestions, comes in as it does for every visitor.
  await page.keyboard.press('Shift');
  await page.evaluate(async (css) => {
    // A constructed style sheet, so the page's Content-Security-Policy needs no exception.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    for (const animation of document.getAnimations()) animation.finish();
    // A full-page capture does not scroll, so lazy images below the first screen would stay empty.
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // Two frames, so the style changes above are painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, FREEZE_CSS);
  await networkSettled(page);
}

/** Why the page's heading or first paragraph is not in the brand face, or null when both are. */
async function wrongFontOf(page: Page, pagePath: string): Promise<string | null> {
  // The heading and the first paragraph: CSS.getPlatformFontsForNode reports the fonts of a node's own text.
  for (const selector of ['h1', 'main p']) {
    const fonts = await renderedFonts(page, selector);
    if (fonts[0] !== EXPECTED_FONT) {
      return (
        `${pagePath}: the text of \`${selector}\` renders in ${fonts.length ? fonts.join(', ') : 'no font'}, not ${EXPECTED_FONT}, ` +
        `so the screenshots cannot match the baselines. Check that the page preloads and declares the brand face ` +
        `(src/build/vite/typefacePlugin.ts) and that BODY_FONT_STACK names it first.`
      );
    }
  }
  return null;
}

/**
 * Loads `pagePath` in `page` (expecting `status`, 404 for the not-found page) and waits until it is
 * settled, with its text in the brand face. The brand face is font-display: optional: a first visit
 * on a busy machine may paint without it (and keep the fallback); loaded again, the page finds the
 * file in the cache.
 */
export async function loadSettled(page: Page, baseUrl: string, pagePath: string, status = 200): Promise<void> {
  const response = await page.goto(`${baseUrl}${pagePath}`);
  if (response?.status() !== status) throw new Error(`${pagePath} answered ${response?.status()}, expected ${status}`);
  await settle(page);
  let wrongFont = await wrongFontOf(page, pagePath);
  if (wrongFont) {
    await page.reload();
    await settle(page);
    wrongFont = await wrongFontOf(page, pagePath);
  }
  if (wrongFont) throw new Error(wrongFont);
}

/** Two animation frames, so what just changed (a theme: transitions are stopped) is painted. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
