import { conversionRate, conversionsOf, type AnalyticsReport, type Figures, type Line } from './report';

/** How many lines of each breakdown the table shows (JSON has them all). */
export const TABLE_LINES = 15;

const number = (value: number) => value.toLocaleString('en-GB');
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);

/** A figure beside the previous period's, with the change: '1,234 (1,100, +12 %)'. */
export function versus(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0' : `${number(current)} (0, new)`;
  const change = Math.round(((current - previous) / previous) * 100);
  return `${number(current)} (${number(previous)}, ${change >= 0 ? '+' : ''}${change} %)`;
}

const rateVersus = (current: Figures, previous: Figures) => `${percent(conversionRate(current))} (${percent(conversionRate(previous))})`;

/** Columns of text, each as wide as its widest cell; the first left-aligned, the others right. */
export function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((cells) => [...(cells[column] ?? '')].length)));
  const pad = (cell: string, column: number) => {
    const room = (widths[column] ?? 0) - [...cell].length;
    return column === 0 ? cell + ' '.repeat(room) : ' '.repeat(room) + cell;
  };
  const lines = rows.map((cells) => cells.map(pad).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines;
}

const label = (key: string, none: string) => (key === '' ? none : key);

interface Breakdown {
  title: string;
  lines: readonly Line[];
  /** The name of a line with an empty key ('' is direct traffic, no campaign). */
  none: string;
  cells: (line: Line) => string[];
  headers: string[];
}

function breakdown({ title, lines, none, cells, headers }: Breakdown): string[] {
  if (lines.length === 0) return [title, '(none)'];
  const shown = lines.slice(0, TABLE_LINES);
  const more = lines.length - shown.length;
  return [
    ...columns([[title, ...headers], ...shown.map((line) => [label(line.key, none), ...cells(line)])]),
    ...(more > 0 ? [`… and ${more} more (--format json lists them all)`] : []),
  ];
}

const visitCells = (line: Line) => [
  versus(line.current.visits, line.previous.visits),
  versus(line.current.visitors, line.previous.visitors),
  versus(conversionsOf(line.current), conversionsOf(line.previous)),
  rateVersus(line.current, line.previous),
];
const VISIT_HEADERS = ['Visits', 'Visitors', 'Conversions', 'Conversion rate'];

/** The report as text for a terminal: totals, then each breakdown, every figure beside the previous period's. */
export function formatAnalyticsTable(report: AnalyticsReport): string {
  const { current, previous } = report.totals;
  const totals = columns([
    ['', 'This period (previous, change)'],
    ['Visitors', versus(current.visitors, previous.visitors)],
    ['Visits', versus(current.visits, previous.visits)],
    ['Page views', versus(current.pageviews, previous.pageviews)],
    ['Leads', versus(current.leads, previous.leads)],
    ['Consultations booked', versus(current.bookings, previous.bookings)],
    ['Contact messages', versus(current.contacts, previous.contacts)],
    ['Newsletter sign-ups', versus(current.signups, previous.signups)],
    ['Conversion rate', rateVersus(current, previous)],
  ]);
  const sections = [
    breakdown({
      title: 'Top pages',
      lines: report.pages,
      none: '',
      headers: ['Page views', 'Visitors'],
      cells: (line) => [versus(line.current.pageviews, line.previous.pageviews), versus(line.current.visitors, line.previous.visitors)],
    }),
    breakdown({ title: 'Entry pages', lines: report.entries, none: '', headers: VISIT_HEADERS, cells: visitCells }),
    breakdown({ title: 'Referrers', lines: report.referrers, none: 'Direct / none', headers: VISIT_HEADERS, cells: visitCells }),
    breakdown({ title: 'Campaigns (source / medium / campaign)', lines: report.campaigns, none: 'No campaign', headers: VISIT_HEADERS, cells: visitCells }),
    breakdown({
      title: 'Devices',
      lines: report.devices,
      none: '',
      headers: ['Visitors', 'Visits', 'Page views'],
      cells: (line) => [
        versus(line.current.visitors, line.previous.visitors),
        versus(line.current.visits, line.previous.visits),
        versus(line.current.pageviews, line.previous.pageviews),
      ],
    }),
    breakdown({
      title: 'Events',
      lines: report.events,
      none: '',
      headers: ['Count', 'Visitors'],
      cells: (line) => [versus(line.current.events, line.previous.events), versus(line.current.visitors, line.previous.visitors)],
    }),
  ];
  const heading = `Analytics ${report.period.from} – ${report.period.to} (UTC), beside ${report.previous.from} – ${report.previous.to}`;
  const notes = [
    'Visitors are counted per day (a browser seen on two days is two visitors); a visit is a tab session;',
    'conversions are leads, consultations booked, contact messages and newsletter sign-ups, attributed to the visit’s entry page, referrer and campaign.',
  ];
  return `${[heading, '', ...totals, ...sections.flatMap((lines) => ['', ...lines]), '', ...notes].join('\n')}\n`;
}
