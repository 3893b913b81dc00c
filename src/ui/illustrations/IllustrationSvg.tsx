import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

/**
 * The frame and palette every hero illustration shares: one size (so nothing shifts when it appears),
 * decorative (hidden from assistive technology), and colours only through these classes, which use the
 * theme's tokens, so a drawing follows the theme (dark mode included) and carries only shapes.
 * Drawn for the dark hero band (navy to navyRaised).
 *   .i-line   light outline            .i-hi    highlight outline
 *   .i-dash   dashed (with .i-line)    .i-panel raised panel with an outline
 *   .i-fill   primary shape            .i-accent accent shape
 *   .i-node   accent dot with outline  .i-glow  light dot or bar
 *   .i-mute   muted bar
 */
export const ILLUSTRATION_WIDTH = 360;
export const ILLUSTRATION_HEIGHT = 280;

const Svg = styled.svg`
  display: block;
  max-width: 100%;
  height: auto;
  .i-halo { fill: ${theme.colors.inverseSoft}; fill-opacity: 0.07; }
  .i-line, .i-hi, .i-panel, .i-node { stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; }
  .i-line { fill: none; stroke: ${theme.colors.inverseMuted}; }
  .i-dash { stroke-dasharray: 2 8; stroke-opacity: 0.7; }
  .i-hi { fill: none; stroke: ${theme.colors.inverseSoft}; stroke-width: 5; }
  .i-panel { fill: ${theme.colors.navyRaised}; stroke: ${theme.colors.inverseMuted}; }
  .i-fill { fill: ${theme.colors.primary}; }
  .i-accent { fill: ${theme.colors.accent}; }
  .i-node { fill: ${theme.colors.accent}; stroke: ${theme.colors.inverseSoft}; }
  .i-glow { fill: ${theme.colors.inverseSoft}; }
  .i-mute { fill: ${theme.colors.inverseMuted}; fill-opacity: 0.5; }
`;

export function IllustrationSvg({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Svg
      viewBox={`0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}`}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      aria-hidden="true"
      focusable="false"
      data-illustration={name}
    >
      <circle className="i-halo" cx="180" cy="140" r="132" />
      {children}
    </Svg>
  );
}
