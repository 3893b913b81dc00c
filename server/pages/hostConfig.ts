/**
 * The configuration a static host or nginx needs to serve dist/ as our server does, written by the
 * build from the built pages themselves (so it cannot drift from them):
 * - `_headers` and `_redirects` in dist/ (the format Netlify and Cloudflare Pages read): the security
 *   headers and the site's one Content-Security-Policy (its pages' inline scripts' hashes, the API's
 *   origin) for every URL, the content editor's own policy, a year's immutable caching for assets/,
 *   and the not-found page of each catalog and of the site with 404;
 * - `nginx/http.conf` and `nginx/server.conf` in dist-internal/, included by deploy/nginx.conf: the
 *   same headers and not-found pages for nginx, and the e-mailed links (the newsletter's, the
 *   booking's manage page): their pages from dist/ on GET, their buttons' POSTs to the API (the
 *   upstream `virtual_ip_api` of deploy/nginx.conf).
 */
import path from 'node:path';
import { ADMIN_PATH } from '../../src/model/admin';
import { pageFileOf } from '../../src/model/pageFiles';
import { NGINX_DIR } from '../../src/model/siteManifest';
import { CATALOG_NOT_FOUND_PATHS } from '../../src/model/notFound';
import { CACHE_CONTROL, HASHED_ASSET_DIR } from './cachePolicy';
import { LINK_PAGES } from '../routes/emailedLinks';
import { ADMIN_DIR, loadSitePages } from './pages';
import { ADMIN_OPENER_POLICY, adminContentSecurityPolicy, contentSecurityPolicy, securityHeaders } from './securityHeaders';

/** The upstream deploy/nginx.conf declares for the Node instances. */
export const NGINX_API_UPSTREAM = 'virtual_ip_api';

export const HOST_CONFIG_FILES = { headers: '_headers', redirects: '_redirects', nginxDir: NGINX_DIR } as const;

/**
 * What the static hosts apply of a `_headers` file (Cloudflare Pages: at most 100 rules, lines of at
 * most 2,000 characters; rules past them are dropped with a line in the deploy's log, so a page would
 * go without its policy). Netlify's limits are wider. The build fails rather than write past them.
 */
export const HEADER_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** The catalogs' not-found pages, by the folder whose unknown slugs they answer ('/compliance'). */
const catalogNotFoundDirs = () => CATALOG_NOT_FOUND_PATHS.map((notFoundPath) => path.posix.dirname(notFoundPath));

/** The page's file as nginx's $uri names it ('/about' → '/about.html'); the editor's is its folder's index.html. */
const pageFile = (urlPath: string) => (urlPath === ADMIN_DIR ? `${ADMIN_PATH}index.html` : `/${pageFileOf(urlPath)}`);

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export interface HostConfig {
  headers: string;
  redirects: string;
  nginxHttp: string;
  nginxServer: string;
}

/** Why a `_headers` file would not be applied whole by every host, or an empty list. */
export function headerFileProblems(headers: string): string[] {
  const lines = headers.split('\n');
  const rules = lines.filter((line) => line.startsWith('/') || line.startsWith('https://')).length;
  const problems = rules > HEADER_FILE_LIMITS.rules ? [`${rules} rules, over the ${HEADER_FILE_LIMITS.rules} Cloudflare Pages applies`] : [];
  for (const [index, line] of lines.entries()) {
    if (line.length > HEADER_FILE_LIMITS.lineLength)
      problems.push(
        `line ${index + 1} has ${line.length} characters, over the ${HEADER_FILE_LIMITS.lineLength} Cloudflare Pages reads (${line.trim().slice(0, 40)}…)`,
      );
  }
  return problems;
}

/**
 * The host files of the build in distDir, whose pages reach the API at apiOrigin where it is apart
 * from them. Throws, naming the limit, where a host would not apply `_headers` whole.
 */
export async function hostConfig(distDir: string, apiOrigin?: string): Promise<HostConfig> {
  const pages = await loadSitePages(distDir, apiOrigin);
  const security = Object.entries(securityHeaders());

  // _headers: a request gets the headers of every rule that matches it, and a header set by two rules
  // gets both values (two policies: a browser enforces both). So one rule for every URL, unknown ones
  // and their not-found pages included, carries the security headers and the site's one policy, and
  // the content editor's rules detach that policy before they set their own (Cloudflare's `! name`).
  // Pages keep the hosts' own revalidating default (max-age=0, must-revalidate: what no-cache means).
  const editorHeaders = [
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${adminContentSecurityPolicy()}`,
    '  X-Robots-Tag: noindex, nofollow',
    `  Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}`,
    '',
  ];
  const headers = [
    '# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit.',
    '/*',
    ...security.map(([name, value]) => `  ${name}: ${value}`),
    `  Content-Security-Policy: ${pages.policy}`,
    '',
    `/${HASHED_ASSET_DIR}/*`,
    `  Cache-Control: ${CACHE_CONTROL.hashedAsset}`,
    '',
    ...(pages.byPath.has(ADMIN_DIR) ? [ADMIN_DIR, ...editorHeaders, `${ADMIN_PATH}*`, ...editorHeaders] : []),
  ].join('\n');
  const problems = headerFileProblems(headers);
  if (problems.length > 0) throw new Error(`${HOST_CONFIG_FILES.headers} would not be applied whole by Cloudflare Pages: ${problems.join('; ')}`);

  // _redirects, Netlify's: a rule applies only where no file matches; the most specific not-found
  // first. (Cloudflare Pages skips rules with 404 and serves the nearest 404.html by itself.) The
  // not-found pages' own paths (/404, /compliance/404) are their files: no rule.
  const redirects = [
    '# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit.',
    ...[...pages.notFoundByDir.keys()]
      .filter((dir) => dir !== '/')
      .sort((a, b) => b.length - a.length)
      .map((dir) => `${dir}/*  ${dir}/404.html  404`),
    '/*  /404.html  404',
    '',
  ].join('\n');

  // nginx: the policy by the file served ($uri, after try_files): every page the site's, the editor its own, other files our server's default.
  const nginxHttp = [
    '# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit. Included in the http block.',
    'map $uri $virtual_ip_csp {',
    `    default ${quote(contentSecurityPolicy())};`,
    `    ${quote(pageFile(ADMIN_DIR))} ${quote(adminContentSecurityPolicy())};`,
    `    ~\\.html$ ${quote(pages.policy)};`,
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
  // A redirect carries the security headers and the default policy, as our server's do.
  const redirectTo = (target: string) => [
    ...security.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
    `    add_header Content-Security-Policy ${quote(contentSecurityPolicy())} always;`,
    `    return 308 ${target};`,
    '}',
  ];
  const serveFile = (file: string) => [`    try_files ${file} =404;`, ...headerLines.map((line) => `    ${line}`), '}'];
  // A not-found page by a named location: an internal redirect to /404.html would meet the redirect of '.html' above.
  const notFoundLocation = (dir: string) => `@not_found${dir.replace(/\W/g, '_')}`;
  const staticLocation = (match: string, dir: string) => [
    `location ${match} {`,
    // A page is the file named after its URL (/about → about.html); $uri becomes the file's path, which the maps above key on.
    '    try_files $uri $uri.html =404;',
    `    error_page 404 ${notFoundLocation(dir)};`,
    ...headerLines.map((line) => `    ${line}`),
    '}',
    `location ${notFoundLocation(dir)} {`,
    ...serveFile(path.posix.join(dir, '404.html')),
  ];
  const nginxServer = [
    '# Written by the build from dist/ (server/pages/hostConfig.ts): do not edit. Included in the server block.',
    // As on our server and the static hosts, the other spellings of a page's URL (/about/,
    // /about.html) are sent to it for good; the editor is only at its folder, /admin/.
    'location = /index.html {',
    ...redirectTo('/$is_args$args'),
    'location ~ ^(?<page>.+)(/|\\.html)$ {',
    ...redirectTo('$page$is_args$args'),
    `location = /${HOST_CONFIG_FILES.headers} { return 404; }`,
    `location = /${HOST_CONFIG_FILES.redirects} { return 404; }`,
    `location = ${ADMIN_DIR} { return 301 ${ADMIN_PATH}; }`,
    `location = ${ADMIN_PATH} {`,
    ...serveFile(pageFile(ADMIN_DIR)),
    'location = / {',
    ...serveFile(pageFile('/')),
    // The e-mailed links: the page on GET (and HEAD); everything else is the API's.
    ...LINK_PAGES.flatMap((link) => [
      `location = ${link} {`,
      `    limit_except GET { proxy_pass http://${NGINX_API_UPSTREAM}; }`,
      ...serveFile(pageFile(link)),
    ]),
    // An unknown slug directly below a catalog gets the catalog's not-found page; anything else the site's.
    ...catalogNotFoundDirs().flatMap((dir) => staticLocation(`~ ^${dir}/[^/]+$`, dir)),
    ...staticLocation('/', '/'),
    '',
  ].join('\n');

  return { headers, redirects, nginxHttp, nginxServer };
}
