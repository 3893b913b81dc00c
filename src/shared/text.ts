/**
 * Trimming a set of characters off a string's ends with a loop: the obvious patterns (/\/+$/,
 * /[.+-]+$/) backtrack in time quadratic in the length of a run of those characters.
 */
export function trimEndOf(value: string, characters: string): string {
  let end = value.length;
  while (end > 0 && characters.includes(value.charAt(end - 1))) end -= 1;
  return value.slice(0, end);
}

export function trimStartOf(value: string, characters: string): string {
  let start = 0;
  while (start < value.length && characters.includes(value.charAt(start))) start += 1;
  return value.slice(start);
}

export const trimOf = (value: string, characters: string) => trimStartOf(trimEndOf(value, characters), characters);

/** C0 and C1 controls and DEL: terminal escape sequences (ESC [ …) start with them; form text never needs them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without line feed, carriage return and tab, which multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_CHARACTER_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A text of the content with its `{name}` places filled in ("{count} pages match “{query}”"). */
export const fillIn = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));

/** Words for a count in the content's two English forms ({one} for 1, {other} otherwise), `{count}` and the other places filled in. */
export const forCount = (forms: { one: string; other: string }, count: number, values: Record<string, string | number> = {}): string =>
  fillIn(count === 1 ? forms.one : forms.other, { ...values, count });
