import { theme } from './theme';

/**
 * Stands for the site's public origin (SITE_URL, src/siteUrl.ts) in printCss: the build replaces it
 * (src/build/vite/globalCssPlugin.ts), so a printed relative link shows the address a reader can type.
 */
export const PRINT_SITE_ORIGIN = '__PRINT_SITE_ORIGIN__';

/** Where the build writes the print styles (linked from every page with media="print"). */
export const PRINT_STYLESHEET = 'print.css';

/** What print keeps on one page where it can: cards, FAQ entries, key facts, figures, list items, rows. */
export const PRINT_KEEP_TOGETHER = "[data-print='keep-together'], details, figure, dl > div, li, blockquote, pre, tr, img, svg";

/**
 * The site's print styles, as plain CSS: the build writes them to /print.css, linked from every page with media="print" (src/build/vite/globalCssPlugin.ts). What only works on a screen is
 * marked `data-print="hide"` where it is rendered (header menu and buttons, search, the chat launcher
 * and panel, dialogs, the footer's newsletter form and social icons, buttons that open dialogs).
 * Print is black on white: the rules name black and white themselves rather than the theme's
 * colours, which are the screen's.
 */
export const printCss = `
  @media print {
    html { scroll-padding: 0; }
    [data-print='hide'], dialog { display: none !important; }
    *, *::before, *::after {
      background: transparent !important;
      color: black !important;
      box-shadow: none !important;
      text-shadow: none !important;
      transition: none !important;
      animation: none !important;
    }
    html, body { background: white !important; }
    header, footer, main { position: static !important; min-height: 0 !important; }
    main section { padding-top: ${theme.space.md} !important; padding-bottom: ${theme.space.md} !important; }
    footer { padding: ${theme.space.md} 0 0 !important; border-top: 1px solid black; }
    h1, h2, h3, h4, summary { break-after: avoid; break-inside: avoid; }
    p { orphans: 3; widows: 3; }
    ${PRINT_KEEP_TOGETHER} { break-inside: avoid; }
    main a[href] { text-decoration: underline; }
    main a[href^='/']::after, main a[href^='http']::after {
      position: static !important;
      inset: auto !important;
      display: inline !important;
      font-size: ${theme.fontSizes.sm};
      font-weight: normal;
      overflow-wrap: anywhere;
      /* Keeps the space before the address where the link is a flex box (tag chips). */
      white-space: pre-wrap;
    }
    main a[href^='/']::after { content: ' (${PRINT_SITE_ORIGIN}' attr(href) ')' !important; }
    main a[href^='http']::after { content: ' (' attr(href) ')' !important; }
    main a.anchor { display: none !important; }
    details::details-content { content-visibility: visible !important; display: block !important; }
    summary { list-style: none; }
    summary::after, summary::-webkit-details-marker { display: none !important; }
  }
`;
