import { METRIC_NAMES, THRESHOLDS, rate, type MetricName, type Rating } from '../../src/shared/vitals';
import type { Period } from '../period';

export interface MetricSummary {
  /** 75th percentile by nearest rank: the value Core Web Vitals assessments are made on. */
  p75: number;
  rating: Rating;
  count: number;
}

export interface PageSummary {
  page: string;
  /** Only the metrics with at least one sample. */
  metrics: Partial<Record<MetricName, MetricSummary>>;
}

export interface VitalsReport {
  period: Period;
  samples: number;
  /** Sorted by path. */
  pages: PageSummary[];
  allPages: PageSummary;
}

export interface Sample {
  page: string;
  name: MetricName;
  value: number;
}

export const ALL_PAGES = 'All pages';

/** Nearest rank: the smallest value with at least 75% of the values at or below it. */
export function p75(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('p75 of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

function summarise(page: string, samples: readonly Sample[]): PageSummary {
  const metrics: Partial<Record<MetricName, MetricSummary>> = {};
  for (const name of METRIC_NAMES) {
    const values = samples.filter((sample) => sample.name === name).map((sample) => sample.value);
    if (values.length === 0) continue;
    const value = p75(values);
    metrics[name] = { p75: value, rating: rate(name, value), count: values.length };
  }
  return { page, metrics };
}

/** p75, rating and sample count per page and metric, and over all pages. */
export function buildReport(samples: readonly Sample[], period: Period): VitalsReport {
  const byPage = new Map<string, Sample[]>();
  for (const sample of samples) {
    const group = byPage.get(sample.page);
    if (group) group.push(sample);
    else byPage.set(sample.page, [sample]);
  }
  const paths = [...byPage.keys()].sort();
  return {
    period,
    samples: samples.length,
    pages: paths.map((path) => summarise(path, byPage.get(path) ?? [])),
    allPages: summarise(ALL_PAGES, samples),
  };
}

/** A value as people read it: whole milliseconds; CLS with up to three decimals. */
function formatValue(name: MetricName, value: number): string {
  return THRESHOLDS[name].unit === 'ms' ? `${Math.round(value)} ms` : String(Number(value.toFixed(3)));
}

function formatCell(name: MetricName, summary: MetricSummary | undefined): string {
  return summary ? `${formatValue(name, summary.p75)} ${summary.rating} (n=${summary.count})` : '–';
}

function legend(): string {
  const limits = METRIC_NAMES.map((name) => `${name} good ≤ ${formatValue(name, THRESHOLDS[name].good)}, poor > ${formatValue(name, THRESHOLDS[name].poor)}`);
  return `Thresholds: ${limits.join('; ')}.`;
}

/** Plain-text table, one row per page plus all pages, columns padded to line up. */
export function formatTable(report: VitalsReport): string {
  const { from, to } = report.period;
  if (report.samples === 0) return `No samples between ${from} and ${to}.\n`;
  const header = ['Page', ...METRIC_NAMES];
  const row = (summary: PageSummary) => [summary.page, ...METRIC_NAMES.map((name) => formatCell(name, summary.metrics[name]))];
  const pageRows = report.pages.map(row);
  const allRow = row(report.allPages);
  const widths = header.map((_, column) => Math.max(...[header, ...pageRows, allRow].map((cells) => (cells[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    `Core Web Vitals, 75th percentile, ${from} – ${to} (UTC): ${report.samples} samples`,
    '',
    line(header),
    rule,
    ...pageRows.map(line),
    rule,
    line(allRow),
    '',
    legend(),
    '',
  ].join('\n');
}
