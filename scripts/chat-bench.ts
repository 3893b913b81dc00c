/**
 * The chat's evaluation (server/chat/evaluation/): accuracy per category for the development part
 * and the test part, the rate of confident wrong answers, the fallback rate, and the engine's median
 * answer time in-process (goal: ≤ 5 ms, docs/performance.md).
 *   npm run bench:chat            the table
 *   npm run bench:chat -- --misses dev   also every dev entry not answered right (never the test part's: it is not tuned on)
 */
import { ChatEngine } from '../server/chat/engine';
import { chatKnowledge } from '../src/build/siteManifest';
import { loadEvaluationSet, messagesOf, type EvaluationPart } from '../server/chat/evaluation/evaluationSet';
import { byCategory, evaluate, scoreOf, type EvaluationResult } from '../server/chat/evaluation/evaluate';
import { reportFigure } from './lib/benchFigures';

const LIMIT_MS = 5;
const PARTS: readonly EvaluationPart[] = ['dev', 'test'];
const built = performance.now();
const engine = new ChatEngine(chatKnowledge());
console.log(`knowledge base and index built in ${(performance.now() - built).toFixed(1)} ms`);
const entries = loadEvaluationSet();
const results = evaluate(engine, entries);

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
function table(part: EvaluationPart): void {
  const rows = [...byCategory(results, part)].map(([category, items]) => ({ category, ...scoreOf(items) }));
  const all = scoreOf(results.filter((result) => result.entry.part === part));
  console.log(`\n${part} part (${all.count} entries)`);
  console.log(['category'.padEnd(16), 'n'.padStart(4), 'right'.padStart(9), 'honest'.padStart(9), 'wrong'.padStart(9)].join(' '));
  for (const row of [...rows, { category: 'all', ...all }]) {
    console.log(
      [
        row.category.padEnd(16),
        String(row.count).padStart(4),
        percent(row.right, row.count).padStart(9),
        percent(row.honest, row.count).padStart(9),
        percent(row.wrong, row.count).padStart(9),
      ].join(' '),
    );
  }
  const fallbacks = results.filter((result) => result.entry.part === part && result.answer.fallback).length;
  console.log(`accuracy ${percent(all.right, all.count)} · confident wrong ${percent(all.wrong, all.count)} · fallback rate ${percent(fallbacks, all.count)}`);
}
PARTS.forEach(table);

const missesOf = process.argv.indexOf('--misses');
if (missesOf > 0 && process.argv[missesOf + 1] === 'dev') {
  const misses = results.filter((result: EvaluationResult) => result.entry.part === 'dev' && result.verdict !== 'right');
  console.log(`\n${misses.length} dev entries not answered right:`);
  for (const { entry, answer, verdict } of misses) {
    console.log(
      `- [${verdict}] ${messagesOf(entry).join(' → ')}\n    expected ${JSON.stringify(entry.expect)}\n    got ${answer.sources.map((source) => source.url).join(' ') || '(no links)'}${answer.fallback ? ' (fallback)' : ''}: ${answer.response.slice(0, 160).replaceAll('\n', ' ')}`,
    );
  }
}

// Speed: every message of the set, 10 rounds after the warm-up above.
const times: number[] = [];
for (let round = 0; round < 10; round += 1) {
  for (const entry of entries) {
    for (const message of messagesOf(entry)) {
      const started = performance.now();
      engine.answer(message);
      times.push(performance.now() - started);
    }
  }
}
times.sort((a, b) => a - b);
const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))] ?? NaN;
console.log(
  `\n${times.length} answers: median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms (goal: median ≤ ${LIMIT_MS} ms)`,
);
const test = scoreOf(results.filter((result) => result.entry.part === 'test'));
const figures = [
  {
    figure: `Chat evaluation, test part (${test.count} questions): right answers`,
    value: percent(test.right, test.count),
    goal: '≥ 90 %',
    met: test.right / test.count >= 0.9,
  },
  {
    figure: 'Chat evaluation, test part: confident wrong answers',
    value: percent(test.wrong, test.count),
    goal: '≤ 2 %',
    met: test.wrong / test.count <= 0.02,
  },
  {
    figure: `Chat engine: median answer in-process (${times.length} answers)`,
    value: `${at(0.5).toFixed(2)} ms`,
    goal: `≤ ${LIMIT_MS} ms`,
    met: at(0.5) <= LIMIT_MS,
  },
];
figures.forEach(reportFigure);
process.exitCode = figures.every((figure) => figure.met) ? 0 : 1;
