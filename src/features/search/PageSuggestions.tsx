import styled from 'styled-components';
import { Link } from '../../ui/Link';
import { theme } from '../../ui/theme';
import { PAGE_SUGGESTIONS_ATTRIBUTE } from './suggestionsAttribute';

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
 * at the visitor's first sign of being there (the pointer moves, a key, a scroll), plain script
 * (suggestPages, no React) puts the pages closest to the URL the visitor tried ('/services/pentest' → VAPT, from the headline search index) in the first
 * places. Same count, one line each, so nothing on the page moves.
 */
export function PageSuggestions({ fallback }: { fallback: readonly SuggestedLink[] }) {
  return (
    <List {...{ [PAGE_SUGGESTIONS_ATTRIBUTE]: '' }}>
      {fallback.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.title}</Link>
        </li>
      ))}
    </List>
  );
}
