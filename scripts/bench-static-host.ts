/**
 * `npm run bench:static-host`: what an API on another origin costs a visitor of the statically
 * hosted site (issue 59's cross-origin goal). In a fresh browser (an empty preflight cache) on a
 * page of the site, the chat island's call (POST /chat, JSON, an Idempotency-Key: a request that
 * needs a CORS preflight) is timed from the page: the first and a later one, on the site with the
 * API apart (Cloudflare's Pages emulator beside the API, scripts/lib/staticDeployment.ts) and on our
 * one-process server (the API on the page's own origin). Goal: the first call across origins is
 * slower than on the same origin by at most one round trip (a GET of /health from the page), and a
 * later call sends no preflight. Median of 5 fresh browsers. Never part of `npm test`.
 *   npm run bench:static-host [-- --runs 5]
 */
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { reportFigure } from './lib/benchFigures';
import { startServer } from './lib/serverProcess';
import { deployStatically } from './lib/staticDeployment';
import { median } from './lib/stats';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(args.runs));

interface Timings {
  /** The first call's time, preflight included where there is one (ms). */
  first: number;
  later: number;
  /** A GET of /health from the page: one round trip to the API (ms). */
  roundTrip: number;
  preflights: number;
}

/** One fresh browser on `pageUrl`, calling the API at `apiBase` (its log in `apiLog`) as the chat island does. */
async function timeCalls(browser: Browser, pageUrl: string, apiBase: string, apiLog: string[]): Promise<Timings> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const logged = apiLog.length;
  await page.goto(pageUrl);
  // No named functions in the page's code: tsx's build would wrap them in a helper the page lacks.
  // The connection is opened first (a GET of /health), as a page's earlier requests open it, so the calls differ only by what they send.
  const timings = await page.evaluate(async (api) => {
    const times: number[] = [];
    for (const kind of ['trip', 'trip', 'call', 'call']) {
      const started = performance.now();
      const response =
        kind === 'trip'
          ? await fetch(`${api}/health`)
          : await fetch(`${api}/chat`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
              body: JSON.stringify({ message: 'Do you help with GDPR?' }),
            });
      await response.text();
      times.push(performance.now() - started);
    }
    return { roundTrip: times[1]!, first: times[2]!, later: times[3]! };
  }, apiBase);
  await context.close();
  // The browser sends a preflight itself, unseen by the page: the API's request log counts them.
  const preflights = apiLog.slice(logged).filter((line) => line.includes('"method":"OPTIONS"')).length;
  return { ...timings, preflights };
}

const deployment = await deployStatically({ RATE_LIMIT_CHAT: '1000' });
const sameOrigin = await startServer({ RATE_LIMIT_CHAT: '1000' });
const browser = await launchBrowser();
try {
  const apart: Timings[] = [];
  const together: Timings[] = [];
  for (let run = 0; run < runs; run += 1) {
    apart.push(await timeCalls(browser, `${deployment.siteUrl}/about`, deployment.apiUrl, deployment.api.output));
    together.push(await timeCalls(browser, `${sameOrigin.url}/about`, sameOrigin.url, sameOrigin.output));
  }
  const med = (list: Timings[], key: 'first' | 'later' | 'roundTrip') => median(list.map((timing) => timing[key]));
  const extra = med(apart, 'first') - med(together, 'first');
  const roundTrip = med(apart, 'roundTrip');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `first call: apart ${ms(med(apart, 'first'))}, same origin ${ms(med(together, 'first'))}; later call: apart ${ms(med(apart, 'later'))}, same origin ${ms(med(together, 'later'))}; round trip ${ms(roundTrip)} (medians of ${runs})`,
  );
  console.log(`preflights per browser (two calls): ${apart.map((timing) => timing.preflights).join(', ')}`);
  const met = extra <= roundTrip;
  reportFigure({ figure: 'Static host: first API call, extra over same origin', value: ms(extra), goal: `≤ 1 round trip (${ms(roundTrip)})`, met });
  const laterPreflights = apart.every((timing) => timing.preflights === 1);
  reportFigure({
    figure: 'Static host: preflights for two calls',
    value: apart.map((timing) => timing.preflights).join('/'),
    goal: '1 (the later call none)',
    met: laterPreflights,
  });
  if (!met || !laterPreflights) process.exitCode = 1;
} finally {
  await browser.close();
  await sameOrigin.stop();
  await deployment.stop();
}
