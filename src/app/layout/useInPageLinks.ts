import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Links to a section of the same page ('On this page', an article's heading anchors, the skip link)
 * are router navigations once the page is hydrated. Left to the browser, such a link adds a history
 * entry the router knows no key for ('default', the page's first entry's): the router restored that
 * entry's position over the browser's scroll, and Back then returned to the section instead of where
 * the visitor was. As a router navigation the entry has a key: ScrollRestoration scrolls to the
 * section (html's scroll-padding keeps it below the sticky header) and Back restores the position the
 * visitor left. Focus moves to the section, as the browser's own fragment navigation moves the point
 * where Tab continues.
 */
export function useInPageLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
      const hash = link?.getAttribute('href') ?? '';
      const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (!link || !target || link.target) return;
      event.preventDefault();
      navigate({ pathname: window.location.pathname, search: window.location.search, hash });
      focusSection(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/** Focus without scrolling (the router scrolls); an element that cannot take focus takes it until it loses it. */
function focusSection(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
