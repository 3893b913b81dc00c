/**
 * `npm run bench`: every timing goal of docs/product/platform.md §6, measured, in one table (figure, goal, met or
 * missed), and the seconds each step took. Exits non-zero when a goal is missed or a measurement
 * could not be taken. Run it on a quiet machine; never part of `npm test`.
 *   npm run bench
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFigures, reportFigure, type BenchFigure } from './lib/benchFigures';
import { htmlPagesOf } from './lib/pageWeight';

const root = path.resolve(import.meta.dirname, '..');
const BUILD_GOAL_S = 30;
const STEPS: { name: string; script: string }[] = [
  { name: 'Build', script: 'build' },
  { name: 'Build cost of 500 articles', script: 'bench:insights' },
  { name: 'API', script: 'bench:api' },
  { name: 'Booking', script: 'bench:booking' },
  { name: 'Outbox drain', script: 'bench:drain' },
  { name: 'Analytics report', script: 'bench:analytics' },
  { name: 'Serving', script: 'bench:pages' },
  { name: 'Chat engine', script: 'bench:chat' },
  { name: 'Main-thread trace', script: 'perf:trace' },
  { name: 'Interaction', script: 'bench:islands' },
  { name: 'Static host, API apart', script: 'bench:static-host' },
  { name: 'Lighthouse', script: 'bench:lighthouse' },
];

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const figuresFile = path.join(dir, 'figures.jsonl');
process.env.BENCH_FIGURES = figuresFile;
const steps: { name: string; seconds: number; ok: boolean }[] = [];
for (const step of STEPS) {
  console.log(`\n\x1b[1m== ${step.name} (npm run ${step.script}) ==\x1b[0m`);
  const before = readFigures(figuresFile).length;
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', step.script, '--silent'], { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = (performance.now() - started) / 1000;
  if (step.script === 'build' && status === 0) {
    reportFigure({
      figure: `Build: all ${htmlPagesOf(path.join(root, 'dist')).length} pages prerendered`,
      value: `${seconds.toFixed(1)} s`,
      goal: `< ${BUILD_GOAL_S} s`,
      met: seconds < BUILD_GOAL_S,
    });
  }
  steps.push({ name: step.name, seconds, ok: status === 0 || readFigures(figuresFile).length > before });
}
const figures: BenchFigure[] = readFigures(figuresFile);
rmSync(dir, { recursive: true, force: true });

const width = Math.max(...figures.map((f) => f.figure.length), 6);
const valueWidth = Math.max(...figures.map((f) => f.value.length), 5);
const goalWidth = Math.max(...figures.map((f) => f.goal.length), 4);
console.log('\n== npm run bench: timing goals (docs/product/platform.md §6) ==');
console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  ${'goal'.padEnd(goalWidth)}  verdict`);
for (const f of figures) console.log(`${f.figure.padEnd(width)}  ${f.value.padStart(valueWidth)}  ${f.goal.padEnd(goalWidth)}  ${f.met ? 'met' : 'MISSED'}`);
console.log('\nstep                          seconds');
for (const s of steps)
  console.log(`${s.name.padEnd(28)}  ${s.seconds.toFixed(0).padStart(7)}${s.ok ? '' : '  (no figure: the measurement failed, see above)'}`);
console.log(
  `${'whole run'.padEnd(28)}  ${steps
    .reduce((sum, s) => sum + s.seconds, 0)
    .toFixed(0)
    .padStart(7)}`,
);

const missed = figures.filter((f) => !f.met);
const broken = steps.filter((s) => !s.ok);
if (missed.length > 0 || broken.length > 0) {
  console.error(`\nnpm run bench: ${missed.length} goal(s) missed${broken.length > 0 ? `, ${broken.map((s) => s.name).join(', ')} not measured` : ''}`);
  process.exit(1);
}
console.log('\nnpm run bench: every goal met');
