/**
 * The brand typeface: Plus Jakarta Sans, a variable font (the served file keeps weights 400–800), self-hosted
 * from its Fontsource package, latin subset only. Its @font-face, the preload of its file and the
 * metric-matched fallback are written into every page's <head> by the build
 * (src/build/vite/typefacePlugin.ts); the theme only names the families.
 */
export const TYPEFACE = {
  family: 'Plus Jakarta Sans',
  /**
   * Local fonts resized to the brand face's metrics (size-adjust, ascent/descent overrides from
   * capsize): what a page shows when the font file is not there by its first paint (it then keeps
   * it, font-display: optional), close to the brand face in size and rhythm. An Arial-metric font
   * first (Windows, macOS, most Linux desktops), else DejaVu Sans (Linux without one).
   */
  fallbackFamilies: ['Plus Jakarta Sans Fallback', 'Plus Jakarta Sans DejaVu Fallback'],
} as const;

/**
 * The body text's font stack: the brand face, its metric-matched fallbacks, then the platform's own
 * (where none of them can load). Set once, by the page's global CSS (./globalCss.ts), so that no
 * island's code carries it.
 */
export const BODY_FONT_STACK = `${[TYPEFACE.family, ...TYPEFACE.fallbackFamilies].map((family) => `'${family}'`).join(', ')}, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
