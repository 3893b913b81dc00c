/**
 * The chat's evaluation set (questions.yaml): questions in visitors' own words, written from the
 * content before the engine was tuned, each with what a good answer gives. Split once, with a fixed
 * seed, into a development part (to tune on) and a test part (never tuned on): see docs/chat.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

const expectation = z.union([
  /** Pages that answer it: one is linked, and no catalog page outside them. */
  z.strictObject({ pages: z.array(z.string().startsWith('/')).min(1) }),
  /** A fact: each string is in the answer, and no catalog page is linked. */
  z.strictObject({ facts: z.array(z.string().min(1)).min(1) }),
  /** Nothing on the site answers it: an honest answer that offers the team, no catalog page. */
  z.strictObject({ fallback: z.literal(true) }),
  /** A request to meet: the booking step with free times. */
  z.strictObject({ meeting: z.literal(true) }),
  /** Small talk: a polite answer, no catalog page. */
  z.strictObject({ none: z.literal(true) }),
]);

const entry = z
  .strictObject({
    ask: z.string().min(1).optional(),
    /** A conversation in one session: only its last message is judged. */
    conversation: z.array(z.string().min(1)).min(2).optional(),
    category: z.string().min(1),
    style: z.array(z.string()).optional(),
    expect: expectation,
    source: z.string().optional(),
    part: z.enum(['dev', 'test']),
  })
  .refine((value) => (value.ask === undefined) !== (value.conversation === undefined), 'an entry has either ask or conversation');

export type EvaluationEntry = z.infer<typeof entry>;
export type Expectation = z.infer<typeof expectation>;
export type EvaluationPart = EvaluationEntry['part'];

export const EVALUATION_FILE = fileURLToPath(new URL('./questions.yaml', import.meta.url));

/** The messages of an entry, in the order a visitor sends them. */
export const messagesOf = (item: EvaluationEntry): string[] => item.conversation ?? [item.ask!];

export function loadEvaluationSet(file = EVALUATION_FILE): EvaluationEntry[] {
  return z.array(entry).parse(parse(readFileSync(file, 'utf8')));
}
