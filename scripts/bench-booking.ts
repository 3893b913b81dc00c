/**
 * `npm run bench:booking`: the booking step's goals (docs/product/platform.md §6, issue 43).
 * - The free slots of 21 days for 5 consultants (the site's rules, its two consultants' hours given
 *   to five in five zones, 40 bookings held) computed in ≤ 20 ms: the median of 30 computations.
 * - POST /booking beside the same server's no-op route ≥ 0.3: a calendar of 5 consultants open all
 *   day, each consultant's every free time booked once (autocannon, 20 connections; a booking can
 *   succeed only once), 21 new days per round on one running server and its SQLite store, the median
 *   of 5 rounds' ratios after 3 rounds of warm-up; the bookings' rate over the time to their last
 *   answer, by a load generator warmed up first.
 * A goal of npm run bench, not a gate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { buildApp } from '../server/app';
import { freeSlots, type HeldBooking } from '../server/booking/slots';
import { loadConfig } from '../server/config';
import { openStore } from '../server/store/openStore';
import { loadSiteFiles } from '../src/build/content/loadSiteFiles';
import { openCalendar } from '../server/test/openCalendar';
import type { Availability } from '../src/model/schemas/availability';
import { answeredPerSecond, loadEachOnce, loadUrl } from './lib/autocannon';
import { reportFigure } from './lib/benchFigures';
import { median, medianPairedRatio } from './lib/stats';

const SLOTS_GOAL_MS = 20;
const POST_GOAL = 0.3;
const ROUNDS = 5;
/**
 * Rounds run first and not measured: the booking path reaches its steady speed after some thousands
 * of bookings (the JIT's tiers), while the no-op is measured over seconds of a warm route.
 */
const WARM_UP_ROUNDS = 3;
const CONNECTIONS = 20;
const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/Los_Angeles'];
const now = Temporal.Instant.from('2026-03-02T08:00:00Z');

function slotsFigure(): boolean {
  const site = loadSiteFiles().booking;
  const consultants = ZONES.map((timeZone, index) => ({ ...site.consultants[index % site.consultants.length]!, id: `consultant-${index}`, timeZone }));
  const availability: Availability = { ...site, horizonDays: 21, consultants };
  const all = freeSlots(availability, [], now);
  const held: HeldBooking[] = all
    .filter((_, index) => index % 7 === 0)
    .slice(0, 40)
    .map((slot) => ({ consultantId: slot.consultantIds[0]!, start: slot.start, end: slot.end }));
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < 31; run += 1) {
    const started = performance.now();
    count = freeSlots(availability, held, now).length;
    if (run > 0) times.push(performance.now() - started);
  }
  const value = median(times);
  const met = value <= SLOTS_GOAL_MS;
  reportFigure({
    figure: `Booking: free slots of 21 days for 5 consultants (${count} slots; median of 30)`,
    value: `${value.toFixed(1)} ms`,
    goal: `≤ ${SLOTS_GOAL_MS} ms`,
    met,
  });
  console.log(`free slots, 21 days, 5 consultants, 40 held: ${count} slots, median ${value.toFixed(1)} ms (goal ≤ ${SLOTS_GOAL_MS} ms)`);
  return met;
}

/** Five consultants open all day, every day, without buffers: each one's free time can be booked once. */
const openCalendarOf5 = openCalendar(ZONES, 21);
/**
 * Each round books a calendar of its own: the next 21 days after the last round's (and a day
 * between). The measured rounds, May to August 2026, hold no daylight-saving change, so no day is
 * longer than the daily cap (48 meetings) and every booking succeeds.
 */
const ROUND_MS = 22 * 24 * 60 * 60 * 1000;

interface Round {
  booked: number;
  noop: number;
  answered: number;
  failed: number;
}

/**
 * One server for every round, as in production: a server built per round would measure its routes'
 * first runs (its validators are compiled anew per server), which a running server never repeats.
 */
async function postRounds(dir: string): Promise<Round[]> {
  const store = await openStore({ databasePath: path.join(dir, 'bookings.sqlite') });
  let roundNow = now;
  // The limits are checked on every booking, as in production, with room for the bench's one client and its addresses.
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_FORMS: '1000000', BOOKINGS_PER_CLIENT_PER_DAY: '1000000' }), {
    site: false,
    store,
    bookingCalendar: { availability: openCalendarOf5, now: () => roundNow },
  });
  app.post('/__noop', { bodyLimit: 16 * 1024 }, async (_request, reply) => reply.code(201).send({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = { 'content-type': 'application/json' };
  const rounds: Round[] = [];
  try {
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
      roundNow = now.add({ milliseconds: round * ROUND_MS });
      // A time each consultant has free is booked once per consultant: the first booking of it goes to
      // the least recently booked, the next ones to those still free.
      const slots = freeSlots(openCalendarOf5, [], roundNow);
      const starts = ZONES.flatMap((_, turn) => slots.filter((slot) => slot.consultantIds.length > turn).map((slot) => slot.start));
      const bodies = starts.map((start, index) =>
        JSON.stringify({ fullName: `Bench Visitor ${index}`, email: `visitor${round}-${index}@company.example`, start, timeZone: 'Asia/Kolkata' }),
      );
      const noop = await loadUrl(`${base}/__noop`, { connections: CONNECTIONS, seconds: 3, method: 'POST', headers, body: bodies[0] });
      const booked = await loadEachOnce(`${base}/booking`, { connections: CONNECTIONS, headers, bodies, warmUp: { url: `${base}/__noop`, requests: 5000 } });
      // Over each run's own length: the bookings take a second or two, of which whole-second averages say little.
      if (round >= WARM_UP_ROUNDS)
        rounds.push({
          booked: answeredPerSecond(booked),
          noop: answeredPerSecond(noop),
          answered: bodies.length - booked.non2xx - booked.errors,
          failed: booked.non2xx + booked.errors,
        });
    }
    return rounds;
  } finally {
    await app.close();
    await store.close();
  }
}

async function postFigure(): Promise<boolean> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-booking-'));
  try {
    const rounds = await postRounds(dir);
    const ratio = medianPairedRatio(
      rounds.map((r) => r.booked),
      rounds.map((r) => r.noop),
    );
    for (const r of rounds)
      console.log(
        `POST /booking ${r.booked.toFixed(0)} req/s (${r.answered} booked, ${r.failed} not), no-op ${r.noop.toFixed(0)} req/s: ${(r.booked / r.noop).toFixed(2)}`,
      );
    const refused = rounds.some((r) => r.failed > 0);
    const met = ratio >= POST_GOAL && !refused;
    reportFigure({
      figure: `API: POST /booking (each free slot once) beside a no-op route, sqlite (median of ${ROUNDS} rounds)`,
      value: ratio.toFixed(2),
      goal: `≥ ${POST_GOAL.toFixed(2)}`,
      met,
    });
    if (refused) console.error('some bookings were refused: the figure measured refusals too');
    return met;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const slotsMet = slotsFigure();
const postMet = await postFigure();
process.exit(slotsMet && postMet ? 0 : 1);
