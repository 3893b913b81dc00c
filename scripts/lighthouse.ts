/**
 * Lighthouse CI gate (docs/product/platform.md §6): every page type of lighthouserc.json against the production
 * server, up to 3 runs each in rounds (mobile preset, simulated throttling; a page leaves the rounds
 * once a run reaches the performance threshold), asserted by `lhci assert` with
 * lighthouserc.json's assertions: LHCI's recommended preset (audits decided by the page's markup,
 * bytes and requests), accessibility, best practices and SEO at 1, CLS 0, resource sizes and counts
 * per page type, and performance ≥ 0.90 on the best run. Interference from the host only slows a
 * run down, so the best of three is the run it disturbed least: a real regression crosses 0.90,
 * host noise does not. Timings themselves (TBT, LCP beside a bare page, medians of 5) are goals,
 * measured by `npm run bench:lighthouse`.
 *   npm run lighthouse                                  (needs a build in dist/)
 *   npm run lighthouse -- --runs 1 --only /contact      (a quick look while working)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { auditedPaths, collectRounds, numeric, readRc, saveForLhci, score, type Lhr } from './lib/lighthouseRuns';
import { startServer } from './lib/serverProcess';

const root = path.resolve(import.meta.dirname, '..');
const rc = readRc();
const { values: args } = parseArgs({ options: { runs: { type: 'string' }, only: { type: 'string', multiple: true } } });
const rounds = Math.max(1, Number(args.runs ?? rc.ci.collect.numberOfRuns));
/** lighthouserc.json's performance assertion (the same on every page). */
const PERFORMANCE_THRESHOLD = (rc.ci.assert as { assertMatrix: { assertions: Record<string, [string, { minScore: number }]> }[] }).assertMatrix[0]!.assertions[
  'categories:performance'
]![1].minScore;

const site = await startServer();
let byUrl: Map<string, Lhr[]>;
try {
  const urls = auditedPaths(rc)
    .filter((pathname) => !args.only || args.only.includes(pathname))
    .map((pathname) => `${site.url}${pathname}`);
  byUrl = await collectRounds(rc, urls, rounds, {
    onRun: (lhr, round) =>
      console.log(`round ${round}/${rounds}  ${new URL(lhr.requestedUrl!).pathname.padEnd(52)} perf ${score(lhr, 'performance').toFixed(2)}`),
    // Only the best run's performance counts: a page with a run at the threshold is decided, and
    // the audits the code decides come out the same in every run.
    decided: (lhrs) => lhrs.some((lhr) => score(lhr, 'performance') >= PERFORMANCE_THRESHOLD),
  });
} finally {
  await site.stop();
}
saveForLhci(byUrl);

const best = (lhrs: Lhr[], category: string) => Math.max(...lhrs.map((lhr) => score(lhr, category))).toFixed(2);
const worst = (lhrs: Lhr[], category: string) => Math.min(...lhrs.map((lhr) => score(lhr, category))).toFixed(2);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\npage                                                   perf (best)  a11y  bp    seo   CLS    transfer   requests');
for (const [url, lhrs] of byUrl) {
  const first = lhrs[0]!;
  const cls = Math.max(...lhrs.map((lhr) => numeric(lhr, 'cumulative-layout-shift')));
  console.log(
    `${new URL(url).pathname.padEnd(55)}${best(lhrs, 'performance').padStart(11)}  ${worst(lhrs, 'accessibility')}  ${worst(lhrs, 'best-practices')}  ${worst(lhrs, 'seo')}  ${cls.toFixed(3)}  ${kb(numeric(first, 'total-byte-weight')).padStart(9)}  ${String(first.audits['network-requests']?.details && 'items' in first.audits['network-requests'].details ? first.audits['network-requests'].details.items.length : '?').padStart(8)}`,
  );
}

// lhci assert prints each failed assertion with the page, the audit, the expected and the actual value.
const assert = spawnSync(path.join(root, 'node_modules', '.bin', 'lhci'), ['assert', `--config=${path.join(root, 'lighthouserc.json')}`], {
  cwd: root,
  stdio: 'inherit',
});
if (assert.status !== 0) {
  console.error('\nLighthouse CI: assertions failed (listed above)');
  process.exit(1);
}
console.log('\nLighthouse CI: every assertion passed');
