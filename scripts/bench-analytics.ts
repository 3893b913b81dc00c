/**
 * Analytics report benchmark (issue 28's goal): the time `npm run analytics` takes to build its report
 * on SQLite over 1,000,000 raw events (30 days of them, as RETENTION_DAYS_ANALYTICS keeps) and a year of
 * daily rollups. Goal ≤ 1 s, for the last 28 days and for the last 365, each the median of 5 runs.
 * The finished days are rolled up once first, as the daily purge does; that one-time cost is printed
 * too. A goal of npm run bench, not a gate.
 *   npm run bench:analytics       (BENCH_EVENTS to change the count)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CONVERSIONS, DEVICE_CLASSES, EVENT_NAMES } from '../src/shared/analytics';
import { DAY_MS } from '../src/shared/retention';
import { pages } from '../src/build/manifest';
import { buildAnalyticsReport } from '../server/analytics/report';
import { rollUpFinishedDays } from '../server/analytics/rollup';
import { utcDay } from '../server/analytics/visitors';
import { openStore } from '../server/store/openStore';
import { reportFigure } from './lib/benchFigures';
import { median } from './lib/stats';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RAW_DAYS = 30;
const ROLLUP_DAYS = 365;
const RUNS = 5;
const GOAL_MS = 1000;

const dir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
const databasePath = path.join(dir, 'analytics.sqlite');
const now = new Date();
const today = utcDay(now);
const dayAgo = (days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));

/** A deterministic pseudo-random sequence, so every run measures the same data. */
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const paths = pages.map((page) => page.path);
const referrers = ['', '', '', 'www.google.com', 'www.linkedin.com', 'news.example.com', 'duckduckgo.com', 'github.com'];
const campaigns = ['', '', '', '', 'newsletter / email / launch', 'linkedin / social / soc2-guide', 'google / cpc / pentest'];
const events = EVENT_NAMES.filter((name) => name !== 'pageview');

const store = await openStore({ databasePath });
await store.close();
const sqlite = new Database(databasePath);
sqlite.pragma('journal_mode = WAL');
console.log(`writing ${EVENTS.toLocaleString('en-GB')} raw events over ${RAW_DAYS} days and ${ROLLUP_DAYS} days of rollups …`);
const insertEvent = sqlite.prepare(
  'insert into analytics_events (day, created_at, visitor, event, page, device, landing_page, referrer_host, campaign, pages_seen) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
sqlite.transaction(() => {
  let written = 0;
  let visit = 0;
  while (written < EVENTS) {
    // A visit: one to six page views, now and then an event, on one day.
    const day = dayAgo(Math.floor(random() * RAW_DAYS));
    const visitor = (visit += 1).toString(16).padStart(16, '0');
    const landing = pick(paths);
    const referrer = pick(referrers);
    const campaign = pick(campaigns);
    const device = pick(DEVICE_CLASSES);
    const views = 1 + Math.floor(random() * 6);
    for (let seen = 1; seen <= views && written < EVENTS; seen += 1, written += 1) {
      insertEvent.run(day, `${day}T12:00:00.000Z`, visitor, 'pageview', seen === 1 ? landing : pick(paths), device, landing, referrer, campaign, seen);
    }
    if (random() < 0.2 && written < EVENTS) {
      insertEvent.run(day, `${day}T12:00:00.000Z`, visitor, pick(events), landing, device, landing, referrer, campaign, views);
      written += 1;
    }
  }
})();
const conversionColumns = CONVERSIONS.map((kind) => `${kind}s`);
const insertRollup = sqlite.prepare(
  `insert into analytics_daily (day, dimension, key, visitors, visits, pageviews, events, ${conversionColumns.join(', ')}) values (?, ?, ?, ?, ?, ?, ?, ${conversionColumns.map(() => '?').join(', ')})`,
);
const markRolled = sqlite.prepare('insert into analytics_rolled_days (day, rolled_at) values (?, ?)');
sqlite.transaction(() => {
  // The year before the raw events: their rollups only (the raw rows were purged long ago).
  for (let ago = RAW_DAYS; ago < RAW_DAYS + ROLLUP_DAYS; ago += 1) {
    const day = dayAgo(ago);
    const keys: [string, string][] = [
      ['site', ''],
      ...paths.map((key): [string, string] => ['page', key]),
      ...paths.map((key): [string, string] => ['entry', key]),
      ...referrers.slice(2).map((key): [string, string] => ['referrer', key]),
      ...campaigns.slice(3).map((key): [string, string] => ['campaign', key]),
      ...DEVICE_CLASSES.map((key): [string, string] => ['device', key]),
      ...events.map((key): [string, string] => ['event', key]),
    ];
    for (const [dimension, key] of keys) {
      const visitors = 1 + Math.floor(random() * 400);
      const conversions = CONVERSIONS.map(() => Math.floor(random() * 3));
      insertRollup.run(day, dimension, key, visitors, visitors, visitors * 3, Math.floor(visitors / 4), ...conversions);
    }
    markRolled.run(day, now.toISOString());
  }
})();
sqlite.close();

const reopened = await openStore({ databasePath });
const rollupStarted = performance.now();
const { days: rolled } = await rollUpFinishedDays(reopened.db, today, now);
const rollupMs = performance.now() - rollupStarted;
console.log(`rolled up ${rolled.length} finished days once (the daily purge's work): ${(rollupMs / 1000).toFixed(1)} s`);

let met = true;
for (const days of [28, 365]) {
  const period = { from: dayAgo(days - 1), to: today };
  const times: number[] = [];
  let visitors = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const report = await buildAnalyticsReport(reopened.db, period, now);
    times.push(performance.now() - started);
    visitors = report.totals.current.visitors;
  }
  const ms = median(times);
  console.log(
    `report over ${days} days (${visitors.toLocaleString('en-GB')} visitors): median ${ms.toFixed(0)} ms of ${RUNS} runs (${times.map((time) => time.toFixed(0)).join(', ')}), goal ≤ ${GOAL_MS} ms`,
  );
  reportFigure({
    figure: `Analytics report, ${days} days over 1M raw events + a year of rollups (SQLite, median of ${RUNS})`,
    value: `${ms.toFixed(0)} ms`,
    goal: `≤ ${GOAL_MS} ms`,
    met: ms <= GOAL_MS,
  });
  if (ms > GOAL_MS) met = false;
}
await reopened.close();
rmSync(dir, { recursive: true, force: true });
process.exit(met ? 0 : 1);
