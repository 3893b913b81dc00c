import type { Kysely } from 'kysely';
import { CONVERSIONS } from '../../src/shared/analytics';
import { DAY_MS } from '../../src/shared/retention';
import type { AnalyticsDailyTable, Database } from '../store/schema';
import type { Period } from '../period';
import { noConversions, type DayTotals, type Dimension } from './dayTotals';
import { rollUpFinishedDays, totalsOfDay } from './rollup';
import { utcDay } from './visitors';

/** A period's figures: a day's rollup without its day and key, added up over the days. */
export type Figures = Omit<AnalyticsDailyTable, 'day' | 'dimension' | 'key'>;

/** One key of a breakdown (a page, a campaign, …) in the period and in the one before. */
export interface Line {
  key: string;
  current: Figures;
  previous: Figures;
}

export interface DayPoint {
  day: string;
  visitors: number;
  pageviews: number;
  conversions: number;
}

export interface AnalyticsReport {
  period: Period;
  /** The period of the same length just before, that each figure is compared with. */
  previous: Period;
  totals: { current: Figures; previous: Figures };
  daily: DayPoint[];
  pages: Line[];
  entries: Line[];
  referrers: Line[];
  campaigns: Line[];
  devices: Line[];
  events: Line[];
}

const FIGURES = ['visitors', 'visits', 'pageviews', 'events', ...CONVERSIONS.map((kind) => `${kind}s` as const)] as const;
const zero = (): Figures => ({ visitors: 0, visits: 0, pageviews: 0, events: 0, ...noConversions() });

export const conversionsOf = (figures: Figures): number => CONVERSIONS.reduce((sum, kind) => sum + figures[`${kind}s`], 0);

/** Conversions per visit, or null when there was no visit to convert. */
export const conversionRate = (figures: Figures): number | null => (figures.visits > 0 ? conversionsOf(figures) / figures.visits : null);

const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const dayCount = (period: Period) => Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: Period): Period {
  return { from: addDays(period.from, -dayCount(period)), to: addDays(period.from, -1) };
}

/** Figures by `dimension\0key`. */
type Totals = Map<string, Figures>;
/** The figures kept under `id`, created empty the first time. */
function at(map: Map<string, Figures>, id: string): Figures {
  let figures = map.get(id);
  if (!figures) map.set(id, (figures = zero()));
  return figures;
}
const slot = (totals: Totals, dimension: string, key: string) => at(totals, `${dimension}\u0000${key}`);
const add = (into: Figures, row: Omit<DayTotals, 'dimension' | 'key'>) => {
  for (const name of FIGURES) into[name] += Number(row[name]);
};

/**
 * The figures of a period by dimension and key: finished days from their rollups (summed: a day's
 * visitors cannot be linked to another day's, so a period's visitors are the days' visitors added
 * up), today from the raw events. Also the site's figures per day, for the chart.
 */
async function periodTotals(db: Kysely<Database>, period: Period, today: string): Promise<{ totals: Totals; daily: Map<string, Figures> }> {
  const totals: Totals = new Map();
  const daily = new Map<string, Figures>();
  const lastRolled = period.to < today ? period.to : addDays(today, -1);
  if (period.from <= lastRolled) {
    const rows = await db
      .selectFrom('analytics_daily')
      .select((eb) => ['dimension', 'key', ...FIGURES.map((name) => eb.fn.sum<number>(name).as(name))] as const)
      .where('day', '>=', period.from)
      .where('day', '<=', lastRolled)
      .groupBy(['dimension', 'key'])
      .execute();
    for (const row of rows) add(slot(totals, row.dimension, row.key), row);
    const days = await db
      .selectFrom('analytics_daily')
      .select(['day', ...FIGURES])
      .where('dimension', '=', 'site')
      .where('day', '>=', period.from)
      .where('day', '<=', lastRolled)
      .execute();
    for (const row of days) add(at(daily, row.day), row);
  }
  if (period.from <= today && today <= period.to) {
    for (const row of await totalsOfDay(db, today)) {
      add(slot(totals, row.dimension, row.key), row);
      if (row.dimension === 'site') add(at(daily, today), row);
    }
  }
  return { totals, daily };
}

function lines(current: Totals, previous: Totals, dimension: Dimension): Line[] {
  const prefix = `${dimension}\u0000`;
  const keys = new Set([...current.keys(), ...previous.keys()].filter((id) => id.startsWith(prefix)));
  return [...keys]
    .map((id) => ({ key: id.slice(prefix.length), current: current.get(id) ?? zero(), previous: previous.get(id) ?? zero() }))
    .sort(
      (a, b) =>
        b.current.visitors - a.current.visitors ||
        b.current.pageviews - a.current.pageviews ||
        b.current.events - a.current.events ||
        a.key.localeCompare(b.key),
    );
}

/** The marketing report of a period beside the period before it. Rolls up finished days first. */
export async function buildAnalyticsReport(db: Kysely<Database>, period: Period, now = new Date()): Promise<AnalyticsReport> {
  const today = utcDay(now);
  await rollUpFinishedDays(db, today, now);
  const previous = previousPeriod(period);
  const [current, before] = [await periodTotals(db, period, today), await periodTotals(db, previous, today)];
  const daily: DayPoint[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const figures = current.daily.get(day) ?? zero();
    daily.push({ day, visitors: figures.visitors, pageviews: figures.pageviews, conversions: conversionsOf(figures) });
  }
  return {
    period,
    previous,
    totals: { current: current.totals.get('site\u0000') ?? zero(), previous: before.totals.get('site\u0000') ?? zero() },
    daily,
    pages: lines(current.totals, before.totals, 'page'),
    entries: lines(current.totals, before.totals, 'entry'),
    referrers: lines(current.totals, before.totals, 'referrer'),
    campaigns: lines(current.totals, before.totals, 'campaign'),
    devices: lines(current.totals, before.totals, 'device'),
    events: lines(current.totals, before.totals, 'event'),
  };
}
