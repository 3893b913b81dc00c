import styled from 'styled-components';
import type { Badge } from '../model/schemas/records';
import { theme } from './theme';

const Mark = styled.span<{ $colour: Badge['colour'] }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${theme.layout.badgeMark};
  height: ${theme.layout.badgeMark};
  border-radius: ${theme.radii.round};
  background: ${({ $colour }) => theme.colors.badge[$colour]};
  color: ${theme.colors.inverse};
  font-weight: 800;
  &[data-size='small'] { width: ${theme.layout.badgeMarkSmall}; height: ${theme.layout.badgeMarkSmall}; font-size: ${theme.fontSizes.sm}; }
`;

/** The first letters of a platform's first two words: 'Google Reviews' → 'GR'. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

/** A review platform's round mark in its colour with its initials; decorative (its name is written beside it). */
export function BadgeMark({ badge, size = 'regular', className }: { badge: Pick<Badge, 'name' | 'colour'>; size?: 'regular' | 'small'; className?: string }) {
  return (
    <Mark $colour={badge.colour} data-size={size} className={className} aria-hidden="true">
      {initialsOf(badge.name)}
    </Mark>
  );
}
