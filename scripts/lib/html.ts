/**
 * Post-processing of every prerendered page, run once the build has written dist/.
 * - vite-react-ssg puts the collected CSS and the head tags right after <head>, which pushes
 *   <meta charset> past the first 1024 bytes: put charset first and the CSS last in <head>
 *   (still before any content, so there is no flash of unstyled content).
 * - Scripts start after the first paint. The prerendered HTML is the whole page; the app's JS
 *   only makes it interactive, so it must not compete with the document for the first paint.
 *   The entry script and vite-react-ssg's modulepreloads are replaced by one bootstrap that
 *   requests the entry and the page's `preloads` (scripts/lib/preloads.ts) once the first paint is
 *   on screen.
 */
import { speculationRules } from '../../src/site/speculationRules';

const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Identical on every page, so the Content-Security-Policy needs one hash for it. "After the first
 * paint" means after the browser reports first-contentful-paint, which comes once the frame is on
 * screen: a requestAnimationFrame callback runs before that frame is shown, and on a busy machine
 * the scripts then raced the paint (and Lighthouse counted them toward LCP). Where paint timing is
 * missing, one frame is the fallback; a page that never paints (a background tab) starts after 3 s.
 */
/** The bootstrap's element id: the script finds its own data by it (module scripts have no currentScript). */
const BOOTSTRAP_ID = 'bootstrap';

export const BOOTSTRAP_SCRIPT =
  `(function(d){var s=d.getElementById('${BOOTSTRAP_ID}'),` +
  "e=s.dataset.entry,p=s.dataset.preload.split(' ').filter(Boolean),started=0;" +
  "function add(t,a){var n=d.createElement(t);for(var k in a)n[k]=a[k];n.crossOrigin='';d.head.appendChild(n)}" +
  // One element per task (a MessageChannel message, which is not clamped like nested timers): each
  // append starts a fetch, which costs a few milliseconds on a slow phone.
  "function go(){if(started)return;started=1;var q=[['script',{type:'module',src:e}]].concat(p.map(function(h){return['link',/\\.json$/.test(h)?{rel:'preload',as:'fetch',href:h}:{rel:'modulepreload',href:h}]})),c=new MessageChannel();" +
  "c.port1.onmessage=function(){var x=q.shift();if(x){add(x[0],x[1]);c.port2.postMessage(0)}};c.port2.postMessage(0)}" +
  "function later(){setTimeout(go,0)}" +
  "var types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  "if(types.indexOf('paint')<0){requestAnimationFrame(later);return}" +
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});" +
  "setTimeout(go,3000)})(document)";

/**
 * The first paint waits until the parser has reached the end of the document (the bootstrap script):
 * the whole page is laid out and painted once, before the first paint, instead of the parser
 * yielding after the first screen and laying out the rest in a long task after it.
 */
export const RENDER_WHOLE_DOCUMENT = `<link rel="expect" href="#${BOOTSTRAP_ID}" blocking="render">`;

export interface PageScripts {
  entry: string;
  preloads: string[];
}

/** The scripts a finalised page starts after its first paint (read back by the budget and tests). */
export function bootstrapScripts(html: string): PageScripts | undefined {
  const match = /<script type="module" id="[^"]*" data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  if (!match) return undefined;
  return { entry: match[1] ?? '', preloads: (match[2] ?? '').split(' ').filter(Boolean) };
}

/**
 * The page's styled-components sheet loses its marks: an island's styled-components must not
 * re-read the whole page's CSS when it starts (src/app/islands/hydrateIsland.tsx puts its own
 * rules, the same class names, before this sheet).
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

export function finaliseHtml(html: string, preloads: readonly string[] = []): string {
  const styles: string[] = [];
  let charset = '';
  let out = html.replace(/<style data-styled="[^"]*"[^>]*>([\s\S]*?)<\/style>/g, (_block, css: string) => {
    styles.push(`<style ${PAGE_STYLES_ATTRIBUTE}>${css}</style>`);
    return '';
  });
  out = out.replace(/<meta charset="[^"]*"\s*\/?>/i, (tag) => {
    charset = tag;
    return '';
  });

  const entry = ENTRY_SCRIPT.exec(out)?.[1];
  if (entry) {
    out = out.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
    const all = [...new Set(preloads)].filter((file) => file !== entry).join(' ');
    out = out.replace('</body>', `<script type="module" id="${BOOTSTRAP_ID}" data-entry="${entry}" data-preload="${all}">${BOOTSTRAP_SCRIPT}</script></body>`);
  }
  out = out.replace(/<head>/, `<head>${charset}${entry ? RENDER_WHOLE_DOCUMENT : ''}`);
  if (entry) out = out.replace('</head>', `<script type="speculationrules">${speculationRules()}</script></head>`);
  return out.replace('</head>', `${styles.join('')}</head>`);
}
