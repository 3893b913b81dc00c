/**
 * Lighthouse CI gate (product.md §6): audits the production server and a bare HTML page in the
 * same run (mobile preset, simulated throttling, 5 runs each, medians), asserts lighthouserc.json and that
 * each page's LCP is within 1.25× of the bare page's (median of the per-round ratios). Prints the
 * scores per URL. The runs go in rounds over all URLs, bare page first, so a slow or fast spell of
 * the machine falls on one round of every URL and each page is compared with the bare page measured
 * beside it, not with one measured minutes earlier. A run during which the hypervisor took over 3 %
 * of the CPU (/proc/stat, as npm run perf:trace judges it) measured the host, not the page: it is
 * discarded and recorded again, up to three times.
 *   npm run lighthouse            (needs a build in dist/)
 *   npm run lighthouse -- --runs 1 --only /contact     (a quick look while working; the gate is the default)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBaselineServer } from './lib/baselinePage';
import { startServer } from './lib/serverProcess';
import { describeOtherCpuUse, MAX_STOLEN_SHARE, recordUndisturbed, RepeatBudget, waitForIdleCpu } from './lib/cpuDisturbance';
import { median, medianPairedRatio } from './lib/stats';

const LCP_RATIO_LIMIT = 1.25;
const root = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(root, '.lighthouseci');
const rc = JSON.parse(readFileSync(path.join(root, 'lighthouserc.json'), 'utf8'));
const { values: args } = parseArgs({ options: { runs: { type: 'string' }, only: { type: 'string', multiple: true } } });
const rounds = Math.max(1, Number(args.runs ?? rc.ci.collect.numberOfRuns ?? 5));

/** Runs lhci without blocking this process, which also serves the baseline page. */
function lhci(args: string[]): Promise<number> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'lhci'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: rc.ci.collect.chromePath },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

interface Lhr {
  finalDisplayedUrl?: string;
  requestedUrl: string;
  fetchTime: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}


const site = await startServer();
const baseline = await startBaselineServer();
let exitCode = 0;
try {
  const urls: string[] = rc.ci.collect.url
    .filter((url: string) => !args.only || args.only.includes(new URL(url).pathname))
    .map((url: string) => {
      const { pathname, search } = new URL(url);
      return `${site.url}${pathname}${search}`;
    });
  rmSync(outputDir, { recursive: true, force: true });
  const tempDir = mkdtempSync(path.join(tmpdir(), 'lhci-'));
  const runConfig = path.join(tempDir, 'lighthouserc.json');
  writeFileSync(runConfig, JSON.stringify({ ci: { ...rc.ci, collect: { ...rc.ci.collect, numberOfRuns: 1, url: [baseline.url, ...urls] } } }));

  /** The reports lhci has written so far. */
  const lhrFiles = () => new Set(existsSync(outputDir) ? readdirSync(outputDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);
  let rerecorded = 0;
  /** At most as many repeats as runs: a machine busy all along would otherwise take four times as long. */
  const repeats = new RepeatBudget(rounds * (urls.length + 1));
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`\n-- round ${round} of ${rounds} --`);
    // A leftover process of an earlier step would take the CPU from every run of the round: name it.
    if (!(await waitForIdleCpu({ timeoutMs: 10_000 }))) {
      console.log(`(the machine is not idle before round ${round}: ${(await describeOtherCpuUse()) ?? 'no single process outside this gate stands out'})`);
    }
    for (const url of [baseline.url, ...urls]) {
      await recordUndisturbed(
        async () => {
          const known = lhrFiles();
          if ((await lhci(['collect', `--config=${runConfig}`, '--additive', `--url=${url}`])) !== 0) throw new Error('lhci collect failed');
          return [...lhrFiles()].filter((name) => !known.has(name));
        },
        {
          budget: repeats,
          countForeign: false,
          discard: (written) => written.forEach((name) => rmSync(path.join(outputDir, name))),
          onRepeat: (reason) => {
            rerecorded += 1;
            console.log(`(recording ${new URL(url).pathname} again: ${reason})`);
          },
        },
      );
    }
  }
  const assertStatus = await lhci(['assert', `--config=${runConfig}`]);

  const lhrs: Lhr[] = readdirSync(outputDir)
    .filter((name) => name.startsWith('lhr-') && name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(outputDir, name), 'utf8')));
  const byUrl = new Map<string, Lhr[]>();
  for (const lhr of lhrs) byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  for (const runs of byUrl.values()) runs.sort((a, b) => a.fetchTime.localeCompare(b.fetchTime));
  /** LCP of each round, in round order. */
  const lcpsOf = (url: string) => (byUrl.get(url) ?? []).map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
  const baselineLcps = lcpsOf(baseline.url);
  const baselineLcp = median(baselineLcps);

  const score = (runs: Lhr[], category: string) => median(runs.map((lhr) => lhr.categories[category]?.score ?? 0)).toFixed(2);
  console.log('\nurl                               perf  a11y  bp    seo   LCP ms  LCP/bare  TBT ms  CLS');
  const lcpFailures: string[] = [];
  for (const url of [baseline.url, ...urls]) {
    const runs = byUrl.get(url) ?? [];
    const lcps = lcpsOf(url);
    const lcp = median(lcps);
    const ratio = medianPairedRatio(lcps, baselineLcps);
    const cls = median(runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN));
    const tbt = median(runs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN));
    const label = new URL(url).pathname.padEnd(32);
    console.log(
      `${label}  ${score(runs, 'performance')}  ${score(runs, 'accessibility')}  ${score(runs, 'best-practices')}  ${score(runs, 'seo')}  ${lcp.toFixed(0).padStart(6)}  ${ratio.toFixed(2).padStart(8)}  ${tbt.toFixed(0).padStart(6)}  ${cls.toFixed(3)}`,
    );
    if (url !== baseline.url && !(ratio <= LCP_RATIO_LIMIT)) lcpFailures.push(`${new URL(url).pathname}: LCP ${lcp.toFixed(0)} ms is ${ratio.toFixed(2)}× the bare page's (median ratio per round; bare page median ${baselineLcp.toFixed(0)} ms)`);
  }
  if (rerecorded > 0) console.log(`\n${rerecorded} run(s) recorded again (over ${MAX_STOLEN_SHARE * 100} % of the CPU stolen by the host)`);
  if (lcpFailures.length > 0) {
    console.error(`\nLCP over ${LCP_RATIO_LIMIT}× the bare page:\n  ${lcpFailures.join('\n  ')}`);
    exitCode = 1;
  }
  if (assertStatus !== 0) {
    console.error('\nlhci assert failed (see above)');
    exitCode = 1;
  }
  rmSync(tempDir, { recursive: true, force: true });
} finally {
  baseline.close();
  await site.stop();
}
process.exit(exitCode);
