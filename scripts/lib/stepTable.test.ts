import { describe, expect, it } from 'vitest';
import { stepTable, type StepOutcome } from './stepTable';

const ok = (name: string, seconds = 1): StepOutcome => ({ name, result: 'ok', seconds, failures: [], flaky: [] });

describe('the summary npm test ends with', () => {
  it('lists every step with its result and seconds, and the total', () => {
    const lines = stepTable([ok('Type check', 12.3), ok('Lint', 4)], 16.3);
    expect(lines.find((line) => line.startsWith('Type check'))).toMatch(/ok\s+12\.3$/);
    expect(lines.at(-1)).toMatch(/^total\s+16\.3$/);
  });

  it('ends with the failed step and its failing tests, after the table', () => {
    const lines = stepTable(
      [
        ok('Lint'),
        { name: 'End-to-end tests', result: 'FAILED', seconds: 300, failures: ['tests/e2e/forms.test.ts > contact form > keeps the values'], flaky: [] },
        { name: 'Lighthouse CI', result: 'skipped', seconds: 0, failures: [], flaky: [] },
      ],
      310,
    );
    expect(lines.find((line) => line.startsWith('End-to-end tests'))).toContain('FAILED');
    expect(lines.find((line) => line.startsWith('Lighthouse CI'))).toContain('skipped');
    const failedAt = lines.indexOf('FAILED: End-to-end tests');
    expect(failedAt).toBeGreaterThan(lines.findIndex((line) => line.startsWith('total')));
    expect(lines[failedAt + 1]).toContain('forms.test.ts > contact form > keeps the values');
    expect(lines.at(-1)).toBe('npm test FAILED: End-to-end tests');
  });

  it('names the tests that passed only on the retry, also when every step passed', () => {
    const lines = stepTable([{ ...ok('End-to-end tests'), flaky: ['tests/e2e/chat.test.ts > answers (passed on retry 1)'] }], 1);
    expect(lines.find((line) => line.startsWith('End-to-end tests'))).toContain('1 flaky');
    expect(lines).toContain('  [End-to-end tests] tests/e2e/chat.test.ts > answers (passed on retry 1)');
    expect(lines.some((line) => line.startsWith('npm test FAILED'))).toBe(false);
  });
});
