/**
 * Post-processing of every prerendered page, run once the build has written dist/.
 * - vite-react-ssg puts the collected CSS and the head tags right after <head>, which pushes
 *   <meta charset> past the first 1024 bytes: put charset first and the CSS last in <head>
 *   (still before any content, so there is no flash of unstyled content).
 * - The page's own data chunk is loaded by its route before hydration, a request the browser only
 *   discovers after running the entry: preload it so it downloads in parallel.
 */
export function finaliseHtml(html: string, preloadModules: readonly string[] = []): string {
  const styles: string[] = [];
  let charset = '';
  let out = html.replace(/<style data-styled="[^"]*"[^>]*>[\s\S]*?<\/style>/g, (block) => {
    styles.push(block);
    return '';
  });
  out = out.replace(/<meta charset="[^"]*"\s*\/?>/i, (tag) => {
    charset = tag;
    return '';
  });
  const preloads = preloadModules
    .filter((href) => !out.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin="" href="${href}">`)
    .join('');
  out = out.replace(/<head>/, `<head>${charset}`);
  return out.replace('</head>', `${preloads}${styles.join('')}</head>`);
}
