/**
 * The chat's evaluation set (questions.yaml): questions in visitors' own words, written from the
 * content before the engine was tuned, each with what a good answer gives. Split once, with a fixed
 * seed, into a development part (to tune on) and a test part (never tuned on): see docs/chat.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Type, type Static } from 'typebox';
import { list, line, matching, strict } from '../../../src/model/schemas/fields';
import { parseContent } from '../../../src/model/schemas/parseContent';

const expectation = Type.Union([
  /** Pages that answer it: one is linked, and no catalog page outside them. */
  strict({ pages: list(matching(/^\//, 'a path on this site'), 1) }),
  /** A fact: each string is in the answer, and no catalog page is linked. */
  strict({ facts: list(line(200), 1) }),
  /** Nothing on the site answers it: an honest answer that offers the team, no catalog page. */
  strict({ fallback: Type.Literal(true) }),
  /** A request to meet: the booking step with free times. */
  strict({ meeting: Type.Literal(true) }),
  /** Small talk: a polite answer, no catalog page. */
  strict({ none: Type.Literal(true) }),
]);

const entry = Type.Refine(
  strict({
    ask: Type.Optional(line(2000)),
    /** A conversation in one session: only its last message is judged. */
    conversation: Type.Optional(list(line(2000), 2)),
    category: line(40),
    style: Type.Optional(Type.Array(Type.String())),
    expect: expectation,
    source: Type.Optional(Type.String()),
    part: Type.Enum(['dev', 'test']),
  }),
  (value) => (value.ask === undefined) !== (value.conversation === undefined),
  () => 'an entry has either ask or conversation',
);

export type EvaluationEntry = Static<typeof entry>;
export type Expectation = Static<typeof expectation>;
export type EvaluationPart = EvaluationEntry['part'];

export const EVALUATION_FILE = fileURLToPath(new URL('./questions.yaml', import.meta.url));

/** The messages of an entry, in the order a visitor sends them. */
export const messagesOf = (item: EvaluationEntry): string[] => item.conversation ?? [item.ask!];

export function loadEvaluationSet(file = EVALUATION_FILE): EvaluationEntry[] {
  return parseContent(Type.Array(entry), parse(readFileSync(file, 'utf8')));
}
