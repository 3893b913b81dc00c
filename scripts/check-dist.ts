/**
 * Post-build check of dist/: fails (exit 1) when any manifest route lacks its prerendered HTML, a
 * unique <title>, a meta description, the canonical link, its collected CSS (every styled-components
 * class used in the markup must have its rules inline), the SEO tags of docs/product/platform.md §3
 * (structured data as Google documents it: the site, the company's contact point, the leadership
 * at anchors of /about that articles' authors point to, logos as ImageObjects), or when
 * sitemap.xml / robots.txt do not match the manifest, .well-known/security.txt lacks a field, a
 * text file's .br/.gz copy is missing or stale, a page shows placeholder copy ('will be
 * implemented', 'being prepared', …) or a character its brand face's file leaves out, an icon points
 * to no symbol of the build's sprite, or dist/
 * holds something only the API or nginx may read (dist-internal/'s files, the consultants' addresses).
 *   npm run check:dist
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { pages, type PageDefinition } from '../src/build/manifest';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../src/model/notFound';
import { pageFileOf } from '../src/model/pageFiles';
import { faqOf } from '../src/model/pageFaq';
import { robotsTxt, sitemapXml } from '../src/build/sitemap';
import { SECURITY_TXT_PATH } from '../src/model/legalPaths';
import { securityTxtProblems } from '../src/build/securityTxt';
import { joinSiteUrl, normaliseSiteUrl } from '../src/siteUrl';
import { placeholderPhrases } from './lib/placeholderCopy';
import { outsideBrandFace } from '../src/build/vite/brandGlyphs';
import { PAGE_STYLES_ATTRIBUTE } from '../src/build/vite/html';
import { copyProblems } from '../src/build/vite/precompress';
import { internalFileProblems } from '../src/build/vite/publicOnly';
import { internalDirBeside } from '../server/internalDir';
import { loadSiteFiles } from '../src/build/content/loadSiteFiles';

const dist = path.resolve(process.argv[2] ?? 'dist');
const siteUrl = normaliseSiteUrl(process.env.SITE_URL);
const problems: string[] = [];
const titles = new Map<string, string>();

const htmlFile = (urlPath: string) => path.join(dist, pageFileOf(urlPath));

function checkCss(where: string, html: string, document: Document): void {
  const css = [...document.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)].map((style) => style.textContent ?? '').join('');
  if (css.length < 500) problems.push(`${where}: no collected styled-components CSS in <head>`);
  const body = document.getElementById('root')?.innerHTML ?? '';
  const classes = new Set([...body.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
  // styled-components emits a static "sc-xxxx" class plus generated classes carrying the rules.
  const generated = [...classes].filter((name) => name && !name.startsWith('sc-') && name !== 'visually-hidden' && name !== 'active');
  const missing = generated.filter((name) => !css.includes(`.${name}`));
  if (missing.length > 0) problems.push(`${where}: CSS rules missing for classes ${missing.slice(0, 5).join(', ')}`);
  if (html.indexOf('<meta charset') > 1024 || html.indexOf('<meta charset') < 0) problems.push(`${where}: <meta charset> not within the first 1024 bytes`);
}

type Node = Record<string, unknown>;

/** The page's JSON-LD nodes, a @graph's members each a node of its own. */
function jsonLdNodes(document: Document, where: string): Node[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    try {
      const data = JSON.parse(script.textContent ?? '') as Node;
      return Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data];
    } catch {
      problems.push(`${where}: JSON-LD does not parse`);
      return [];
    }
  });
}

/** The people /about introduces (their JSON-LD urls), for the articles' authors to point to. */
const people = new Set<string>();
const authorUrls: { where: string; url: unknown }[] = [];

/** What Google documents for the nodes: the site's name, the company's contact point, people at anchors that exist, a logo as an ImageObject. */
function checkStructuredData(page: PageDefinition, nodes: Node[], document: Document): void {
  const where = page.path;
  const ofType = (type: string) => nodes.filter((node) => node['@type'] === type);
  if (page.path === '/') {
    const [site] = ofType('WebSite');
    if (!site || site.url !== joinSiteUrl(siteUrl, '/') || !site.name) problems.push(`${where}: WebSite JSON-LD missing or without its name and URL`);
    const [organization] = ofType('ProfessionalService');
    const contact = (organization?.contactPoint as Node[] | undefined) ?? [];
    if (!contact.some((point) => point.contactType && (point.telephone || point.email)))
      problems.push(`${where}: the organization has no contactPoint with a telephone or e-mail`);
    if ((organization?.logo as Node | undefined)?.['@type'] !== 'ImageObject') problems.push(`${where}: the organization's logo is not an ImageObject`);
  }
  for (const person of ofType('Person')) {
    const url = String(person.url ?? '');
    const anchor = url.split('#')[1] ?? '';
    if (!url.startsWith(joinSiteUrl(siteUrl, page.path)) || !anchor || !document.getElementById(anchor))
      problems.push(`${where}: Person ${String(person.name)} points to ${url}, no element of this page`);
    else people.add(url);
  }
  for (const article of ofType('BlogPosting')) {
    authorUrls.push({ where, url: (article.author as Node | undefined)?.url });
    const publisherLogo = (article.publisher as Node | undefined)?.logo as Node | undefined;
    if (publisherLogo?.['@type'] !== 'ImageObject' || !publisherLogo.url) problems.push(`${where}: publisher.logo is not an ImageObject with its url`);
  }
}

function checkPage(page: PageDefinition): void {
  const file = htmlFile(page.path);
  if (!existsSync(file)) {
    problems.push(`${page.path}: ${path.relative(dist, file)} missing`);
    return;
  }
  const html = readFileSync(file, 'utf8');
  const { document } = new JSDOM(html).window;
  const where = page.path;
  const title = document.title.trim();
  if (!title) problems.push(`${where}: empty <title>`);
  else if (titles.has(title)) problems.push(`${where}: title "${title}" also used by ${titles.get(title)}`);
  else titles.set(title, where);

  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
  if (meta('meta[name="description"]') !== page.description) problems.push(`${where}: meta description missing or not the manifest's`);
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical !== joinSiteUrl(siteUrl, page.path)) problems.push(`${where}: canonical is ${canonical}, expected ${joinSiteUrl(siteUrl, page.path)}`);
  for (const tag of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
    if (!meta(`meta[property="${tag}"]`)) problems.push(`${where}: ${tag} missing`);
  }
  for (const tag of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt']) {
    if (!meta(`meta[name="${tag}"]`)) problems.push(`${where}: ${tag} missing`);
  }
  if (!meta('meta[property="og:image:alt"]')) problems.push(`${where}: og:image:alt missing`);
  const image = meta('meta[property="og:image"]');
  if (image && !existsSync(path.join(dist, new URL(image).pathname))) problems.push(`${where}: og:image ${image} is not in dist/`);
  if (document.documentElement.lang !== 'en') problems.push(`${where}: <html lang="en"> missing`);
  const h1s = document.querySelectorAll('h1').length;
  if (h1s !== 1) problems.push(`${where}: ${h1s} <h1> elements`);

  const nodes = jsonLdNodes(document, where);
  const types = nodes.map((node) => String(node['@type']));
  checkStructuredData(page, nodes, document);
  if (page.path === '/' && !types.includes('ProfessionalService')) problems.push(`${where}: Organization JSON-LD missing`);
  if (page.path !== '/' && !types.includes('BreadcrumbList')) problems.push(`${where}: BreadcrumbList JSON-LD missing`);
  if (page.isService && !types.includes('Service')) problems.push(`${where}: Service JSON-LD missing`);
  const faqCount = faqOf(page.data).length;
  if (faqCount > 0) {
    if (!types.includes('FAQPage')) problems.push(`${where}: FAQPage JSON-LD missing`);
    if (document.querySelectorAll('main details > summary').length !== faqCount)
      problems.push(`${where}: ${faqCount} questions in the content, not all shown as <details>`);
  }
  checkCss(where, html, document);
  checkCopy(where, document);
  checkIcons(where, document);
}

const spriteSymbols = new Map<string, Set<string> | undefined>();

/** Every icon points into a sprite dist/ holds, at a symbol the sprite draws. */
function checkIcons(where: string, document: Document): void {
  for (const use of document.querySelectorAll('svg use')) {
    const [file = '', id = ''] = (use.getAttribute('href') ?? '').split('#');
    if (!spriteSymbols.has(file)) {
      const sprite = path.join(dist, file);
      const symbols = existsSync(sprite)
        ? new JSDOM(readFileSync(sprite, 'utf8'), { contentType: 'image/svg+xml' }).window.document.querySelectorAll('symbol[id]')
        : undefined;
      spriteSymbols.set(file, symbols && new Set([...symbols].map((symbol) => symbol.id)));
    }
    const symbols = spriteSymbols.get(file);
    if (!symbols) problems.push(`${where}: an icon points to ${file}, which dist/ lacks`);
    else if (!symbols.has(id)) problems.push(`${where}: an icon points to #${id}, which ${file} does not draw`);
  }
}

/** No page announces copy instead of showing it. */
function checkCopy(where: string, document: Document): void {
  const phrases = placeholderPhrases(document.body.textContent ?? '');
  if (phrases.length > 0) problems.push(`${where}: placeholder copy (${phrases.map((phrase) => `'${phrase}'`).join(', ')})`);
  // Code is set in the monospace stack, never in the brand face.
  const prose = document.body.cloneNode(true) as HTMLElement;
  for (const node of prose.querySelectorAll('script, style, template, code, pre, kbd, samp')) node.remove();
  const missing = outsideBrandFace(prose.textContent ?? '');
  if (missing.length > 0)
    problems.push(
      `${where}: characters the brand face's file leaves out (${missing.join(', ')}): add them to KEPT_CODE_POINTS in src/build/vite/brandGlyphs.ts`,
    );
}

for (const page of pages) checkPage(page);
for (const { where, url } of authorUrls)
  if (!people.has(String(url))) problems.push(`${where}: the author's url ${String(url)} is none of the people /about introduces`);

for (const notFoundPath of [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]) {
  const relative = pageFileOf(notFoundPath);
  const file = path.join(dist, relative);
  if (!existsSync(file)) {
    problems.push(`${relative} missing`);
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const { document } = new JSDOM(html).window;
  if (!document.querySelector('meta[name="robots"][content="noindex"]')) problems.push(`${relative}: noindex missing`);
  if (document.querySelectorAll('h1').length !== 1) problems.push(`${relative}: needs exactly one <h1>`);
  checkCss(relative, html, document);
  checkCopy(relative, document);
  checkIcons(relative, document);
}

const sitemap = path.join(dist, 'sitemap.xml');
if (!existsSync(sitemap) || readFileSync(sitemap, 'utf8') !== sitemapXml(siteUrl)) problems.push('sitemap.xml differs from the manifest');
const robots = path.join(dist, 'robots.txt');
if (!existsSync(robots) || readFileSync(robots, 'utf8') !== robotsTxt(siteUrl)) problems.push('robots.txt missing or not pointing to the sitemap');
const securityTxtFile = path.join(dist, SECURITY_TXT_PATH.slice(1));
if (!existsSync(securityTxtFile)) problems.push(`${SECURITY_TXT_PATH.slice(1)} missing`);
else problems.push(...securityTxtProblems(readFileSync(securityTxtFile, 'utf8'), siteUrl, new Date()));
problems.push(...(await copyProblems(dist)));
// Nothing only the API or nginx reads: the consultants' addresses are in the manifest, never on a page.
problems.push(
  ...(await internalFileProblems(
    dist,
    internalDirBeside(dist),
    loadSiteFiles().booking.consultants.map((consultant) => consultant.email),
  )),
);

if (problems.length > 0) {
  console.error(`check-dist: ${problems.length} problem(s) in ${dist}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `check-dist: ${pages.length} pages + ${1 + CATALOG_NOT_FOUND_PATHS.length} not-found pages OK (titles unique, descriptions, canonical, OG/Twitter, JSON-LD, inline CSS, icons, no placeholder copy, every character in the brand face, sitemap.xml, robots.txt, security.txt, precompressed copies, nothing internal)`,
);
