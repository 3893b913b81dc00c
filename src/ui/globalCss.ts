import { BELOW_HEADER, theme } from './theme';
import { BODY_FONT_STACK } from './typeface';

/**
 * The site-wide base styles, as plain CSS. They are inlined into every page's <head> at build time
 * (src/build/vite/globalCssPlugin.ts) rather than rendered by styled-components' createGlobalStyle,
 * which would compile and re-inject them on the client during hydration.
 */
export const globalCss = `
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* A section a link leads to, or a focused control, comes into view below the sticky header (and its border), not under it. */
    scroll-padding-top: ${BELOW_HEADER};
    /* The scrollbar's space is always reserved, so locking scroll for a dialog shifts nothing. */
    scrollbar-gutter: stable;
  }
  html:has(dialog[open]) { overflow: hidden; }
  body {
    margin: 0;
    font-family: ${BODY_FONT_STACK};
    font-size: ${theme.fontSizes.base};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  h1, h2, h3, h4 { color: ${theme.colors.ink}; line-height: ${theme.lineHeights.tight}; margin: 0 0 ${theme.space.md}; }
  h1 { font-size: ${theme.fontSizes.h1}; }
  h2 { font-size: ${theme.fontSizes.h2}; }
  h3 { font-size: ${theme.fontSizes.h3}; }
  p { margin: 0 0 ${theme.space.md}; }
  a { color: ${theme.colors.primary}; }
  a:hover { color: ${theme.colors.primaryHover}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0;
    overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0;
  }
  /* An island's wrapper (src/ui/Island.tsx) adds no box: the page lays out as if it were not there. */
  vip-island { display: contents; }
  /* The theme switch shows the icon of the choice in effect, before and without any script. */
  [data-theme-icon] { display: none; }
  :root:not([data-theme]) [data-theme-icon='system'], :root[data-theme='light'] [data-theme-icon='light'], :root[data-theme='dark'] [data-theme-icon='dark'] { display: contents; }
  /* Navigating between the site's pages cross-fades (same-origin documents, where the browser supports it). */
  @media (prefers-reduced-motion: no-preference) {
    @view-transition { navigation: auto; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }
`;
