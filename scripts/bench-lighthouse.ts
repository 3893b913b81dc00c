/**
 * Lighthouse timing goals (product.md §6), measured, not gated: every page type of lighthouserc.json
 * and a bare HTML page, 5 runs each in rounds (mobile preset, simulated throttling); per page the
 * median performance score (goal 1.00), median Total Blocking Time (goal ≤ 50 ms) and LCP beside the
 * bare page of the same round (median of the per-round ratios, goal ≤ 1.25×): a slow spell of the
 * host moves both values of a round, not their ratio.
 *   npm run bench:lighthouse                          (needs a build in dist/)
 *   npm run bench:lighthouse -- --runs 3 --only /contact
 */
import { parseArgs } from 'node:util';
import { reportFigure } from './lib/benchFigures';
import { startBaselineServer } from './lib/baselinePage';
import { auditedPaths, collectRounds, numeric, readRc, requestsBesideDocument, score, type Lhr } from './lib/lighthouseRuns';
import { startServer } from './lib/serverProcess';
import { median, medianPairedRatio } from './lib/stats';

const GOALS = { performance: 1, tbtMs: 50, lcpRatio: 1.25 };
const rc = readRc();
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, only: { type: 'string', multiple: true } } });
const rounds = Math.max(1, Number(args.runs));

const site = await startServer();
const baseline = await startBaselineServer();
let byUrl: Map<string, Lhr[]>;
const urls = auditedPaths(rc)
  .filter((pathname) => !args.only || args.only.includes(pathname))
  .map((pathname) => `${site.url}${pathname}`);
try {
  byUrl = await collectRounds(rc, [baseline.url, ...urls], rounds, {
    onRun: (lhr, round) =>
      console.log(`round ${round}/${rounds}  ${new URL(lhr.requestedUrl!).pathname.padEnd(52)} perf ${score(lhr, 'performance').toFixed(2)}  TBT ${numeric(lhr, 'total-blocking-time').toFixed(0)} ms`),
  });
} finally {
  baseline.close();
  await site.stop();
}

// The yardstick holds only if the bare page loads nothing but itself: a request that ends before its
// paint (a /favicon.ico, before its page declared an icon) joins Lantern's LCP graph and adds a
// round trip to some runs (bare LCP 650 or 750 ms by that race alone).
const strays = byUrl.get(baseline.url)!.flatMap(requestsBesideDocument);
if (strays.length > 0) {
  console.error(`\nnpm run bench:lighthouse: the bare page requested ${[...new Set(strays)].join(', ')}: its LCP is no floor, so no ratio is reported`);
  process.exit(1);
}

const lcps = (url: string) => byUrl.get(url)!.map((lhr) => numeric(lhr, 'largest-contentful-paint'));
const bareLcps = lcps(baseline.url);
let missed = false;
const bareTbt = median(byUrl.get(baseline.url)!.map((lhr) => numeric(lhr, 'total-blocking-time')));
// The bare page has no script: its TBT is what the host adds to any page (its first task's wall time × 4).
console.log(`\npage                                                   perf  TBT ms  LCP ms  LCP/bare   (medians of ${rounds}; bare page: LCP ${median(bareLcps).toFixed(0)} ms, TBT ${bareTbt.toFixed(0)} ms)`);
for (const url of urls) {
  const lhrs = byUrl.get(url)!;
  const pathname = new URL(url).pathname;
  const perf = median(lhrs.map((lhr) => score(lhr, 'performance')));
  const tbt = median(lhrs.map((lhr) => numeric(lhr, 'total-blocking-time')));
  const ratio = medianPairedRatio(lcps(url), bareLcps);
  console.log(`${pathname.padEnd(55)}${perf.toFixed(2)}  ${tbt.toFixed(0).padStart(6)}  ${median(lcps(url)).toFixed(0).padStart(6)}  ${ratio.toFixed(2).padStart(8)}`);
  const met = perf >= GOALS.performance && tbt <= GOALS.tbtMs && ratio <= GOALS.lcpRatio;
  missed ||= !met;
  reportFigure({
    figure: `Lighthouse ${pathname} (median of ${rounds}): performance · TBT · LCP/bare`,
    value: `${Math.round(perf * 100)} · ${tbt.toFixed(0)} ms · ${ratio.toFixed(2)}×`,
    goal: `100 · ≤ ${GOALS.tbtMs} ms · ≤ ${GOALS.lcpRatio}×`,
    met,
  });
}
process.exit(missed ? 1 : 0);
