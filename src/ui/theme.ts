/**
 * Design tokens: the one place for colours, spacing, type, breakpoints and motion.
 * Colours are chosen for WCAG 2.2 AA contrast on the surfaces they are used with, in both themes (src/ui/palette.ts).
 */

/** nav: from this width the header has room for the full menu beside the search and contact buttons (with room to spare should the brand face not load). */
const breakpoints = { sm: 640, lg: 1024, nav: 1200 } as const;
/** The fixed chat launcher: its diameter, its distance from the viewport's edges, the gap kept above it. */
const chatLauncher = { size: '60px', offset: '1rem', gap: '0.5rem' } as const;

export const theme = {
  /**
   * Colours are CSS custom properties: each value is `var(--color-…)`, defined for both themes in
   * every page's inline CSS from src/ui/palette.ts (which never ships to the browser), so the system's
   * setting chooses light or dark before the first paint, with no script.
   */
  colors: {
    ink: 'var(--color-ink)',
    text: 'var(--color-text)',
    muted: 'var(--color-muted)',
    /** Text on the navy bands (hero, footer), in both themes. */
    inverse: 'var(--color-inverse)',
    inverseMuted: 'var(--color-inverse-muted)',
    /** A soft tint on navy bands (drawings, highlights), light in both themes. */
    inverseSoft: 'var(--color-inverse-soft)',
    /** Behind every modal dialog (the page stays visible, dimmed). */
    backdrop: 'var(--color-backdrop)',
    primary: 'var(--color-primary)',
    primaryHover: 'var(--color-primary-hover)',
    /** Text and icons on a primary (or danger) fill: white in light, dark on the light-blue dark-theme primary. */
    onPrimary: 'var(--color-on-primary)',
    accent: 'var(--color-accent)',
    accentSoft: 'var(--color-accent-soft)',
    navy: 'var(--color-navy)',
    navyRaised: 'var(--color-navy-raised)',
    surface: 'var(--color-surface)',
    surfaceAlt: 'var(--color-surface-alt)',
    border: 'var(--color-border)',
    focus: 'var(--color-focus)',
    success: 'var(--color-success)',
    danger: 'var(--color-danger)',
    dotOnline: 'var(--color-dot-online)',
    /** The circuit node of the logo's shield. */
    logoNode: 'var(--color-logo-node)',
    /** A bright trace on navy (a monitoring screen's signal), in both themes. */
    signal: 'var(--color-signal)',
    badge: {
      clutch: 'var(--color-badge-clutch)',
      g2: 'var(--color-badge-g2)',
      trustpilot: 'var(--color-badge-trustpilot)',
      google: 'var(--color-badge-google)',
    },
  },
  fonts: {
    // The body's stack is BODY_FONT_STACK (./typeface.ts), which only the page's global CSS sets.
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    sm: '0.875rem',
    base: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    h3: '1.25rem',
    h2: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.125rem)',
    h1: 'clamp(1.875rem, 1.4rem + 2.4vw, 3rem)',
    /** Time stamps and other fine print. */
    xs: '0.75rem',
    /** Inline code, relative to the text around it. */
    code: '0.9em',
    /** Labels inside drawings, in the drawing's own units (its viewBox). */
    illustrationLabel: '18px',
  },
  lineHeights: { none: 1, tight: 1.2, body: 1.6 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  shadows: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
    raised: '0 10px 30px rgba(15, 23, 42, 0.18)',
  },
  layout: {
    maxWidth: '1200px',
    /** A readable line of running text: about 65 to 75 characters. */
    measure: '65ch',
    headerHeight: '64px',
    drawerWidth: 'min(20rem, 86vw)',
    cardMinWidth: '350px',
    /** Cards that must fit two-up on tablets use this narrower minimum. */
    cardMinWidthCompact: '260px',
    /** Inline icons (contact details, footer). */
    iconSize: '24px',
    /** Rows of a compact list of links (suggestions): a 32 px line, above the 24 px minimum target. */
    compactTarget: '32px',
    /** How far below the viewport's top a centred dialog such as the search starts. */
    dialogTop: '10vh',
    /** Where an inline icon sits against the first line of text beside it. */
    iconNudge: '0.2rem',
    /** A review platform's round mark (awards page), and its small size (the home page's trust strip). */
    badgeMark: '3.5rem',
    badgeMarkSmall: '2.5rem',
    /** The minimum size of a pointer target (WCAG 2.5.5's enhanced size, kept for links that stand alone). */
    target: '44px',
    /** The fixed chat launcher: its diameter, and its distance from the viewport's right and bottom edges. */
    chatLauncherSize: chatLauncher.size,
    chatLauncherOffset: chatLauncher.offset,
    /** The band at the bottom of the viewport the launcher covers (size, offset and a gap): phones end the page with it. */
    chatLauncherClearance: `calc(${chatLauncher.size} + ${chatLauncher.offset} + ${chatLauncher.gap})`,
    /** The chat's panel (docs/product/site.md §2): narrower screens give it their width, shorter ones cap its height. */
    chatPanelWidth: '350px',
    chatPanelHeight: '500px',
  },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
    nav: `@media (min-width: ${breakpoints.nav}px)`,
    belowNav: `@media (max-width: ${breakpoints.nav - 0.02}px)`,
  },
  motion: { fast: '150ms', base: '250ms' },
  z: { header: 50, dropdown: 60, overlay: 90, drawer: 100 },
} as const;

export type Theme = typeof theme;

/** Where content brought into view, or stuck to the top, sits: just below the sticky header (and its border), with a gap. */
export const BELOW_HEADER = `calc(${theme.layout.headerHeight} + ${theme.space.md})`;
