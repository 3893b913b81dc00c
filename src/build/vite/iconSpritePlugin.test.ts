import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, SERVICE_ICON_SHAPES, serviceIconId } from '../../ui/iconShapes';
import { iconSprite, iconSpriteUrl } from './iconSpritePlugin';

const symbolsOf = (sprite: string) =>
  [...new JSDOM(sprite, { contentType: 'image/svg+xml' }).window.document.querySelectorAll('svg > symbol')].map((symbol) => ({
    id: symbol.id,
    viewBox: symbol.getAttribute('viewBox'),
    stroke: symbol.getAttribute('stroke'),
    shapes: symbol.children.length,
  }));

describe('the icons sprite', () => {
  it('is an SVG document with one symbol for each icon and service icon, drawn in the colour of the text around it', () => {
    const symbols = symbolsOf(iconSprite());
    const expected = [...Object.keys(ICON_SHAPES), ...Object.keys(SERVICE_ICON_SHAPES).map((name) => serviceIconId(name as keyof typeof SERVICE_ICON_SHAPES))];
    expect(symbols.map((symbol) => symbol.id)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
    for (const symbol of symbols) {
      expect(symbol.viewBox, symbol.id).toBe('0 0 24 24');
      expect(symbol.stroke, symbol.id).toBe('currentColor');
      expect(symbol.shapes, symbol.id).toBeGreaterThan(0);
    }
  });

  it('is named by its content, so a changed icon is a new address and the old one can be cached for a year', () => {
    const sprite = iconSprite();
    expect(iconSpriteUrl(sprite)).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
    expect(iconSpriteUrl(sprite)).toBe(iconSpriteUrl(iconSprite()));
    expect(iconSpriteUrl(sprite.replace('r="7"', 'r="8"'))).not.toBe(iconSpriteUrl(sprite));
  });
});
