import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe's WCAG 2.0–2.2 A/AA rules and its best practices. Selected by tag because some WCAG 2.2 rules
 * (target-size, 2.5.8 Target Size (Minimum)) are off unless their tag is asked for; these tags cover
 * every rule axe runs by default.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeRun {
  engineVersion: string;
  /** Every rule that ran, whatever its outcome. */
  rules: string[];
  /** Every violation as one readable line. */
  violations: string[];
}

/**
 * axe-core run in the page itself. Our pages have no frames, so @axe-core/playwright's frame
 * handling is not needed, and its cost was: a page took several times as long as with axe-core's own
 * `axe.run` (it runs the results' merge in a new blank tab; measured: docs/performance.md,
 * "Measurements behind the code"). The source is evaluated through the DevTools protocol, which the
 * pages' CSP does not govern, and only the violations come back whole.
 */
export async function runAxe(page: Page, rules: 'all' | 'colour' = 'all'): Promise<AxeRun> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly: RunOptions['runOnly'] = rules === 'all' ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: [...COLOUR_RULES] };
  const options: RunOptions = { runOnly, resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => {
    const results: AxeResults = await (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
      document,
      runOptions,
    );
    return {
      engineVersion: results.testEngine.version,
      rules: [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
      violations: results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    };
  }, options);
}

/**
 * The rules whose verdict a colour scheme can change: contrast, and links told apart from their
 * text by colour alone. A theme changes colours only (the same DOM, the same layout), so the page in
 * another theme is checked with these; every other rule already ran on the same DOM.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Every violation on the page as one readable line: all rules, or those a theme can change. */
export async function axeViolations(page: Page, rules: 'all' | 'colour' = 'all'): Promise<string[]> {
  return (await runAxe(page, rules)).violations;
}
