/**
 * In-process speed of the offline chat engine (docs/product/platform.md §6: median ≤ 5 ms): answers every
 * question of the question set 20 times after a warm-up and prints median and p95 per answer.
 *   npm run bench:chat
 */
import { ChatEngine } from '../server/chat/engine';
import { chatKnowledge } from '../src/build/siteManifest';
import { chatQuestions } from '../server/chat/questions';
import { reportFigure } from './lib/benchFigures';

const LIMIT_MS = 5;
const built = performance.now();
const engine = new ChatEngine(chatKnowledge());
console.log(`knowledge base and index built in ${(performance.now() - built).toFixed(1)} ms`);
for (const question of chatQuestions) engine.answer(question.question);

const times: number[] = [];
for (let round = 0; round < 20; round += 1) {
  for (const question of chatQuestions) {
    const started = performance.now();
    engine.answer(question.question);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))] ?? NaN;
console.log(`${times.length} answers: median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms (limit: median ≤ ${LIMIT_MS} ms)`);
reportFigure({ figure: `Chat engine: median answer in-process (${times.length} answers)`, value: `${at(0.5).toFixed(2)} ms`, goal: `≤ ${LIMIT_MS} ms`, met: at(0.5) <= LIMIT_MS });
process.exit(at(0.5) <= LIMIT_MS ? 0 : 1);
