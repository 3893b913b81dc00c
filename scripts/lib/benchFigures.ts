/**
 * The figures of the timing goals (docs/product/platform.md §6). Each benchmark script reports its figures here;
 * `npm run bench` (scripts/bench.ts) collects them from the file named by BENCH_FIGURES and prints
 * them in one table. Run alone, a script prints its own lines and exits non-zero on a missed goal.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface BenchFigure {
  figure: string;
  /** The measured value as shown, e.g. "0.47" or "12 ms". */
  value: string;
  goal: string;
  met: boolean;
}

export function reportFigure(figure: BenchFigure): void {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

export function readFigures(file: string): BenchFigure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BenchFigure);
}
