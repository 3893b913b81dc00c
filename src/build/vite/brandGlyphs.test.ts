import { describe, expect, it } from 'vitest';
import { create as openFont } from 'fontkitten';
import { KEPT_CODE_POINT_LIST, KEPT_TEXT, outsideBrandFace, UNICODE_RANGE } from './brandGlyphs';
import { brandFontFile } from './typefacePlugin';

describe('the brand face’s subset', () => {
  it('names in its unicode-range exactly the characters it keeps', () => {
    const ranges = UNICODE_RANGE.split(',').map((range) => {
      const [from, to = from] = range
        .slice(2)
        .split('-')
        .map((bound) => parseInt(bound, 16)) as [number, number?];
      return { from, to };
    });
    const inRange = (character: string) => ranges.some(({ from, to }) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to);
    expect([...KEPT_TEXT].every(inRange)).toBe(true);
    expect(ranges.reduce((sum, { from, to }) => sum + to - from + 1, 0)).toBe([...KEPT_TEXT].length);
  });

  it('reports the characters of a text the file leaves out, once each', () => {
    expect(outsideBrandFace('Virtual IP — “secure” café, 5 × 3 € done')).toEqual([]);
    expect(outsideBrandFace('Next →')).toEqual(["'→' U+2192"]);
    expect(outsideBrandFace('Œuvre ≠ oeuvre ≠ Œ')).toEqual(["'Œ' U+0152", "'≠' U+2260"]);
  });

  it('has a glyph for every character its unicode-range claims (a claimed one without would be drawn by no face the page chose)', async () => {
    const font = openFont(await brandFontFile());
    if (!('hasGlyphForCodePoint' in font)) throw new Error('one font expected, not a collection');
    // The soft hyphen is never drawn as itself: a line broken there shows the face's hyphen.
    const missing = KEPT_CODE_POINT_LIST.filter((codePoint) => codePoint !== 0xad && !font.hasGlyphForCodePoint(codePoint));
    expect(missing.map((codePoint) => codePoint.toString(16))).toEqual([]);
  });

  it('is a woff2 smaller than the package’s latin file, which it replaces', async () => {
    const file = await brandFontFile();
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file.length).toBeLessThan(20_000);
  });
});
