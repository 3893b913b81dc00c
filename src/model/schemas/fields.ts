/**
 * The building blocks of the content files' schemas (TypeBox: decision 0024). Every schema is JSON
 * Schema, so the content editor's configuration reads it as it is (src/build/cmsConfig.ts); what a
 * pattern or format means in words is its `errorMessage`, which the content reader reports
 * (./parseContent.ts). Unknown fields are errors everywhere: a typo in a field's name fails the build
 * instead of silently dropping the copy.
 */
import { Type, type TObject, type TProperties, type TSchema } from 'typebox';

/** A line of copy: not empty, at most `max` characters (the reader trims every text first). */
export const line = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });

/** Text that matches `pattern`; `errorMessage` says what is expected, in an editor's words. */
export const matching = (pattern: RegExp, errorMessage: string) => Type.String({ pattern: pattern.source, errorMessage });

/** A link inside the site: starts with one slash. */
export const sitePath = matching(/^\/(?!\/)[^\s]*$/, 'a path on this site, starting with /');

/** A slug: what a file name or a key becomes in an address. */
export const slug = matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single hyphens');

export const email = Type.String({ format: 'email', pattern: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.source, errorMessage: 'an e-mail address' });

export const isoDate = Type.String({ format: 'date', pattern: /^\d{4}-\d{2}-\d{2}$/.source, errorMessage: 'a real date written YYYY-MM-DD' });

/** One of `values` (`default`: what a file that leaves it out gets). */
export const oneOf = <const Values extends readonly string[]>(values: Values, options: { default?: Values[number] } = {}) =>
  Type.Enum([...values] as Values[number][], options);

/** An object with these fields and no other. */
export const strict = <Properties extends TProperties>(properties: Properties) => Type.Object(properties, { additionalProperties: false });

/** `base`'s fields and these, and no other. */
export const extend = <Base extends TProperties, Properties extends TProperties>(base: TObject<Base>, properties: Properties) =>
  strict({ ...base.properties, ...properties } as Omit<Base, keyof Properties> & Properties);

/** A list of at least `min` items. */
export const list = <Item extends TSchema>(item: Item, min = 0, max?: number) =>
  Type.Array(item, { ...(min > 0 ? { minItems: min } : {}), ...(max !== undefined ? { maxItems: max } : {}) });

/**
 * A line of copy with places the code fills in ({name}: src/shared/text.ts's fillIn): only the
 * `places` named, so a misspelt one fails the build rather than reaching a reader as written.
 */
export const template = (max: number, places: readonly string[], min = 1) =>
  Type.String({
    minLength: min,
    maxLength: max,
    pattern: `^(?:[^{}]|\\{(?:${places.join('|')})\\})*$`,
    errorMessage:
      places.length > 0 ? `text whose places in braces are only ${places.map((place) => `{${place}}`).join(', ')}` : 'text without places in braces',
  });
