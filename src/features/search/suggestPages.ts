import { PAGE_SUGGESTIONS_ATTRIBUTE } from './suggestionsAttribute';
import { loadHeadlineSearch } from './siteSearch';

/**
 * Fills a not-found page's suggestions (PageSuggestions) with the pages closest to the URL the
 * visitor tried, then the prerendered ones, keeping their number. A link's text and address change
 * in place, line by line, so nothing moves (CLS 0). If the index cannot load, the prerendered links stay.
 */
export async function suggestPages(pathname = window.location.pathname): Promise<void> {
  const list = document.querySelector(`[${PAGE_SUGGESTIONS_ATTRIBUTE}]`);
  if (!list) return;
  const anchors = [...list.querySelectorAll('a')];
  const fallback = anchors.map((anchor) => ({ path: anchor.getAttribute('href') ?? '', title: anchor.textContent ?? '' }));
  const search = await loadHeadlineSearch();
  const closest = search.suggestFor(pathname).map(({ url, title }) => ({ path: url, title }));
  const links = [...closest, ...fallback.filter((link) => !closest.some((suggested) => suggested.path === link.path))];
  anchors.forEach((anchor, slot) => {
    const link = links[slot];
    if (!link) return;
    anchor.href = link.path;
    anchor.textContent = link.title;
  });
}
