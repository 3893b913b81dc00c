/** A day's figures as the rollup stores them, and what they are broken down by: shared by the rollup and the conversions it adds. */
import { CONVERSIONS, type Conversion } from '../../src/shared/analytics';
import type { AnalyticsDailyTable } from '../store/schema';

/** What the report breaks the figures down by (the rollup reads each from its column). */
export const DIMENSIONS = ['site', 'page', 'entry', 'referrer', 'campaign', 'device', 'event'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export type DayTotals = Omit<AnalyticsDailyTable, 'day'>;
/** A count per kind of conversion, as the rollup's columns name them ('leads', 'bookings', …). */
export type ConversionCounts = { [Kind in Conversion as `${Kind}s`]: number };

/** Every conversion count at zero. */
export const noConversions = (): ConversionCounts => Object.fromEntries(CONVERSIONS.map((kind) => [`${kind}s`, 0])) as ConversionCounts;
