import { Children } from 'react';
import styled from 'styled-components';
import { gridColumns } from './gridColumns';
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

type GridMin = 'card' | 'compact';

const minWidthOf: Record<GridMin, string> = { card: theme.layout.cardMinWidth, compact: theme.layout.cardMinWidthCompact };

/** The most columns of cards at least `min` wide that fit the widest container (its max width less its padding). */
const fitOf = (min: string) => {
  const gap = remPx(theme.space.lg);
  // n cards and n - 1 gaps within maxWidth less the container's two side paddings (each a gap wide):
  // n * (min + gap) <= maxWidth - gap.
  return Math.max(1, Math.floor((parseFloat(theme.layout.maxWidth) - gap) / (parseFloat(min) + gap)));
};

function remPx(value: string): number {
  return parseFloat(value) * (value.endsWith('rem') ? 16 : 1);
}

/**
 * Media-query rules: a grid that lists `columns` among its allowed counts uses them from the viewport
 * width at which that many cards and their gaps fit inside the page container (its side padding is
 * one gap, the larger of its two paddings, so a rule never applies early). Every grid sits in the
 * full-width container; viewport queries cost the browser less than container queries and pass the
 * HTML validator.
 */
function columnRules(min: GridMin): string {
  const width = remPx(minWidthOf[min]);
  const gap = remPx(theme.space.lg);
  const rules: string[] = [];
  for (let columns = 2; columns <= fitOf(minWidthOf[min]); columns += 1) {
    const from = columns * width + (columns - 1) * gap + 2 * gap;
    rules.push(
      `@media (min-width: ${from}px) { &[data-min='${min}'][data-cols~='${columns}'] > li { flex-basis: calc((100% - ${columns - 1} * ${theme.space.lg}) / ${columns}); } }`,
    );
  }
  return rules.join('');
}

/**
 * A grid of cards that leaves no empty column: its column count comes from the number of cards
 * (gridColumns: only counts that fill the rows, or leave a last row one card short) and from
 * the width the page container gives it at the current viewport, and a short last row is centred. Cards are at least the theme's
 * card width ('card', the spec's 350 px) or the compact one, and all equally wide. CSS only.
 */
export const Grid = styled.ul.attrs<{ $min?: GridMin }>(({ $min = 'card', children }) => {
  const count = Children.count(children);
  return { 'data-min': $min, 'data-cards': count, 'data-cols': gridColumns(count, fitOf(minWidthOf[$min])).join(' ') } as Record<never, never>;
})`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.lg};
  > li { flex: 0 0 100%; min-width: 0; }
  ${columnRules('card')}
  ${columnRules('compact')}
`;

/** A hero with a drawing: the text and the drawing side by side from the lg breakpoint. */
export const HeroColumns = styled.div`
  ${theme.media.lg} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space.xl};
  }
`;

/** A hero's drawing: not displayed (so not laid out, and no cost to a phone) below the lg breakpoint. */
export const HeroArt = styled.div`
  display: none;
  ${theme.media.lg} { display: block; }
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
