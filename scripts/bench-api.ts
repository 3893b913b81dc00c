/**
 * API benchmark (product.md §6): loads POST /lead and a no-op POST route of the same server on
 * loopback with autocannon (in its own process), and prints requests/s, p99 latency and the
 * ratio lead/no-op. SQLite always; PostgreSQL too when DATABASE_URL is set. Goal: ratio ≥ 0.4.
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

const lead = JSON.stringify({ fullName: 'Bench Visitor', companyName: 'Load Test Inc.', email: 'bench@company.example', phone: '+1 410 555 0100', service: 'cybersecurity' });

type Result = LoadResult;

const autocannon = (url: string) => loadUrl(url, { connections, seconds, method: 'POST', headers: { 'content-type': 'application/json' }, body: lead });

async function benchStore(label: string, storeConfig: StoreConfig): Promise<number> {
  const store = await openStore(storeConfig);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_FORMS: '1000000' }), { site: false, store });
  // The yardstick: a route of the same server that parses the same JSON body and does nothing else.
  app.post('/__noop', { bodyLimit: 16 * 1024 }, async (_request, reply) => reply.code(201).send({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    // Warm both routes up (JIT, caches) before measuring either.
    await autocannon(`${base}/__noop`);
    await autocannon(`${base}/lead`);
    const noops: Result[] = [];
    const leads: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      noops.push(await autocannon(`${base}/__noop`));
      leads.push(await autocannon(`${base}/lead`));
    }
    const rate = (result: Result) => result.requests.average;
    const ratio = medianPairedRatio(leads.map(rate), noops.map(rate));
    const medianRun = (results: Result[]) => results.find((result) => rate(result) === median(results.map(rate)))!;
    const noop = medianRun(noops);
    const stored = medianRun(leads);
    const row = (name: string, result: Result) =>
      `${label.padEnd(10)} ${name.padEnd(12)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}  errors ${result.errors}`;
    console.log(row('POST /__noop', noop));
    console.log(row('POST /lead', stored));
    console.log(`${label.padEnd(10)} ratio lead/no-op ${ratio.toFixed(2)}, median of ${ROUNDS} rounds: ${leads.map((lead, round) => (rate(lead) / rate(noops[round]!)).toFixed(2)).join(' ')} (goal ≥ 0.40)\n`);
    reportFigure({ figure: `API: POST /lead beside a no-op route, ${label} (median of ${ROUNDS} rounds)`, value: ratio.toFixed(2), goal: label === 'sqlite' ? '≥ 0.40' : '– (SQLite only)', met: label !== 'sqlite' || ratio >= 0.4 });
    return ratio;
  } finally {
    await app.close();
    await store.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
console.log(`autocannon: ${connections} connections, ${seconds} s per run, loopback\n`);
const ratios = [await benchStore('sqlite', { databasePath: path.join(dir, 'bench.sqlite') })];
if (process.env.DATABASE_URL) ratios.push(await benchStore('postgres', { databasePath: '', databaseUrl: process.env.DATABASE_URL }));
rmSync(dir, { recursive: true, force: true });
process.exit(ratios[0]! >= 0.4 ? 0 : 1);
