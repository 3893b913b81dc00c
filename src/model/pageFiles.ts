/**
 * Where each page is in dist/: a file named after its URL ('/about' → about.html, '/' → index.html),
 * so the canonical URL, the one every link, sitemap entry and canonical tag uses, answers 200 with
 * no redirect on Cloudflare Pages, Netlify, GitHub Pages, nginx and our server, and each of them
 * sends the other spelling ('/about/', '/about.html') to it (docs/decisions/0021-page-files-named-after-their-urls.md).
 */

/** The page's file below dist/, for a URL path such as '/about'. */
export const pageFileOf = (urlPath: string): string => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

/** The URL path a page's file below dist/ ('compliance/gdpr.html') is served at: pageFileOf's inverse. */
export const pagePathOf = (file: string): string => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);
