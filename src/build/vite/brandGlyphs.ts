/**
 * What the served file keeps, so that it is smaller than the whole font (measured: docs/performance.md,
 * "Measurements behind the code"): the weights the styles use and the characters of English copy
 * (ASCII, Latin-1 for names and symbols, typographic punctuation, € ™; the face has no arrows,
 * which the pages draw as icons: src/ui/icons.tsx). The
 * @font-face's unicode-range says the same, so a character outside it is drawn by the fallback face;
 * check:dist fails when a page uses one (add it here).
 */
export const KEPT_WEIGHTS = { min: 400, max: 800 } as const;
export const KEPT_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
/** A CSS unicode-range of code points (in ascending order), consecutive ones as one range. */
export function unicodeRangeOf(codePoints: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}
/** Every kept code point, ascending. */
export const KEPT_CODE_POINT_LIST: readonly number[] = KEPT_CODE_POINTS.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index),
);
export const UNICODE_RANGE = unicodeRangeOf(KEPT_CODE_POINT_LIST);
export const KEPT_TEXT = String.fromCodePoint(...KEPT_CODE_POINT_LIST);

/** The characters of a text, other than white space, that the served file leaves out (the fallback face draws them), as 'x' U+XXXX. */
export function outsideBrandFace(text: string): string[] {
  const kept = (codePoint: number) => KEPT_CODE_POINTS.some(([from, to]) => codePoint >= from && codePoint <= to);
  return [...new Set(text)]
    .filter((character) => !/\s/.test(character) && !kept(character.codePointAt(0)!))
    .map((character) => `'${character}' U+${hex(character.codePointAt(0)!).padStart(4, '0')}`);
}
