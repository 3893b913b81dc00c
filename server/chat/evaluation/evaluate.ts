/**
 * Runs the evaluation set through an engine: each entry in a fresh session (a conversation's
 * messages in one), its last answer judged (judge.ts) and timed.
 */
import { randomUUID } from 'node:crypto';
import type { MeetingContext } from '../meetingAnswer';
import { messagesOf, type EvaluationEntry, type EvaluationPart } from './evaluationSet';
import { judge, type JudgedAnswer, type Verdict } from './judge';

export interface Answerer {
  answer: (message: string, sessionId: string, meeting: MeetingContext) => JudgedAnswer;
}

export interface EvaluationResult {
  entry: EvaluationEntry;
  answer: JudgedAnswer;
  verdict: Verdict;
  milliseconds: number;
}

/** Free slots a request to meet is answered with: the evaluation does not depend on the clock. */
const MEETING: MeetingContext = {
  timeZone: 'America/New_York',
  freeSlots: [
    { start: '2027-03-02T14:00:00.000Z', end: '2027-03-02T14:30:00.000Z' },
    { start: '2027-03-02T15:00:00.000Z', end: '2027-03-02T15:30:00.000Z' },
    { start: '2027-03-03T14:00:00.000Z', end: '2027-03-03T14:30:00.000Z' },
  ],
};

export function evaluate(engine: Answerer, entries: readonly EvaluationEntry[]): EvaluationResult[] {
  return entries.map((entry) => {
    const sessionId = randomUUID();
    const messages = messagesOf(entry);
    for (const message of messages.slice(0, -1)) engine.answer(message, sessionId, MEETING);
    const started = performance.now();
    const answer = engine.answer(messages.at(-1)!, sessionId, MEETING);
    const milliseconds = performance.now() - started;
    return { entry, answer, verdict: judge(entry.expect, answer), milliseconds };
  });
}

export interface Score {
  count: number;
  right: number;
  honest: number;
  wrong: number;
}

export function scoreOf(results: readonly EvaluationResult[]): Score {
  const count = (verdict: Verdict) => results.filter((result) => result.verdict === verdict).length;
  return { count: results.length, right: count('right'), honest: count('honest'), wrong: count('wrong') };
}

/** The results of one part, by category, in the order categories first appear. */
export function byCategory(results: readonly EvaluationResult[], part: EvaluationPart): Map<string, EvaluationResult[]> {
  const groups = new Map<string, EvaluationResult[]>();
  for (const result of results.filter((item) => item.entry.part === part)) {
    groups.set(result.entry.category, [...(groups.get(result.entry.category) ?? []), result]);
  }
  return groups;
}
