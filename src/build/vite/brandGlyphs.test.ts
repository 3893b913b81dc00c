import { describe, expect, it } from 'vitest';
import { KEPT_TEXT, outsideBrandFace, UNICODE_RANGE } from './brandGlyphs';
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
    expect(outsideBrandFace('Virtual IP — “secure” café, 5 × 3 € → done')).toEqual([]);
    expect(outsideBrandFace('Œuvre ≠ oeuvre ≠ Œ')).toEqual(["'Œ' U+0152", "'≠' U+2260"]);
  });

  it('is a woff2 smaller than the package’s latin file, which it replaces', async () => {
    const file = await brandFontFile();
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file.length).toBeLessThan(20_000);
  });
});
