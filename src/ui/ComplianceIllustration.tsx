import type { ReactElement } from 'react';
import type { Illustration } from '../model/schemas/records';
import { theme } from './theme';

const c = theme.colors;
// Colours by style, not by presentation attribute: they are custom properties, which follow the theme.
const fill = (colour: string) => ({ fill: colour });
const stroke = (colour: string) => ({ stroke: colour });

/** Inline SVG illustrations for compliance sections: no image requests, scale with their column, drawn in the theme's colours. */
const drawings: Record<Illustration, ReactElement> = {
  'iso-diagram': (
    <>
      <circle cx="120" cy="90" r="62" style={fill(c.accentSoft)} />
      <circle cx="120" cy="90" r="40" style={fill(c.primary)} />
      <text x="120" y="96" textAnchor="middle" fontSize={theme.fontSizes.illustrationLabel} fontWeight="700" style={fill(c.onPrimary)}>
        ISMS
      </text>
      {[0, 1, 2, 3].map((i) => {
        const angle = (i * Math.PI) / 2 - Math.PI / 4;
        return <circle key={i} cx={120 + 72 * Math.cos(angle)} cy={90 + 72 * Math.sin(angle)} r="14" style={fill(c.accent)} />;
      })}
    </>
  ),
  'gap-analysis': (
    <>
      <rect x="30" y="120" width="36" height="40" rx="4" style={fill(c.accent)} />
      <rect x="80" y="90" width="36" height="70" rx="4" style={fill(c.accent)} />
      <rect x="130" y="60" width="36" height="100" rx="4" style={fill(c.primary)} />
      <rect x="180" y="30" width="36" height="130" rx="4" fill="none" style={stroke(c.primary)} strokeWidth="3" strokeDasharray="6 4" />
      <path d="M48 110 98 80 148 50 198 22" fill="none" style={stroke(c.focus)} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  certification: (
    <>
      <rect x="50" y="25" width="140" height="110" rx="8" style={{ ...fill(c.surface), ...stroke(c.primary) }} strokeWidth="3" />
      <path d="M75 55h90M75 75h90M75 95h55" style={stroke(c.border)} strokeWidth="6" strokeLinecap="round" />
      <circle cx="170" cy="130" r="26" style={fill(c.accent)} />
      <path d="m158 130 8 8 16-16" fill="none" style={stroke(c.onPrimary)} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  monitoring: (
    <>
      <rect x="25" y="25" width="190" height="120" rx="10" style={fill(c.navy)} />
      <path d="M40 110h30l15-40 20 60 20-45 15 25h60" fill="none" style={stroke(c.signal)} strokeWidth="4" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx="200" cy="45" r="7" style={fill(c.dotOnline)} />
      <rect x="95" y="150" width="50" height="10" rx="3" style={fill(c.muted)} />
    </>
  ),
};

export function ComplianceIllustration({ type }: { type: Illustration }) {
  return (
    <svg viewBox="0 0 240 180" width="240" height="180" aria-hidden="true" focusable="false" data-illustration={type}>
      {drawings[type]}
    </svg>
  );
}
