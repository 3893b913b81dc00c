import styled from 'styled-components';
import { theme } from './theme';

/** A card; print keeps it whole on one page (src/ui/printCss.ts). */
export const Card = styled.article.attrs({ 'data-print': 'keep-together' } as Record<never, never>)`
  height: 100%;
  display: flex;
  flex-direction: column;
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  h3 { margin-bottom: ${theme.space.xs}; }
`;

/** Card body text; it grows so that actions line up at the bottom of a row of cards. */
export const CardText = styled.p`
  flex: 1;
  color: ${theme.colors.muted};
`;

/** Card heading: h3 by default; pass as="h2" where the card sits right under the page's h1. */
export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.h3};
`;

/**
 * A card whose whole surface is clickable: its one link is stretched over the card, so the card
 * has a single accessible link. Hover scales the card (visual only), unless reduced motion is asked.
 */
export const LinkCard = styled(Card)`
  position: relative;
  transition: transform ${theme.motion.base}, box-shadow ${theme.motion.base};
  &:hover { transform: scale(1.03); box-shadow: ${theme.shadows.raised}; }
  h2 a, h3 a { color: ${theme.colors.ink}; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  a:focus-visible { outline: none; }
  &:focus-within { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
`;

export const CardAction = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  margin-top: ${theme.space.sm};
  font-weight: 600;
  color: ${theme.colors.primary};
`;
