/**
 * The islands' words (content/islands/<island>.json): JSON, because the island's code imports its
 * file as it is (Node's loader and Vite's alike), so TypeScript checks each word the code uses
 * exists. The build checks the rest: every word a non-empty text of reasonable length, grouped in
 * objects, nothing else; and the content editor gets a field for each (src/build/cmsConfig.ts).
 */
import path from 'node:path';
import { Type, type TSchema } from 'typebox';
import { line } from '../../model/schemas/fields';
import { checked, filesIn, readYamlFile, type ContentProblems } from './collections';
import type { ContentRoot } from './contentRoot';

export const ISLAND_WORDS_FOLDER = 'islands';

/** The longest word an island says (a status line, an error with what to do). */
const MAX_WORDS = 400;

/** The schema of one file: its own shape, each text a line of copy. */
export function islandWordsSchema(value: unknown): TSchema {
  if (Array.isArray(value)) return Type.Array(line(MAX_WORDS), { minItems: 1 });
  if (value && typeof value === 'object') {
    return Type.Object(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, islandWordsSchema(item)])), { additionalProperties: false });
  }
  return line(MAX_WORDS);
}

/** Every islands' words file, checked: its name (the island's) and its words. */
export function readIslandWords({ project, content }: ContentRoot, problems: ContentProblems): { name: string; file: string; words: unknown }[] {
  const folder = path.relative(project, path.join(content, ISLAND_WORDS_FOLDER));
  return filesIn(project, folder, '.json', problems).flatMap((name) => {
    const file = path.join(folder, name);
    // Read as it is to learn its shape, then checked against that shape: empty or over-long words, values that are not text.
    const raw = readYamlFile(project, path.join(project, file), Type.Unknown(), problems);
    const words = raw === undefined ? undefined : checked(islandWordsSchema(raw), raw, file, problems);
    return words === undefined ? [] : [{ name: path.basename(name, '.json'), file, words }];
  });
}
