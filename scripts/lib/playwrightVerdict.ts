/**
 * The failing and flaky tests of a Playwright Test run, for scripts/test.ts, read from the report of
 * Playwright's JSON reporter (playwright.config.ts writes it to PLAYWRIGHT_JSON_OUTPUT_FILE). A test
 * that passed only on a retry is flaky: a defect to fix, not to absorb.
 */
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { Verdict } from './verdictReporter';

export function playwrightVerdict(report: JSONReport): Verdict {
  const verdict: Verdict = { failed: [], flaky: [] };
  const visit = (suite: JSONReportSuite, titles: string[]) => {
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const label = `${spec.file} > [${test.projectName}] ${[...path, spec.title].join(' > ')}`;
        if (test.status === 'unexpected') verdict.failed.push(label);
        else if (test.status === 'flaky') verdict.flaky.push(`${label} (passed on retry ${test.results.length - 1})`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites) visit(suite, []);
  for (const error of report.errors) verdict.failed.push(`(run) ${error.message?.split('\n')[0] ?? String(error)}`);
  return verdict;
}
