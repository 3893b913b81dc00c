/**
 * `npm run soak -- [minutes]` (default 10; not part of npm test or npm run bench): the built server
 * (run `npm run build` first) on a fresh SQLite store, with e-mail to a real SMTP server on
 * 127.0.0.1, under mixed traffic at 200 requests a second (pages, the free slots, the chat, the
 * forms, the beacons) for the time given. Prints the server's resident memory and heap (its
 * /metrics) and each route's p99 in the first minute and in the last, so a leak or a slowdown that
 * builds over time shows as drift. The rate limits are raised: the soak is one client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BEACON_EVENTS, DEVICE_CLASSES } from '../src/shared/analytics';
import { METRIC_NAMES } from '../src/shared/vitals';
import { countingSmtpSink } from '../server/test/deliverySinks';
import { freePort } from './lib/freePort';
import { startServer } from './lib/serverProcess';
import { quantile } from './lib/stats';

const minutes = Number(process.argv[2] ?? 10);
if (!(minutes >= 1)) throw new Error(`usage: npm run soak -- [minutes ≥ 1], got ${process.argv[2]}`);
const RATE = 200;
const TICK_MS = 50;
const WINDOW_MS = 60_000;

const visit = { landingPage: '/', pagesSeen: 2 };
let sequence = 0;
/** What a visitor's browser sends, by route, with how often each comes in the mix. */
const MIX: { route: string; weight: number; request: () => { method: string; path: string; body?: unknown } }[] = [
  { route: 'GET page', weight: 30, request: () => ({ method: 'GET', path: ['/', '/about', '/insights', '/compliance/gdpr', '/contact'][sequence % 5]! }) },
  { route: 'GET /booking/slots', weight: 10, request: () => ({ method: 'GET', path: '/booking/slots' }) },
  { route: 'GET /health', weight: 5, request: () => ({ method: 'GET', path: '/health' }) },
  {
    route: 'POST /chat',
    weight: 15,
    request: () => ({
      method: 'POST',
      path: '/chat',
      body: { message: ['What do you do for HIPAA?', 'How much is a pen test?', 'Can I book a call?'][sequence % 3] },
    }),
  },
  {
    route: 'POST /lead',
    weight: 5,
    request: () => ({
      method: 'POST',
      path: '/lead',
      body: { fullName: 'Soak Visitor', companyName: 'Soak Ltd', email: `soak${sequence}@soak.example`, phone: '', service: 'cybersecurity', source: visit },
    }),
  },
  {
    route: 'POST /contact',
    weight: 5,
    request: () => ({
      method: 'POST',
      path: '/contact',
      body: { firstName: 'Soak', lastName: 'Visitor', email: `soak${sequence}@soak.example`, subject: 'web-services', message: 'A question about a project.' },
    }),
  },
  { route: 'POST /newsletter', weight: 5, request: () => ({ method: 'POST', path: '/newsletter', body: { email: `reader${sequence}@soak.example` } }) },
  {
    route: 'POST /vitals',
    weight: 10,
    request: () => ({
      method: 'POST',
      path: '/vitals',
      body: { page: '/about', samples: [{ name: METRIC_NAMES[0], value: 1200 + (sequence % 500), id: `v5-soak-${sequence}` }] },
    }),
  },
  {
    route: 'POST /analytics',
    weight: 15,
    request: () => ({ method: 'POST', path: '/analytics', body: { event: BEACON_EVENTS[0], page: '/about', device: DEVICE_CLASSES[sequence % 3], visit } }),
  },
];
const WHEEL = MIX.flatMap((entry) => Array.from({ length: entry.weight }, () => entry));

interface Window {
  latencies: Map<string, number[]>;
  failures: number;
}
const newWindow = (): Window => ({ latencies: new Map(), failures: 0 });

async function memoryOf(metricsUrl: string): Promise<{ rssMb: number; heapMb: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / 1024 / 1024;
  return { rssMb: value('process_resident_memory_bytes'), heapMb: value('nodejs_heap_size_used_bytes') };
}

function report(label: string, window: Window, memory: { rssMb: number; heapMb: number }): void {
  console.log(`\n${label}: RSS ${memory.rssMb.toFixed(0)} MB, heap used ${memory.heapMb.toFixed(0)} MB, ${window.failures} failed requests`);
  for (const [route, times] of [...window.latencies].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${route.padEnd(20)} ${String(times.length).padStart(6)} requests  p99 ${quantile(times, 0.99).toFixed(1)} ms`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const smtp = await countingSmtpSink();
const metricsPort = await freePort();
const server = await startServer({
  DATABASE_PATH: path.join(dir, 'soak.sqlite'),
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: 'sales@virtualip.example',
  METRICS_PORT: String(metricsPort),
  RATE_LIMIT_FORMS: '1000000',
  RATE_LIMIT_CHAT: '1000000',
  RATE_LIMIT_VITALS: '1000000',
  RATE_LIMIT_ANALYTICS: '1000000',
});
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

let window = newWindow();
let first: { window: Window; memory: { rssMb: number; heapMb: number } } | undefined;
const started = Date.now();
const endAt = started + minutes * 60_000;
let windowStart = started;
let inFlight = 0;
try {
  console.log(`soak: ${minutes} min at ${RATE} requests/s against ${server.url}`);
  while (Date.now() < endAt) {
    for (let n = 0; n < (RATE * TICK_MS) / 1000; n += 1) {
      const entry = WHEEL[sequence % WHEEL.length]!;
      sequence += 1;
      const { method, path: route, body } = entry.request();
      const sentAt = performance.now();
      const into = window;
      inFlight += 1;
      void fetch(`${server.url}${route}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status >= 500 || response.status === 429) into.failures += 1;
          const times = into.latencies.get(entry.route) ?? [];
          times.push(performance.now() - sentAt);
          into.latencies.set(entry.route, times);
        })
        .catch(() => (into.failures += 1))
        .finally(() => (inFlight -= 1));
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    if (Date.now() - windowStart >= WINDOW_MS) {
      if (!first) first = { window, memory: await memoryOf(metricsUrl) };
      window = newWindow();
      windowStart = Date.now();
    }
  }
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const last = { window, memory: await memoryOf(metricsUrl) };
  if (first) report('first minute', first.window, first.memory);
  report(`last ${((Date.now() - windowStart) / 1000).toFixed(0)} s`, last.window, last.memory);
  console.log(`\n${sequence} requests in ${((Date.now() - started) / 60_000).toFixed(1)} min; ${smtp.received()} e-mails delivered`);
} finally {
  await server.stop();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
}
