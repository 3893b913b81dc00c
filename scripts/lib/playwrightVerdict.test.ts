import type { JSONReport } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { playwrightVerdict } from './playwrightVerdict';

const result = (status: string) => ({ status }) as never;
const test = (projectName: string, status: string, results: string[]) => ({ projectName, status, results: results.map(result) }) as never;

describe('playwrightVerdict', () => {
  it('names the failed tests and those that passed only on a retry, with their file, project and describe blocks', () => {
    const report = {
      errors: [{ message: 'Error: globalSetup failed\n    at …' }],
      suites: [
        {
          title: 'routes.test.ts',
          file: 'routes.test.ts',
          specs: [{ title: 'top level', file: 'routes.test.ts', tests: [test('e2e', 'expected', ['passed'])] }],
          suites: [
            {
              title: 'every route at desktop width',
              file: 'routes.test.ts',
              specs: [
                { title: '/ answers 200', file: 'routes.test.ts', tests: [test('e2e', 'unexpected', ['failed', 'failed'])] },
                { title: '/about answers 200', file: 'routes.test.ts', tests: [test('e2e', 'flaky', ['failed', 'passed'])] },
                { title: '/awards answers 200', file: 'routes.test.ts', tests: [test('e2e', 'skipped', ['skipped'])] },
              ],
            },
          ],
        },
      ],
    } as unknown as JSONReport;
    expect(playwrightVerdict(report)).toEqual({
      failed: ['routes.test.ts > [e2e] every route at desktop width > / answers 200', '(run) Error: globalSetup failed'],
      flaky: ['routes.test.ts > [e2e] every route at desktop width > /about answers 200 (passed on retry 1)'],
    });
  });
});
