/**
 * Page throughput (issue: ship and scale): GET /about with Accept-Encoding: br from our server,
 * beside a bare Node HTTP server that sends the same precompressed bytes and does nothing else, in
 * the same run; autocannon in its own process, on loopback. Goal: ours ≥ 0.7 × the bare server.
 * Three rounds of bare then ours, the median of the rounds' ratios. A goal of npm run bench, not a gate.
 *   npm run bench:pages      (needs a build; BENCH_SECONDS, BENCH_CONNECTIONS to tune; BENCH_NGINX_URL adds a row)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageFileOf } from '../src/model/pageFiles';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { loadUrl, type LoadResult } from './lib/autocannon';
import { median, medianPairedRatio } from './lib/stats';
import { reportFigure } from './lib/benchFigures';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = 3;
const GOAL = 0.7;
const PAGE = '/about';
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');

const brotli = readFileSync(path.join(distDir, `${pageFileOf(PAGE)}.br`));
const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': brotli.length, vary: 'accept-encoding' });
  response.end(brotli);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', DIST_DIR: distDir, DATABASE_PATH: path.join(dataDir, 'bench.sqlite') }));
await app.listen({ host: '127.0.0.1', port: 0 });

const urlOf = (server: { address: () => unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGE}`;
const targets: [string, string][] = [
  ['bare Node', urlOf(bare)],
  ['our server', urlOf(app.server)],
];
if (process.env.BENCH_NGINX_URL) targets.push(['nginx', `${process.env.BENCH_NGINX_URL}${PAGE}`]);

const load = (url: string) => loadUrl(url, { connections, seconds, headers: { 'accept-encoding': 'br' } });
const rate = (result: LoadResult) => result.requests.average;

let ratio = 0;
try {
  console.log(`autocannon: GET ${PAGE}, Accept-Encoding: br (${brotli.length} bytes), ${connections} connections, ${seconds} s per run, loopback\n`);
  for (const [, url] of targets) await load(url); // warm up (JIT, caches)
  const results = new Map<string, LoadResult[]>(targets.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, url] of targets) results.get(name)!.push(await load(url));
  }
  const reference = results.get('bare Node')!.map(rate);
  for (const [name] of targets) {
    const runs = results.get(name)!;
    const middle = runs.find((result) => rate(result) === median(runs.map(rate)))!;
    const share = medianPairedRatio(runs.map(rate), reference);
    console.log(
      `${name.padEnd(11)} ${rate(middle).toFixed(0).padStart(7)} req/s   p99 ${String(middle.latency.p99).padStart(4)} ms   non-2xx ${middle.non2xx}  errors ${middle.errors}   ${share.toFixed(2)} × bare (rounds: ${runs.map((run, index) => (rate(run) / reference[index]!).toFixed(2)).join(' ')})`,
    );
    if (name === 'our server') ratio = share;
  }
  console.log(`\nour server / bare Node: ${ratio.toFixed(2)} (goal ≥ ${GOAL})`);
  reportFigure({
    figure: `Serving: GET ${PAGE} (brotli) beside a bare Node server (median of ${ROUNDS} rounds)`,
    value: `${ratio.toFixed(2)}×`,
    goal: `≥ ${GOAL}×`,
    met: ratio >= GOAL,
  });
} finally {
  await app.close();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ratio >= GOAL ? 0 : 1);
