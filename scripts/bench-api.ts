/**
 * API benchmark (docs/product/platform.md §6): loads POST /lead and POST /analytics, each beside a no-op POST route
 * of the same server, on loopback with autocannon (in its own process), and prints requests/s, p99
 * latency and the ratios. SQLite always; PostgreSQL too when DATABASE_URL is set. Goals: lead ≥ 0.4,
 * analytics beacon ≥ 0.5 of the no-op.
 * Three rounds of no-op then lead, the median of the rounds' ratios: a slow spell of the host moves
 * both runs of a round, not their ratio. A goal of npm run bench, not a gate.
 *   npm run bench:api        (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openStore, type StoreConfig } from '../server/store/openStore';
import { loadUrl, type LoadResult } from './lib/autocannon';
import { median, medianPairedRatio } from './lib/stats';
import { reportFigure } from './lib/benchFigures';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const lead = JSON.stringify({
  fullName: 'Bench Visitor',
  companyName: 'Load Test Inc.',
  email: 'bench@company.example',
  phone: '+1 410 555 0100',
  service: 'cybersecurity',
});
const beacon = JSON.stringify({
  event: 'pageview',
  page: '/services/vapt',
  device: 'desktop',
  visit: { landingPage: '/', referrerHost: 'news.example.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', pagesSeen: 2 },
});
/** A visitor's browser: a bot's beacon is answered without being stored, which would measure nothing. */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

type Result = LoadResult;

/** A route measured beside the no-op route, with the body it takes and its goal (the share of the no-op's rate). */
interface Measured {
  path: string;
  body: string;
  contentType: string;
  goal: number;
  figure: string;
}

const MEASURED: Measured[] = [
  { path: '/lead', body: lead, contentType: 'application/json', goal: 0.4, figure: 'POST /lead' },
  { path: '/analytics', body: beacon, contentType: 'text/plain;charset=UTF-8', goal: 0.5, figure: 'POST /analytics (a page view)' },
];

const autocannon = (url: string, { body, contentType }: Pick<Measured, 'body' | 'contentType'>) =>
  loadUrl(url, { connections, seconds, method: 'POST', headers: { 'content-type': contentType, 'user-agent': VISITOR_AGENT }, body });

async function benchStore(label: string, storeConfig: StoreConfig): Promise<boolean> {
  const store = await openStore(storeConfig);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_FORMS: '1000000', RATE_LIMIT_ANALYTICS: '1000000' }), { site: false, store });
  // The yardstick: a route of the same server that parses the same body and does nothing else.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.post('/__noop', { bodyLimit: 16 * 1024 }, async (_request, reply) => reply.code(201).send({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let met = true;
  try {
    for (const measured of MEASURED) {
      // Warm both routes up (JIT, caches) before measuring either.
      await autocannon(`${base}/__noop`, measured);
      await autocannon(`${base}${measured.path}`, measured);
      const noops: Result[] = [];
      const runs: Result[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        noops.push(await autocannon(`${base}/__noop`, measured));
        runs.push(await autocannon(`${base}${measured.path}`, measured));
      }
      const rate = (result: Result) => result.requests.average;
      const ratio = medianPairedRatio(runs.map(rate), noops.map(rate));
      const medianRun = (results: Result[]) => results.find((result) => rate(result) === median(results.map(rate)))!;
      const row = (name: string, result: Result) =>
        `${label.padEnd(10)} ${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}  errors ${result.errors}`;
      console.log(row('POST /__noop', medianRun(noops)));
      console.log(row(`POST ${measured.path}`, medianRun(runs)));
      const goal = measured.goal.toFixed(2);
      console.log(
        `${label.padEnd(10)} ratio ${measured.path}/no-op ${ratio.toFixed(2)}, median of ${ROUNDS} rounds: ${runs.map((run, round) => (rate(run) / rate(noops[round]!)).toFixed(2)).join(' ')} (goal ≥ ${goal})\n`,
      );
      const gated = label === 'sqlite';
      reportFigure({
        figure: `API: ${measured.figure} beside a no-op route, ${label} (median of ${ROUNDS} rounds)`,
        value: ratio.toFixed(2),
        goal: gated ? `≥ ${goal}` : '– (SQLite only)',
        met: !gated || ratio >= measured.goal,
      });
      if (gated && ratio < measured.goal) met = false;
    }
    return met;
  } finally {
    await app.close();
    await store.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
console.log(`autocannon: ${connections} connections, ${seconds} s per run, loopback\n`);
const met = await benchStore('sqlite', { databasePath: path.join(dir, 'bench.sqlite') });
if (process.env.DATABASE_URL) await benchStore('postgres', { databasePath: '', databaseUrl: process.env.DATABASE_URL });
rmSync(dir, { recursive: true, force: true });
process.exit(met ? 0 : 1);
