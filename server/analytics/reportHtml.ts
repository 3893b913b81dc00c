import { conversionRate, conversionsOf, type AnalyticsReport, type DayPoint, type Figures, type Line } from './report';
import { escapeHtml } from '../html';

/**
 * The report as one self-contained HTML file: inline CSS and SVG charts, no script, no request to
 * anywhere (a strict CSP in the file says so to the browser). Every text from the data (a campaign
 * name is whatever a link's utm_campaign said) is escaped.
 */

const number = (value: number) => value.toLocaleString('en-GB');
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);

/** The change from the previous period, as a signed percentage with its direction for colour. */
function change(current: number, previous: number): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (previous === 0) return current === 0 ? { text: '±0', tone: 'flat' } : { text: 'new', tone: 'up' };
  const delta = Math.round(((current - previous) / previous) * 100);
  return { text: `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta)} %`, tone: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat' };
}

function kpi(label: string, current: number, previous: number, format: (value: number) => string = number): string {
  const { text, tone } = change(current, previous);
  return `<div class="kpi"><dt>${label}</dt><dd><strong>${format(current)}</strong><span class="change ${tone}">${text}</span><small>previous: ${format(previous)}</small></dd></div>`;
}

/** Visitors and page views per day as two lines, conversions as bars along the bottom. */
function dailyChart(points: readonly DayPoint[]): string {
  const width = 760;
  const height = 240;
  const left = 44;
  const bottom = 28;
  const top = 12;
  const plotWidth = width - left - 12;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...points.map((point) => Math.max(point.pageviews, point.visitors)));
  const maxConversions = Math.max(1, ...points.map((point) => point.conversions));
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const x = (index: number) => left + (points.length > 1 ? index * step : plotWidth / 2);
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const path = (pick: (point: DayPoint) => number) =>
    points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(pick(point)).toFixed(1)}`).join(' ');
  const barWidth = Math.max(2, Math.min(14, step * 0.6 || 14));
  const bars = points
    .filter((point) => point.conversions > 0)
    .map((point) => {
      const index = points.indexOf(point);
      const barHeight = (point.conversions / maxConversions) * plotHeight * 0.35;
      return `<rect class="conv" x="${(x(index) - barWidth / 2).toFixed(1)}" y="${(top + plotHeight - barHeight).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${barHeight.toFixed(1)}"><title>${point.day}: ${point.conversions} conversions</title></rect>`;
    })
    .join('');
  const gridLines = [0, 0.5, 1]
    .map((share) => {
      const value = Math.round(max * share);
      return `<line class="grid" x1="${left}" x2="${width - 12}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}"/><text class="axis" x="${left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end">${number(value)}</text>`;
    })
    .join('');
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  const dayLabels = points
    .map((point, index) =>
      index % labelEvery === 0 || index === points.length - 1
        ? `<text class="axis" x="${x(index).toFixed(1)}" y="${height - 8}" text-anchor="middle">${point.day.slice(5)}</text>`
        : '',
    )
    .join('');
  const summary = `Per day: visitors from ${number(Math.min(...points.map((point) => point.visitors)))} to ${number(Math.max(...points.map((point) => point.visitors)))}, ${number(points.reduce((sum, point) => sum + point.conversions, 0))} conversions in all.`;
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="daily-title"><title id="daily-title">${summary}</title>${gridLines}${bars}<path class="views" d="${path((point) => point.pageviews)}"/><path class="visitors" d="${path((point) => point.visitors)}"/>${dayLabels}</svg>
<p class="legend"><span class="key visitors"></span>Visitors <span class="key views"></span>Page views <span class="key conv"></span>Conversions (leads, bookings, messages, sign-ups)</p>`;
}

interface BarSection {
  title: string;
  lines: readonly Line[];
  none: string;
  /** The figure the bars show. */
  measure: { name: string; of: (figures: Figures) => number };
  /** Conversions and the rate beside each line (entry pages, referrers, campaigns). */
  withConversions?: boolean;
}

const SHOWN = 12;

function barSection({ title, lines, none, measure, withConversions }: BarSection): string {
  if (lines.length === 0) return `<section><h2>${title}</h2><p class="empty">Nothing in this period.</p></section>`;
  const shown = [...lines].sort((a, b) => measure.of(b.current) - measure.of(a.current)).slice(0, SHOWN);
  const max = Math.max(1, ...shown.map((line) => measure.of(line.current)));
  const rows = shown
    .map((line) => {
      const value = measure.of(line.current);
      const { text, tone } = change(value, measure.of(line.previous));
      const conversions = withConversions
        ? `<td>${number(conversionsOf(line.current))}</td><td>${percent(conversionRate(line.current))}<small>${percent(conversionRate(line.previous))} before</small></td>`
        : '';
      return `<tr><th scope="row">${escapeHtml(line.key === '' ? none : line.key)}</th><td class="bar"><svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect width="${((value / max) * 100).toFixed(2)}" height="10"/></svg></td><td>${number(value)}<small>${number(measure.of(line.previous))} before</small></td><td class="change ${tone}">${text}</td>${conversions}</tr>`;
    })
    .join('');
  const more = lines.length > SHOWN ? `<p class="more">and ${lines.length - SHOWN} more (<code>--format json</code> lists them all)</p>` : '';
  const head = `<tr><th scope="col"></th><th scope="col"><span class="visually-hidden">Share</span></th><th scope="col">${measure.name}</th><th scope="col">Change</th>${withConversions ? '<th scope="col">Conversions</th><th scope="col">Rate</th>' : ''}</tr>`;
  return `<section><h2>${title}</h2><table><thead>${head}</thead><tbody>${rows}</tbody></table>${more}</section>`;
}

const STYLE = `
:root{color-scheme:light;--ink:#0f1b2d;--muted:#5b6676;--line:#dfe4ea;--blue:#1d5fd1;--teal:#0f8a7a;--amber:#b45309;--up:#0f7a3d;--down:#b42318;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f6f8fb}
body{margin:0 auto;max-width:1100px;padding:32px 24px 48px}
h1{font-size:26px;margin:0 0 4px}h2{font-size:17px;margin:0 0 12px}
.sub{color:var(--muted);margin:0 0 24px}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:0 0 24px;padding:0}
.kpi{background:#fff;border:1px solid var(--line);border-radius:10px;padding:14px 16px}
.kpi dt{color:var(--muted);font-size:13px}.kpi dd{margin:4px 0 0;display:flex;flex-wrap:wrap;align-items:baseline;gap:8px}
.kpi strong{font-size:24px}.kpi small{flex-basis:100%;color:var(--muted);font-size:12px}
.change{font-size:13px;font-weight:600}.change.up{color:var(--up)}.change.down{color:var(--down)}.change.flat{color:var(--muted)}
section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:18px 20px;margin:0 0 16px}
.grid2{display:grid;grid-template-columns:repeat(auto-fit,minmax(460px,1fr));gap:16px}.grid2 section{margin:0}
.chart{width:100%;height:auto}.chart .grid{stroke:var(--line)}.chart .axis{fill:var(--muted);font-size:11px}
.chart path{fill:none;stroke-width:2.5;stroke-linejoin:round}.chart .visitors{stroke:var(--blue)}.chart .views{stroke:var(--teal);stroke-dasharray:5 4}.chart .conv{fill:var(--amber)}
.legend{color:var(--muted);font-size:13px;margin:8px 0 0}.key{display:inline-block;width:14px;height:4px;margin:0 6px 2px 12px;vertical-align:middle}
.key.visitors{background:var(--blue)}.key.views{background:var(--teal)}.key.conv{background:var(--amber);height:10px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:6px 8px;border-bottom:1px solid var(--line);text-align:right;vertical-align:top}
th[scope=row]{text-align:left;font-weight:500;word-break:break-word;max-width:260px}thead th{color:var(--muted);font-weight:600;font-size:12px}
td small{display:block;color:var(--muted);font-size:11px}td.bar{width:30%;vertical-align:middle}td.bar svg{width:100%;height:10px;display:block}td.bar rect{fill:var(--blue)}
.empty,.more,.notes{color:var(--muted);font-size:13px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
@media print{body{background:#fff}section,.kpi{break-inside:avoid}}
`;

/** The whole report as an HTML document. */
export function formatAnalyticsHtml(report: AnalyticsReport, generatedAt = new Date()): string {
  const { current, previous } = report.totals;
  const rate = (figures: Figures) => conversionRate(figures) ?? 0;
  const kpis = [
    kpi('Visitors', current.visitors, previous.visitors),
    kpi('Visits', current.visits, previous.visits),
    kpi('Page views', current.pageviews, previous.pageviews),
    kpi('Leads', current.leads, previous.leads),
    kpi('Consultations booked', current.bookings, previous.bookings),
    kpi('Contact messages', current.contacts, previous.contacts),
    kpi('Newsletter sign-ups', current.signups, previous.signups),
    kpi('Conversion rate', rate(current), rate(previous), (value) => percent(value)),
  ].join('');
  const visits = { name: 'Visits', of: (figures: Figures) => figures.visits };
  const title = `Website analytics, ${report.period.from} – ${report.period.to}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="sub">UTC days, each figure beside the ${report.previous.from} – ${report.previous.to} period of the same length. Made ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.</p>
<dl class="kpis">${kpis}</dl>
<section><h2>Per day</h2>${dailyChart(report.daily)}</section>
<div class="grid2">
${barSection({ title: 'Entry pages', lines: report.entries, none: '(none)', measure: visits, withConversions: true })}
${barSection({ title: 'Campaigns', lines: report.campaigns, none: 'No campaign', measure: visits, withConversions: true })}
${barSection({ title: 'Referrers', lines: report.referrers, none: 'Direct / none', measure: visits, withConversions: true })}
${barSection({ title: 'Top pages', lines: report.pages, none: '(none)', measure: { name: 'Page views', of: (figures) => figures.pageviews } })}
${barSection({ title: 'Devices', lines: report.devices, none: '(none)', measure: { name: 'Visitors', of: (figures) => figures.visitors } })}
${barSection({ title: 'Events', lines: report.events, none: '(none)', measure: { name: 'Count', of: (figures) => figures.events } })}
</div>
<p class="notes">Visitors are counted per day without cookies (a browser seen on two days is two visitors); a visit is one browser tab's session; conversions are leads, consultations booked, contact messages and newsletter sign-ups, attributed to the entry page, referrer and campaign of the visit they happened in.</p>
</main>
</body>
</html>
`;
}
