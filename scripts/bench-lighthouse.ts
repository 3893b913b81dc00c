/**
 * Lighthouse timing goals (docs/product/platform.md §6), measured, not gated: every page type of lighthouserc.json
 * and two bare HTML pages, 5 runs each in rounds (mobile preset, simulated throttling). Per page: the
 * median performance score (goal 1.00); LCP beside the bare page that loads the brand font the same
 * way, measured in the same round (median of the per-round ratios, goal ≤ 1.10×: a slow spell of the
 * host moves both values of a round, not their ratio); Total Blocking Time beside the plain bare
 * page's (median ≤ its median + 25 ms: simulated TBT counts the host's stalls, which a page without
 * script shows too). The font's own cost is printed: the font page's LCP beside the plain page's.
 *   npm run bench:lighthouse                          (needs a build in dist/)
 *   npm run bench:lighthouse -- --runs 3 --only /contact
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reportFigure } from './lib/benchFigures';
import { startBaselineServer } from './lib/baselinePage';
import { auditedPaths, collectRounds, numeric, readRc, requestsBesideDocument, score, type Lhr } from './lib/lighthouseRuns';
import { startServer } from './lib/serverProcess';
import { median, medianPairedRatio } from './lib/stats';

const GOALS = { performance: 1, tbtOverBareMs: 25, lcpRatio: 1.1 };
const root = path.resolve(import.meta.dirname, '..');
const rc = readRc();
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, only: { type: 'string', multiple: true } } });
const rounds = Math.max(1, Number(args.runs));

const site = await startServer();
const baseline = await startBaselineServer({ distDir: path.join(root, 'dist') });
const fontPage = baseline.fontUrl!;
let byUrl: Map<string, Lhr[]>;
const urls = auditedPaths(rc)
  .filter((pathname) => !args.only || args.only.includes(pathname))
  .map((pathname) => `${site.url}${pathname}`);
try {
  byUrl = await collectRounds(rc, [baseline.url, fontPage, ...urls], rounds, {
    onRun: (lhr, round) =>
      console.log(
        `round ${round}/${rounds}  ${new URL(lhr.requestedUrl!).pathname.padEnd(52)} perf ${score(lhr, 'performance').toFixed(2)}  TBT ${numeric(lhr, 'total-blocking-time').toFixed(0)} ms`,
      ),
  });
} finally {
  baseline.close();
  await site.stop();
}

// The yardsticks hold only if the bare pages load nothing but themselves (and the font page its
// font): a request that ends before the paint (a /favicon.ico, before the page declared an icon)
// joins Lantern's LCP graph and adds a round trip to some runs: the bare page's LCP moved by that race
// alone (measured: docs/performance.md, "Measurements behind the code").
const strays = [
  ...byUrl.get(baseline.url)!.flatMap(requestsBesideDocument),
  ...byUrl
    .get(fontPage)!
    .flatMap(requestsBesideDocument)
    .filter((url) => url !== baseline.fontFileUrl),
];
if (strays.length > 0) {
  console.error(`\nnpm run bench:lighthouse: a bare page requested ${[...new Set(strays)].join(', ')}: its LCP is no floor, so no ratio is reported`);
  process.exit(1);
}

const lcps = (url: string) => byUrl.get(url)!.map((lhr) => numeric(lhr, 'largest-contentful-paint'));
const tbts = (url: string) => byUrl.get(url)!.map((lhr) => numeric(lhr, 'total-blocking-time'));
const bareLcps = lcps(baseline.url);
const fontLcps = lcps(fontPage);
const bareTbt = median(tbts(baseline.url));
let missed = false;
// The bare page has no script: its TBT is what the host adds to any page (its first task's wall time × 4).
console.log(
  `\nbare page: LCP ${median(bareLcps).toFixed(0)} ms, TBT ${bareTbt.toFixed(0)} ms; with the brand font: LCP ${median(fontLcps).toFixed(0)} ms ` +
    `(the font's own cost: ${medianPairedRatio(fontLcps, bareLcps).toFixed(2)}× the bare page's LCP)`,
);
console.log(`page                                                   perf  TBT ms  LCP ms  LCP/font page   (medians of ${rounds})`);
for (const url of urls) {
  const pathname = new URL(url).pathname;
  const perf = median(byUrl.get(url)!.map((lhr) => score(lhr, 'performance')));
  const tbt = median(tbts(url));
  const ratio = medianPairedRatio(lcps(url), fontLcps);
  console.log(
    `${pathname.padEnd(55)}${perf.toFixed(2)}  ${tbt.toFixed(0).padStart(6)}  ${median(lcps(url)).toFixed(0).padStart(6)}  ${ratio.toFixed(2).padStart(13)}`,
  );
  const met = perf >= GOALS.performance && tbt <= bareTbt + GOALS.tbtOverBareMs && ratio <= GOALS.lcpRatio;
  missed ||= !met;
  reportFigure({
    figure: `Lighthouse ${pathname} (median of ${rounds}): performance · TBT (bare page's) · LCP/font page`,
    value: `${Math.round(perf * 100)} · ${tbt.toFixed(0)} ms (${bareTbt.toFixed(0)} ms) · ${ratio.toFixed(2)}×`,
    goal: `100 · ≤ bare + ${GOALS.tbtOverBareMs} ms · ≤ ${GOALS.lcpRatio}×`,
    met,
  });
}
process.exit(missed ? 1 : 0);
