import { gzipSync } from 'node:zlib';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  AboutIllustration,
  AiIllustration,
  CyberIllustration,
  HomeIllustration,
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  InsightsIllustration,
  WebIllustration,
} from '.';

const drawings: Record<string, ComponentType> = {
  home: HomeIllustration,
  cyber: CyberIllustration,
  ai: AiIllustration,
  web: WebIllustration,
  about: AboutIllustration,
  insights: InsightsIllustration,
};

/** A colour written into the markup instead of taken from the theme through a class. */
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(fill|stroke|stop-color|color|style)="(?!none")[^"]*"/i;

const MAX_GZIP = 4096;

function markupOf(Drawing: ComponentType) {
  const html = renderToStaticMarkup(<Drawing />);
  return { html, gzip: gzipSync(html, { level: 9 }).length };
}

describe('hero illustrations', () => {
  it('are decorative, sized, coloured by the theme and light', () => {
    const sizes: Record<string, { bytes: number; gzip: number }> = {};
    for (const [name, Drawing] of Object.entries(drawings)) {
      const { html, gzip } = markupOf(Drawing);
      sizes[name] = { bytes: html.length, gzip };
      const svg = html.match(/^<svg [^>]*>/)?.[0] ?? '';
      expect(svg, name).toContain('aria-hidden="true"');
      expect(svg, name).toContain('focusable="false"');
      expect(svg, name).toContain(`width="${ILLUSTRATION_WIDTH}"`);
      expect(svg, name).toContain(`height="${ILLUSTRATION_HEIGHT}"`);
      expect(svg, name).toContain(`viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}"`);
      expect(svg, name).toContain(`data-illustration="${name}"`);
      expect(html, name).not.toMatch(LITERAL_COLOUR);
      // No text and no raster: nothing in a drawing is a candidate for the largest contentful paint.
      expect(html, name).not.toMatch(/<(text|image|foreignObject)\b/i);
      expect(gzip, name).toBeLessThanOrEqual(MAX_GZIP);
    }
    console.log('hero illustrations, rendered markup (bytes):');
    console.table(sizes);
  });

  it('the literal-colour check catches a colour written into a drawing', () => {
    expect('<rect fill="#fff"/>').toMatch(LITERAL_COLOUR);
    expect('<path stroke="white"/>').toMatch(LITERAL_COLOUR);
    expect('<rect style="fill:rgb(0,0,0)"/>').toMatch(LITERAL_COLOUR);
    expect('<path class="i-line" fill="none"/>').not.toMatch(LITERAL_COLOUR);
  });
});
