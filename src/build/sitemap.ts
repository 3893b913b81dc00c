import { joinSiteUrl } from '../siteUrl';
import { pages } from './manifest';

/** sitemap.xml listing the manifest's pages (but those marked noindex), articles with the day they last changed. */
export function sitemapXml(siteUrl: string): string {
  const urls = pages
    .filter((page) => !page.noindex)
    .map((page) => {
      const lastmod = page.article ? `<lastmod>${page.article.modified ?? page.article.published}</lastmod>` : '';
      return `  <url><loc>${joinSiteUrl(siteUrl, page.path)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${joinSiteUrl(siteUrl, '/sitemap.xml')}\n`;
}
