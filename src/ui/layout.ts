import styled from 'styled-components';
import { theme } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  ${theme.media.sm} { padding: 0 ${theme.space.lg}; }
`;

/** A band of the page. The tone is a data attribute, so the styles are static (computed once). */
export const Section = styled.section.attrs<{ $tone?: 'plain' | 'alt' | 'dark' }>(({ $tone }) => ({ 'data-tone': $tone }) as Record<never, never>)`
  padding: ${theme.space.xxl} 0;
  ${theme.media.lg} { padding: ${theme.space.xxxl} 0; }
  &[data-tone='alt'] { background: ${theme.colors.surfaceAlt}; }
  &[data-tone='dark'] {
    background: ${theme.colors.navy};
    color: ${theme.colors.inverse};
    h2, h3 { color: ${theme.colors.inverse}; }
    p { color: ${theme.colors.inverseMuted}; }
  }
`;

export const SectionHeader = styled.div`
  max-width: 46rem;
  margin: 0 auto ${theme.space.xl};
  text-align: center;
  p { font-size: ${theme.fontSizes.lg}; }
`;

/** Responsive auto-fill grid; the minimum column width comes from the theme. */
export const Grid = styled.ul.attrs<{ $min?: 'card' | 'compact' }>(({ $min }) => ({ 'data-min': $min }) as Record<never, never>)`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${theme.layout.cardMinWidth}), 1fr));
  &[data-min='compact'] {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${theme.layout.cardMinWidthCompact}), 1fr));
  }
`;

export const Prose = styled.div`
  max-width: 48rem;
  p, li { font-size: ${theme.fontSizes.lg}; }
`;

export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space.lg};
  li {
    position: relative;
    padding-left: ${theme.space.xl};
    margin-bottom: ${theme.space.sm};
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.25rem;
    top: 0.35em;
    width: 0.45rem;
    height: 0.85rem;
    border: solid ${theme.colors.accent};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }
`;
