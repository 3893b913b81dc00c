/**
 * The configuration a static host or nginx needs to serve dist/ as our server does, written by the
 * build from the built pages themselves (so it cannot drift from them):
 * - `_headers` and `_redirects` (the format Netlify and Cloudflare Pages read): the security headers,
 *   each page's Content-Security-Policy (its inline scripts' hashes) with no-cache, a year's
 *   immutable caching for assets/, and the not-found page of each catalog and of the site with 404;
 * - `_nginx/http.conf` and `_nginx/server.conf`, included by deploy/nginx.conf: the same headers and
 *   not-found pages for nginx, and the e-mailed links (the newsletter's, the booking's manage page):
 *   their pages from dist/ on GET, their buttons' POSTs to the API (the upstream `virtual_ip_api` of
 *   deploy/nginx.conf).
 */

/** The upstream deploy/nginx.conf declares for the Node instances. */
export const NGINX_API_UPSTREAM = 'virtual_ip_api';

/** The e-mailed links' pages: served from dist/ on GET and HEAD, their buttons' POSTs passed to the API. */
export const LINK_PAGES = [...Object.values(NEWSLETTER_LINKS), BOOKING_PAGES.manage] as const;
import path from 'node:path';
import { ADMIN_PATH } from '../../src/model/admin';
import { SERVER_DIR } from '../../src/model/siteManifest';
import { NEWSLETTER_LINKS } from '../../src/model/newsletterPaths';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../../src/model/notFound';
import { CACHE_CONTROL, HASHED_ASSET_DIR } from './cachePolicy';
import { loadSitePages } from './pages';
import { ADMIN_OPENER_POLICY, adminContentSecurityPolicy, contentSecurityPolicy, securityHeaders } from './securityHeaders';

export const HOST_CONFIG_FILES = { headers: '_headers', redirects: '_redirects', nginxDir: '_nginx', serverDir: SERVER_DIR } as const;

/** The catalogs' not-found pages, by the folder whose unknown slugs they answer ('/compliance'). */
const catalogNotFoundDirs = () => CATALOG_NOT_FOUND_PATHS.map((notFoundPath) => path.posix.dirname(notFoundPath));

const ADMIN_DIR = ADMIN_PATH.slice(0, -1);

/** The page's file below dist/ ('/about' → '/about/index.html'). */
const pageFile = (urlPath: string) => (urlPath === '/' ? '/index.html' : `${urlPath}/index.html`);

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export interface HostConfig {
  headers: string;
  redirects: string;
  nginxHttp: string;
  nginxServer: string;
}

export async function hostConfig(distDir: string): Promise<HostConfig> {
  const pages = await loadSitePages(distDir);
  const security = Object.entries(securityHeaders());
  const notFoundPages = [...pages.notFoundByDir].sort(([a], [b]) => b.length - a.length);
  const policyOf = (urlPath: string, csp: string) => (urlPath === ADMIN_DIR ? adminContentSecurityPolicy() : csp);

  // _headers: a request gets the headers of every rule that matches it, and a header set by two
  // rules gets both values; so the rule for everything carries only what is the same everywhere.
  const headers = [`# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit.`, '/*', ...security.map(([name, value]) => `  ${name}: ${value}`), ''];
  headers.push(`/${HASHED_ASSET_DIR}/*`, `  Cache-Control: ${CACHE_CONTROL.hashedAsset}`, `  Content-Security-Policy: ${contentSecurityPolicy()}`, '');
  for (const [urlPath, page] of [...pages.byPath].sort(([a], [b]) => a.localeCompare(b))) {
    const rules = urlPath === '/' ? ['/'] : [urlPath, `${urlPath}/`];
    const extra = urlPath === ADMIN_DIR ? ['  X-Robots-Tag: noindex, nofollow', `  Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}`] : [];
    // Each path line starts a rule of its own: the headers are written under each.
    for (const rule of rules) headers.push(rule, `  Cache-Control: ${CACHE_CONTROL.page}`, `  Content-Security-Policy: ${policyOf(urlPath, page.csp)}`, ...extra, '');
  }
  // The not-found pages at their own prerendered paths (/404, /compliance/not-found), as our server serves them.
  for (const notFoundPath of [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]) {
    const page = pages.notFoundByDir.get(path.posix.dirname(notFoundPath));
    if (page) headers.push(notFoundPath, `  Cache-Control: ${CACHE_CONTROL.page}`, `  Content-Security-Policy: ${page.csp}`, '');
  }

  // _redirects: a rule applies only where no file matches; the most specific not-found first.
  const redirects = [
    '# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit.',
    `/${HOST_CONFIG_FILES.nginxDir}/*  /404.html  404!`,
    `/${HOST_CONFIG_FILES.serverDir}/*  /404.html  404!`,
    ...[NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS].map((notFoundPath) => `${notFoundPath}  ${path.posix.join(path.posix.dirname(notFoundPath), '404.html')}  200`),
    ...notFoundPages.filter(([dir]) => dir !== '/').map(([dir]) => `${dir}/*  ${dir}/404.html  404`),
    '/*  /404.html  404',
    '',
  ];

  // nginx: each file's policy by its path after try_files ($uri is then the file's).
  const policies = [...pages.byPath].map(([urlPath, page]) => [pageFile(urlPath), policyOf(urlPath, page.csp)] as const);
  for (const [dir, page] of pages.notFoundByDir) policies.push([path.posix.join(dir, '404.html'), page.csp]);
  const nginxHttp = [
    '# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit. Included in the http block.',
    // One key per page: room for long paths and thousands of pages.
    'map_hash_bucket_size 256;',
    `map_hash_max_size ${Math.max(2048, 2 ** Math.ceil(Math.log2(policies.length * 2)))};`,
    'map $uri $virtual_ip_csp {',
    `    default ${quote(contentSecurityPolicy())};`,
    ...policies.sort(([a], [b]) => a.localeCompare(b)).map(([file, csp]) => `    ${quote(file)} ${quote(csp)};`),
    '}',
    'map $uri $virtual_ip_cache {',
    `    default ${quote(CACHE_CONTROL.otherFile)};`,
    `    ~^/${HASHED_ASSET_DIR}/ ${quote(CACHE_CONTROL.hashedAsset)};`,
    `    ~\\.html$ ${quote(CACHE_CONTROL.page)};`,
    '}',
    'map $uri $virtual_ip_robots {',
    '    default "";',
    `    ${quote(pageFile(ADMIN_DIR))} "noindex, nofollow";`,
    '}',
    // An empty value sends no header: only the editor has an opener policy.
    'map $uri $virtual_ip_opener {',
    '    default "";',
    `    ${quote(pageFile(ADMIN_DIR))} ${quote(ADMIN_OPENER_POLICY)};`,
    '}',
    '',
  ].join('\n');

  const headerLines = [
    ...security.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header Content-Security-Policy $virtual_ip_csp always;',
    'add_header Cache-Control $virtual_ip_cache always;',
    'add_header X-Robots-Tag $virtual_ip_robots always;',
    'add_header Cross-Origin-Opener-Policy $virtual_ip_opener always;',
  ];
  const serveFile = (file: string) => [`    try_files ${file} =404;`, ...headerLines.map((line) => `    ${line}`), '}'];
  const staticLocation = (match: string, notFound: string) => [
    `location ${match} {`,
    // A page is its folder's index.html; $uri becomes the file's path, which the maps above key on.
    '    try_files $uri $uri/index.html =404;',
    `    error_page 404 ${notFound};`,
    ...headerLines.map((line) => `    ${line}`),
    '}',
  ];
  const nginxServer = [
    '# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit. Included in the server block.',
    // As our server, a page answers with or without a trailing slash (the editor only with one).
    `rewrite ^(?!${ADMIN_PATH}$)(.+)/$ $1 last;`,
    `location /${HOST_CONFIG_FILES.nginxDir}/ { return 404; }`,
    `location /${HOST_CONFIG_FILES.serverDir}/ { return 404; }`,
    `location = /${HOST_CONFIG_FILES.headers} { return 404; }`,
    `location = /${HOST_CONFIG_FILES.redirects} { return 404; }`,
    `location = ${ADMIN_DIR} { return 301 ${ADMIN_PATH}; }`,
    `location = ${ADMIN_PATH} {`,
    ...serveFile(pageFile(ADMIN_DIR)),
    'location = / {',
    ...serveFile(pageFile('/')),
    // Not-found pages at their own paths, with 200, as our server serves them.
    ...[NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS].flatMap((notFoundPath) => [
      `location = ${notFoundPath} {`,
      ...serveFile(path.posix.join(path.posix.dirname(notFoundPath), '404.html')),
    ]),
    // The e-mailed links: the page on GET (and HEAD); everything else is the API's.
    ...LINK_PAGES.flatMap((link) => [
      `location = ${link} {`,
      `    limit_except GET { proxy_pass http://${NGINX_API_UPSTREAM}; }`,
      ...serveFile(pageFile(link)),
    ]),
    // An unknown slug directly below a catalog gets the catalog's not-found page; anything else the site's.
    ...catalogNotFoundDirs().flatMap((dir) => staticLocation(`~ ^${dir}/[^/]+$`, `${dir}/404.html`)),
    ...staticLocation('/', '/404.html'),
    '',
  ].join('\n');

  return { headers: headers.join('\n'), redirects: redirects.join('\n'), nginxHttp, nginxServer };
}
