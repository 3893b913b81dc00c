import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { whenIdle } from '../../ui/whenIdle';

export interface SuggestedLink {
  path: string;
  title: string;
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: ${theme.space.md} 0 ${theme.space.lg};
  padding-left: ${theme.space.lg};
  li { min-width: 0; }
  /* One line per link, whatever its title: swapping links in never moves the page (CLS 0). */
  a {
    display: block;
    min-height: ${theme.layout.compactTarget};
    line-height: ${theme.layout.compactTarget};
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/**
 * A fixed number of links for a URL that does not exist. The prerendered HTML shows `fallback`;
 * after hydration the pages closest to the URL the visitor tried ('/services/pentest' → VAPT,
 * from the headline search index, loaded once the page is idle) take the first places. Same count, one line
 * each, so nothing on the page moves.
 */
export function PageSuggestions({ fallback }: { fallback: readonly SuggestedLink[] }) {
  const { pathname } = useLocation();
  const [closest, setClosest] = useState<SuggestedLink[]>([]);

  useEffect(() => {
    let live = true;
    setClosest([]);
    // An enhancement: it waits until the page has loaded and the browser is idle.
    const idle = whenIdle(() =>
      import('./siteSearch')
        .then(({ loadHeadlineSearch }) => loadHeadlineSearch())
        .then((search) => live && setClosest(search.suggestFor(pathname).map(({ url, title }) => ({ path: url, title }))))
        .catch(() => undefined), // the fallback links stay: nothing is lost
      2_000,
    );
    return () => {
      live = false;
      idle.cancel();
    };
  }, [pathname]);

  const links = [...closest, ...fallback.filter((link) => !closest.some((suggested) => suggested.path === link.path))].slice(0, fallback.length);
  return (
    <List>
      {/* Keyed by place, not by page: a suggestion replaces the text of a line instead of pushing
          the others down, which the browser would count as a layout shift. */}
      {links.map((link, slot) => (
        <li key={slot}>
          <Link to={link.path}>{link.title}</Link>
        </li>
      ))}
    </List>
  );
}
