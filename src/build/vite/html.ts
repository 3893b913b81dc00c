/**
 * Post-processing of every prerendered page, run once the build has written dist/.
 * - vite-react-ssg puts the collected CSS and the head tags right after <head>, which pushes
 *   <meta charset> past the first 1024 bytes: put charset first and the CSS last in <head>
 *   (still before any content, so there is no flash of unstyled content).
 * - The page's script starts after the first paint. The prerendered HTML is the whole page; the
 *   script only wakes islands when they are needed (src/app/islands), so it must not compete with
 *   the document for the first paint. vite-react-ssg's entry script and modulepreloads are
 *   replaced by one bootstrap that adds the entry once the first paint is on screen.
 * - The Speculation Rules (src/model/speculationRules.ts) go into <head>; vite-react-ssg's router
 *   state goes (no router runs in the browser).
 */
import { speculationRules } from '../../model/speculationRules';

const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** What vite-react-ssg writes for a client router and its loaders, neither of which runs in the browser. */
const ROUTER_STATE = /<script>window\.__(?:staticRouterHydrationData|VITE_REACT_SSG_HASH__) = [^<]*<\/script>/g;

/** The bootstrap's element id: the script finds its own data by it (module scripts have no currentScript). */
const BOOTSTRAP_ID = 'bootstrap';

/**
 * Identical on every page, so the Content-Security-Policy needs one hash for it. "After the first
 * paint" means after the browser reports first-contentful-paint, which comes once the frame is on
 * screen: a requestAnimationFrame callback runs before that frame is shown, and on a busy machine
 * the scripts then raced the paint (and Lighthouse counted them toward LCP). Where paint timing is
 * missing, one frame is the fallback; a page that never paints (a background tab) starts after 3 s.
 */
export const BOOTSTRAP_SCRIPT =
  `(function(d){var e=d.getElementById('${BOOTSTRAP_ID}').dataset.entry,started=0;` +
  "function go(){if(started)return;started=1;var n=d.createElement('script');n.type='module';n.src=e;n.crossOrigin='';d.head.appendChild(n)}" +
  'function later(){setTimeout(go,0)}' +
  'var types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  "if(types.indexOf('paint')<0){requestAnimationFrame(later);return}" +
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});" +
  'setTimeout(go,3000)})(document)';

/**
 * The first paint waits until the parser has reached the end of the document (the bootstrap script):
 * the whole page is laid out and painted once, before the first paint, instead of the parser
 * yielding after the first screen and laying out the rest in a long task after it.
 */
export const RENDER_WHOLE_DOCUMENT = `<link rel="expect" href="#${BOOTSTRAP_ID}" blocking="render">`;

/** The script a finalised page starts after its first paint (read back by the budget). */
export function bootstrapEntry(html: string): string | undefined {
  return /<script type="module" id="[^"]*" data-entry="([^"]+)">/.exec(html)?.[1];
}

/**
 * The page's styled-components sheet loses its marks: an island's styled-components must not
 * re-read the whole page's CSS when it starts (src/app/islands/hydrateIsland.tsx puts its own
 * rules, the same class names, before this sheet).
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/**
 * What styled-components writes into its sheet to read it back (a `/*!sc*\/` after each rule and a
 * `data-styled.gN[id=…]{content:…}` rule per component). Nothing reads the page's sheet back, and
 * the marks are a tenth of a page's compressed bytes.
 */
const STYLED_COMPONENTS_MARKS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?|\/\*!sc\*\/\n?/g;

/**
 * styled-components gives every element of a styled component its component's id as a class
 * (`sc-1j8w4ta-0`), for selectors that name another component (`${Card}:hover &`). The page's CSS
 * names none of them, and they are random letters that brotli cannot shrink (some 300 bytes a
 * page), so an id no rule of the page names is dropped. An island that renders the element again
 * writes its class names whole.
 */
function dropUnusedComponentIds(html: string, css: string): string {
  const named = new Set(css.match(/sc-[a-zA-Z0-9]+-\d+/g));
  return html.replace(/ class="([^"]*)"/g, (_attribute, classes: string) => {
    const kept = classes.split(' ').filter((name) => !/^sc-[a-zA-Z0-9]+-\d+$/.test(name) || named.has(name));
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}

export function finaliseHtml(html: string): string {
  const styles: string[] = [];
  let charset = '';
  let out = html.replace(/<style data-styled="[^"]*"[^>]*>([\s\S]*?)<\/style>/g, (_block, css: string) => {
    styles.push(`<style ${PAGE_STYLES_ATTRIBUTE}>${css.replace(STYLED_COMPONENTS_MARKS, '')}</style>`);
    return '';
  });
  out = out.replace(/<meta charset="[^"]*"\s*\/?>/i, (tag) => {
    charset = tag;
    return '';
  });

  const entry = ENTRY_SCRIPT.exec(out)?.[1];
  if (entry) {
    out = out.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(ROUTER_STATE, '');
    out = out.replace('</body>', `<script type="module" id="${BOOTSTRAP_ID}" data-entry="${entry}">${BOOTSTRAP_SCRIPT}</script></body>`);
  }
  out = out.replace(/<head>/, `<head>${charset}${entry ? RENDER_WHOLE_DOCUMENT : ''}`);
  if (entry) out = out.replace('</head>', `<script type="speculationrules">${speculationRules()}</script></head>`);
  out = dropUnusedComponentIds(out, styles.join(''));
  return out.replace('</head>', `${styles.join('')}</head>`);
}
