/**
 * `npm test`: every gate whose verdict the code decides (docs/product/platform.md §6), in stages (see STAGES), then
 * a table of the steps (ok / FAILED / skipped, seconds) and, as the last lines, what failed: the failing tests
 * of a test step, the last lines of any other. Tests that passed only on CI's retry are listed too.
 * A step that fails does not stop the steps that do not need it (a lint error still lets the tests
 * run); the steps that need the build are skipped when it fails. When every step passes, writes
 * `<commit> clean|dirty` to .last-green (git-ignored). Timings are goals: `npm run bench`.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JSONReport } from '@playwright/test/reporter';
import { playwrightVerdict } from './lib/playwrightVerdict';
import { formatDuration, stepTable, type StepOutcome } from './lib/stepTable';
import type { Verdict } from './lib/verdictReporter';

const root = path.resolve(import.meta.dirname, '..');
const TAIL_LINES = 25;

interface Step {
  name: string;
  command: string[];
  /** A test run whose failing and flaky tests are read from its report: Vitest's (the verdict reporter) or Playwright's (its JSON reporter). */
  report?: 'vitest' | 'playwright';
  /** Needs dist/ from the build step. */
  needsBuild?: boolean;
  /** Beside other steps, its output still streams as it comes (theirs is shown whole as each ends). */
  streams?: boolean;
}

const vitest = (...args: string[]): string[] => ['npx', 'vitest', 'run', ...args, '--reporter=default', '--reporter=./scripts/lib/verdictReporter.ts'];

/**
 * better-sqlite3's binding, which its install script compiles (a long job for one core). `.ci/run`
 * installs without install scripts and leaves it to the first stage here: the type check, lint and
 * build need no native code, so they run beside the compiler, at a lower priority that leaves it its
 * core (the tests after them need the binding). With the binding in place, there is nothing to build.
 * Built here, for this run's tests, at -O1 rather than its own -O3 (the flags of the environment come
 * last): much less CPU on the stage's longest path, and the same SQLite, a little slower (measured:
 * docs/performance.md, "Measurements behind the code").
 * `npm install` and the container image build it as its package says.
 */
const NATIVE_BINDING = path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const nativeBuild: Step[] = existsSync(NATIVE_BINDING)
  ? []
  : [{ name: 'Native module (better-sqlite3)', command: ['env', 'CFLAGS=-O1', 'CXXFLAGS=-O1', 'npm', 'rebuild', 'better-sqlite3'] }];
const besideNativeBuild = (command: string[]) => (nativeBuild.length > 0 ? ['nice', '-n', '10', ...command] : command);

/**
 * The steps in stages, each stage after the one before it. A stage's steps run side by side: each of
 * them keeps about one core busy (tsc, ESLint, the build), or they fill the time another leaves a
 * core idle (the checks of dist/ beside the end-to-end tests). Their output is shown whole as each
 * ends, but for a step that streams.
 */
const STAGES: Step[][] = [
  [{ name: 'System packages', command: ['bash', 'scripts/ensure-system-deps.sh'] }],
  [
    ...nativeBuild,
    { name: 'Type check', command: besideNativeBuild(['npx', 'tsc', '--noEmit']) },
    { name: 'Lint', command: besideNativeBuild(['npm', 'run', 'lint', '--silent']) },
    { name: 'Formatting', command: ['npm', 'run', 'format:check', '--silent'] },
    { name: 'Production build', command: besideNativeBuild(['npm', 'run', 'build', '--silent']) },
  ],
  // The fast tests first (no database, no server: seconds), then those that start PostgreSQL, Redis,
  // SMTP sinks or server processes.
  [{ name: 'Unit and component tests', command: vitest('--project', 'unit*'), report: 'vitest' }],
  [{ name: 'Server integration tests', command: vitest('--project', 'integration'), report: 'vitest' }],
  // The end-to-end tests leave a core idle for part of their time (tests that wait for e-mails,
  // beacons, a page left alone for 10 s); the three checks of dist/ fill it
  // (measured: docs/performance.md, "Measurements behind the code").
  [
    { name: 'End-to-end and visual tests (Playwright, axe)', command: ['npx', 'playwright', 'test'], report: 'playwright', needsBuild: true, streams: true },
    { name: 'Post-build check', command: ['npm', 'run', 'check:dist', '--silent'], needsBuild: true },
    { name: 'HTML validation', command: ['npm', 'run', 'check:html', '--silent'], needsBuild: true },
    { name: 'Weight budget', command: ['npm', 'run', 'budget', '--silent'], needsBuild: true },
  ],
  // Alone: the page Lighthouse measures needs the machine to itself.
  [{ name: 'Lighthouse CI', command: ['npm', 'run', 'lighthouse', '--silent'], needsBuild: true }],
];

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const tested = existsSync(path.join(root, '.git')) ? `${git('rev-parse', 'HEAD')} ${git('status', '--porcelain') === '' ? 'clean' : 'dirty'}` : undefined;
const verdictDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));

/**
 * Runs a step; resolves with its exit status and last lines. Its output is passed through as it
 * comes, or, with `buffered`, held and shown whole when it ends (steps side by side do not interleave).
 */
function run(step: Step, verdictFile: string, buffered: boolean): Promise<{ status: number; tail: string[] }> {
  const [command, ...args] = step.command;
  const env = { ...process.env, VERDICT_FILE: verdictFile, PLAYWRIGHT_JSON_OUTPUT_FILE: verdictFile };
  const child = spawn(command!, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const held: Buffer[] = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    tail.push(...lines);
    tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
  };
  const show = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (buffered) held.push(chunk);
    else stream.write(chunk);
    keep(chunk);
  };
  child.stdout.on('data', show(process.stdout));
  child.stderr.on('data', show(process.stderr));
  return new Promise((resolve) =>
    child.once('close', (code, signal) => {
      if (buffered) console.log(`\n\x1b[1m== ${step.name} ==\x1b[0m\n${Buffer.concat(held).toString('utf8')}`);
      resolve({ status: code ?? (signal ? 128 : 1), tail: [...tail, partial].filter((line) => line.trim() !== '') });
    }),
  );
}

function readVerdict(report: NonNullable<Step['report']>, file: string): Verdict {
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return report === 'playwright' ? playwrightVerdict(json as JSONReport) : (json as Verdict);
}

async function runStep(step: Step, index: number, buffered: boolean): Promise<StepOutcome> {
  const verdictFile = path.join(verdictDir, `${index}.json`);
  const stepStart = Date.now();
  const { status, tail } = await run(step, verdictFile, buffered);
  const verdict = step.report && existsSync(verdictFile) ? readVerdict(step.report, verdictFile) : undefined;
  const failures = status === 0 ? [] : verdict && verdict.failed.length > 0 ? verdict.failed : tail;
  return { name: step.name, result: status === 0 ? 'ok' : 'FAILED', seconds: (Date.now() - stepStart) / 1000, failures, flaky: verdict?.flaky ?? [] };
}

const outcomes: StepOutcome[] = [];
const started = Date.now();
for (const stage of STAGES) {
  const buildFailed = outcomes.some((o) => o.name === 'Production build' && o.result !== 'ok');
  const runnable = stage.filter((step) => !(step.needsBuild && buildFailed));
  if (runnable.length === 1) console.log(`\n\x1b[1m== ${runnable[0]!.name} ==\x1b[0m`);
  else if (runnable.length > 1) console.log(`\n\x1b[1m== ${runnable.map((step) => step.name).join(' | ')}, side by side ==\x1b[0m`);
  const results = await Promise.all(runnable.map((step, i) => runStep(step, outcomes.length + i, runnable.length > 1 && !step.streams)));
  for (const step of stage) {
    outcomes.push(results.find((result) => result.name === step.name) ?? { name: step.name, result: 'skipped', seconds: 0, failures: [], flaky: [] });
  }
}
rmSync(verdictDir, { recursive: true, force: true });

const passed = outcomes.every((o) => o.result === 'ok');
console.log(`\n${stepTable(outcomes, (Date.now() - started) / 1000).join('\n')}`);
if (passed && tested) {
  writeFileSync(path.join(root, '.last-green'), `${tested}\n`);
  console.log(`\nnpm test passed in ${formatDuration((Date.now() - started) / 1000)} on ${tested} (written to .last-green)`);
}
process.exit(passed ? 0 : 1);
