/**
 * Lighthouse runs for the gate (scripts/lighthouse.ts) and the benchmark (scripts/bench-lighthouse.ts):
 * one Chromium for all runs, Lighthouse's Node API in a process of lower priority than Chromium's
 * (scripts/lib/lighthouseWorker.ts), the URLs of lighthouserc.json in
 * rounds (run 1 of every page, then run 2, …) so a slow spell of the host falls on one run of several
 * pages rather than on every run of one. `lhci collect` started a Node process and a Chromium per
 * run: about three times the CPU of the run itself on a 2-core machine.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result as Lhr } from 'lighthouse';
import { waitForIdleCpu } from './cpuTimes';
import type { RunReply, RunRequest } from './lighthouseWorker';

export type { Lhr };

/** Attempts at one run whose measurement Lighthouse reports as failed. */
const MEASUREMENT_ATTEMPTS = 3;

const root = path.resolve(import.meta.dirname, '../..');
/** Where `lhci assert` reads the reports from. */
export const LHCI_DIR = path.join(root, '.lighthouseci');

export interface LighthouseRc {
  ci: {
    collect: { numberOfRuns: number; chromePath: string; url: string[]; settings: Record<string, unknown> & { chromeFlags: string } };
    assert: unknown;
  };
}

export const readRc = (): LighthouseRc => JSON.parse(readFileSync(path.join(root, 'lighthouserc.json'), 'utf8')) as LighthouseRc;

/** The audited paths of lighthouserc.json (its host is a placeholder: the server runs on a free port). */
export const auditedPaths = (rc: LighthouseRc): string[] => rc.ci.collect.url.map((url) => new URL(url).pathname);

/**
 * Runs every URL `rounds` times, in rounds, and returns the reports by URL in round order. `onRun`
 * sees each report as it arrives (for progress lines). `decided` leaves a URL out of the later
 * rounds once its reports so far settle what they are for (the gate: a run at the performance
 * threshold, since only the best run counts). Each URL is fetched twice first, so the first round
 * does not measure a server that has not yet served it.
 */
export async function collectRounds(
  rc: LighthouseRc,
  urls: string[],
  rounds: number,
  { onRun, decided = () => false }: { onRun?: (lhr: Lhr, round: number) => void; decided?: (lhrs: Lhr[]) => boolean } = {},
): Promise<Map<string, Lhr[]>> {
  for (const url of [...urls, ...urls]) await (await fetch(url)).arrayBuffer();
  const { chromeFlags, ...settings } = rc.ci.collect.settings;
  const chrome = await chromeLauncher.launch({ chromePath: rc.ci.collect.chromePath, chromeFlags: chromeFlags.split(/\s+/).filter(Boolean) });
  const worker = spawn('nice', ['-n', '10', process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'lighthouseWorker.ts')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const runOnce = (request: RunRequest) =>
    new Promise<Lhr>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the Lighthouse worker exited (${code}) while running ${request.url}`));
      worker.once('exit', onExit);
      worker.once('message', (reply: RunReply) => {
        worker.off('exit', onExit);
        if ('error' in reply) reject(Object.assign(new Error(reply.error), { code: reply.code }));
        else resolve(reply.lhr);
      });
      worker.send(request);
    });
  // Lighthouse's own measurement sometimes fails on a busy host (NO_NAVSTART: the trace missed the
  // navigation). That run is made again, twice at most; a page that fails three times fails the gate.
  const runInWorker = async (request: RunRequest): Promise<Lhr> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runOnce(request);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || attempt === MEASUREMENT_ATTEMPTS) throw error;
        console.log(`Lighthouse could not measure ${request.url} (${code}): measuring again (${attempt + 1}/${MEASUREMENT_ATTEMPTS})`);
      }
    }
  };
  const byUrl = new Map<string, Lhr[]>(urls.map((url) => [url, []]));
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const url of urls.filter((u) => !decided(byUrl.get(u)!))) {
        // The last run's audits and the closed tab's renderer are not this run's work.
        await waitForIdleCpu({ timeoutMs: 3_000 });
        const lhr = await runInWorker({ url, port: chrome.port, settings });
        byUrl.get(url)!.push(lhr);
        onRun?.(lhr, round);
      }
    }
  } finally {
    worker.kill();
    chrome.kill();
  }
  return byUrl;
}

/** Writes the reports where `lhci assert` looks for them (lhr-<number>.json), replacing earlier ones. */
export function saveForLhci(byUrl: Map<string, Lhr[]>): void {
  rmSync(LHCI_DIR, { recursive: true, force: true });
  mkdirSync(LHCI_DIR, { recursive: true });
  let n = 0;
  for (const lhrs of byUrl.values()) for (const lhr of lhrs) writeFileSync(path.join(LHCI_DIR, `lhr-${++n}.json`), JSON.stringify(lhr));
}

export const score = (lhr: Lhr, category: string): number => lhr.categories[category]?.score ?? 0;
export const numeric = (lhr: Lhr, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The URLs a run requested other than its document (from the network-requests audit). */
export function requestsBesideDocument(lhr: Lhr): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  return items.map((item) => item.url).filter((url) => url !== lhr.finalDisplayedUrl && url !== lhr.requestedUrl);
}
