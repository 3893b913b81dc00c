/** The summary `npm test` ends with (scripts/test.ts): the step table, then the flaky tests, then what failed, last. */

export interface StepOutcome {
  name: string;
  result: 'ok' | 'FAILED' | 'skipped';
  seconds: number;
  /** The failing tests of a test step, or the last lines a failed step printed. */
  failures: string[];
  /** Tests that passed only on a retry. */
  flaky: string[];
}

export const formatDuration = (seconds: number): string =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

export function stepTable(outcomes: StepOutcome[], totalSeconds: number): string[] {
  const width = Math.max(...outcomes.map((o) => o.name.length), 'step'.length);
  const row = (name: string, result: string, seconds: string, note = '') =>
    `${name.padEnd(width)}  ${result.padEnd(7)}  ${seconds.padStart(8)}${note ? `  ${note}` : ''}`;
  const lines = ['== npm test: steps ==', row('step', 'result', 'seconds')];
  for (const o of outcomes) {
    const note = [o.flaky.length > 0 ? `${o.flaky.length} flaky` : '', o.result === 'skipped' ? 'the build failed' : ''].filter(Boolean).join(', ');
    lines.push(row(o.name, o.result, o.result === 'skipped' ? '–' : o.seconds.toFixed(1), note));
  }
  lines.push(row('total', '', totalSeconds.toFixed(1)));

  const flaky = outcomes.filter((o) => o.flaky.length > 0);
  if (flaky.length > 0) {
    lines.push('', 'Passed only on the retry (a flaky test is a defect: find its cause):');
    for (const o of flaky) lines.push(...o.flaky.map((test) => `  [${o.name}] ${test}`));
  }
  const failed = outcomes.filter((o) => o.result === 'FAILED');
  if (failed.length > 0) {
    for (const o of failed) lines.push('', `FAILED: ${o.name}`, ...o.failures.map((line) => `  ${line}`));
    lines.push('', `npm test FAILED: ${failed.map((o) => o.name).join(', ')}`);
  }
  return lines;
}
