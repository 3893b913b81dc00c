import { joinSiteUrl } from '../siteUrl';
import { pages } from './build/manifest';

/** sitemap.xml listing exactly the manifest's pages. */
export function sitemapXml(siteUrl: string): string {
  const urls = pages.map((page) => `  <url><loc>${joinSiteUrl(siteUrl, page.path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${joinSiteUrl(siteUrl, '/sitemap.xml')}\n`;
}
