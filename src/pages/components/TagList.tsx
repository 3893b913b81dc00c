import { Link } from '../../ui/Link';
import styled from 'styled-components';
import type { TagLink } from '../../model/types';
import { theme } from '../../ui/theme';

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover, a[aria-current='page'] { background: ${theme.colors.accentSoft}; border-color: ${theme.colors.primary}; }
`;

/** Links to tag pages; the current tag's link says so. */
export function TagList({ tags, label, current }: { tags: readonly TagLink[]; label: string; current?: string }) {
  return (
    <List aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.path}>
          <Link to={tag.path} aria-current={tag.path === current ? 'page' : undefined}>
            {tag.label}
          </Link>
        </li>
      ))}
    </List>
  );
}
