/**
 * A Vitest reporter for scripts/test.ts: writes the run's failed tests and the tests that passed only
 * on a retry (flaky: a defect to fix, not to absorb) to the JSON file named by VERDICT_FILE, so the
 * step table at the end of `npm test` can name them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface Verdict {
  failed: string[];
  flaky: string[];
}

const label = (module: TestModule, name: string) => `${path.relative(process.cwd(), module.moduleId)} > ${name}`;

export default class VerdictReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<{ message?: string }>): void {
    const file = process.env.VERDICT_FILE;
    if (!file) return;
    const verdict: Verdict = { failed: [], flaky: [] };
    for (const module of modules) {
      for (const error of module.errors()) verdict.failed.push(label(module, `(file) ${error.message}`));
      for (const test of module.children.allTests()) {
        if (test.result().state === 'failed') verdict.failed.push(label(module, test.fullName));
        else if (test.diagnostic()?.flaky) verdict.flaky.push(label(module, `${test.fullName} (passed on retry ${test.diagnostic()!.retryCount})`));
      }
    }
    for (const error of unhandledErrors) verdict.failed.push(`unhandled error: ${error.message ?? String(error)}`);
    writeFileSync(file, JSON.stringify(verdict));
  }
}
