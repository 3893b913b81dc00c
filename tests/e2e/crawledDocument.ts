import { JSDOM } from 'jsdom';

/**
 * The document of a page's HTML as a crawler reads it (its links and text), without running its
 * scripts. Its inline style sheets are left out: jsdom parses every one (two thirds of its time on
 * our pages, whose critical CSS is inline), and nothing read here depends on a style.
 */
export function crawledDocument(html: string, url?: string): Document {
  return new JSDOM(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ''), { url }).window.document;
}
