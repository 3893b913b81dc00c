/** The period a vitals report covers: whole UTC days, both ends included. */
export interface Period {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD. */
  to: string;
}

export interface PeriodOptions {
  days?: string;
  since?: string;
  until?: string;
}

export const DEFAULT_DAYS = 28;
const MAX_DAYS = 3660;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A command-line period that makes no sense; its message says why. */
export class PeriodError extends Error {}

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

function parseDay(option: string, raw: string): string {
  // Round-tripping catches days that do not exist (2026-02-30), which Date would roll over.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) || dayOf(new Date(`${raw}T00:00:00Z`)) !== raw) {
    throw new PeriodError(`${option} must be a date YYYY-MM-DD, got "${raw}"`);
  }
  return raw;
}

/** --days N (ending on --until or today), or --since … [--until …]. */
export function resolvePeriod(options: PeriodOptions, today: Date): Period {
  if (options.days !== undefined && options.since !== undefined) throw new PeriodError('use --days or --since, not both');
  let days = DEFAULT_DAYS;
  if (options.days !== undefined) {
    days = Number(options.days);
    if (!/^\d+$/.test(options.days) || days < 1 || days > MAX_DAYS) throw new PeriodError(`--days must be a whole number 1–${MAX_DAYS}, got "${options.days}"`);
  }
  const to = options.until === undefined ? dayOf(today) : parseDay('--until', options.until);
  const from = options.since === undefined ? addDays(to, 1 - days) : parseDay('--since', options.since);
  if (from > to) throw new PeriodError(`--since ${from} is after the last day ${to}`);
  return { from, to };
}

/** The period as instants for the store: [first day 00:00 UTC, the day after the last 00:00 UTC). */
export function periodBounds(period: Period): { since: Date; until: Date } {
  return { since: new Date(`${period.from}T00:00:00Z`), until: new Date(`${addDays(period.to, 1)}T00:00:00Z`) };
}
