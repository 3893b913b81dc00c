/**
 * Reads a Chromium trace (DevTools protocol, timeline + CPU profiler categories) of one page load:
 * finds the page's main thread and its top-level tasks, and attributes the time of the long ones
 * (over 50 ms) to what ran in them. Browser work comes from the trace events' own names (style
 * recalculation, layout, parsing, GC); script time is split by the CPU samples taken inside it,
 * each named by the source file its frames map to.
 */
import { sourceOf, type SourceMaps } from './sourceMaps';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Chromium's trace arguments are free-form JSON per event type
  args?: Record<string, any>;
}

export interface Contributor {
  name: string;
  ms: number;
}

export interface PageTrace {
  /** Longest top-level task from the first byte of HTML parsed to the end of the trace, ms. */
  longestTask: number;
  /** Σ (task − 50 ms) over those tasks, ms: Total Blocking Time without Lighthouse's FCP→TTI window. */
  blockingTime: number;
  longTasks: { start: number; ms: number; contributors: Contributor[] }[];
  /** First contentful paint, ms after the document's first parse (NaN when the trace has none). */
  fcp: number;
  /** Σ (task − 50 ms) over the tasks that start after FCP: the window Total Blocking Time counts. */
  blockingAfterFcp: number;
  /** The longest task before FCP (the browser parsing, laying out and painting the HTML) and after it (our scripts, hydration). */
  longestBeforeFcp: number;
  longestAfterFcp: number;
  /** Where the long tasks' time went, largest first. */
  contributors: Contributor[];
}

const LONG_TASK_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Browser work named by its trace event; anything not listed inherits its parent's kind. */
const EVENT_KINDS: [RegExp, string][] = [
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/, 'style recalculation'],
  [/^Layout$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers)$/, 'paint and commit'],
  [/^ParseHTML$/, 'HTML parsing'],
  [/^(MinorGC|MajorGC|V8\.GC.*|BlinkGC\..*)$/, 'garbage collection'],
  [/^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.compileEval|CompileScript)$/, 'script compile'],
  [/^(LocalWindowProxy::Initialize|V8\.DeserializeContext)$/, 'page context set-up'],
  [
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.callFunction|v8\.run|TimerFire|RunMicrotasks|EventDispatch|FireAnimationFrame|FireIdleCallback)$/,
    'JS',
  ],
];
const EVALUATE = /^(EvaluateScript|v8\.evaluateModule)$/;

function kindOf(name: string): string | undefined {
  return EVENT_KINDS.find(([pattern]) => pattern.test(name))?.[1];
}

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface Sample {
  ts: number;
  stack: CallFrame[]; // leaf first
}

function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profiles = new Map<string, { time: number }>();
  // The profile starts on the main thread; its chunks come from V8's profiler thread of that process.
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid) profiles.set(event.id ?? '', { time: event.args?.data?.startTime ?? event.ts });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id ?? '');
    const data = event.args?.data ?? {};
    for (const node of (data.cpuProfile?.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
    const ids = (data.cpuProfile?.samples ?? []) as number[];
    const deltas = (data.timeDeltas ?? []) as number[];
    if (!profile) continue;
    ids.forEach((id, index) => {
      profile.time += deltas[index] ?? 0;
      const stack: CallFrame[] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.push(node.callFrame);
      samples.push({ ts: profile.time, stack });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** A readable name for the code a source file belongs to. */
export function codeOwner(source: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (modules) {
    const pkg = modules[1]!;
    if (pkg === 'styled-components' || pkg === 'stylis' || pkg === '@emotion/is-prop-valid' || pkg === '@emotion/unitless') return 'styled-components';
    if (pkg === 'react-dom' || pkg === 'scheduler') return "React (an island's hydration, commit)";
    return pkg;
  }
  const app = /(?:^|\/)src\/(.+?)(?:\.[jt]sx?)?$/.exec(source);
  if (app) return `src/${app[1]}`;
  return source;
}

function sampleLabel(sample: Sample, maps: SourceMaps, pageUrl: string): string {
  const leaf = sample.stack[0];
  if (!leaf) return 'other';
  if (leaf.functionName === '(garbage collector)') return 'garbage collection';
  if (leaf.functionName === '(program)' || leaf.functionName === '(idle)') return 'browser work';
  const owners: string[] = [];
  for (const frame of sample.stack) {
    if (!frame.url) continue;
    let urlPath: string;
    try {
      urlPath = new URL(frame.url).pathname;
    } catch {
      continue;
    }
    if (frame.url.split('#')[0] === pageUrl.split('#')[0]) {
      owners.push('inline bootstrap');
      continue;
    }
    const source = sourceOf(maps, urlPath, frame.lineNumber ?? 0, frame.columnNumber ?? 0);
    owners.push(source ? codeOwner(source) : urlPath.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js'));
  }
  // styled-components runs inside React's render: count it wherever it appears in the stack.
  if (owners.includes('styled-components')) return 'styled-components';
  return owners[0] ?? leaf.functionName ?? 'other';
}

interface Node {
  event: TraceEvent;
  end: number;
  kind: string;
  children: Node[];
}

function ranked(totals: Map<string, number>): Contributor[] {
  return [...totals].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

function add(totals: Map<string, number>, name: string, us: number): void {
  if (us > 0) totals.set(name, (totals.get(name) ?? 0) + us);
}

const isDocumentParse = (e: TraceEvent) => e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? '');

/** Whether the trace holds the parse of the page's HTML (the start of everything analyseTrace measures). */
export function hasDocumentParse(events: TraceEvent[]): boolean {
  return events.some(isDocumentParse);
}

/** What a trace holds, for an error about one that cannot be analysed: its size, processes and parsed documents. */
export function describeTrace(events: TraceEvent[]): string {
  const processes = new Set(events.map((e) => e.pid)).size;
  const parsed = [...new Set(events.filter((e) => e.name === 'ParseHTML').map((e) => e.args?.beginData?.url ?? '?'))];
  return `${events.length} events from ${processes} process(es); documents parsed: ${parsed.join(', ') || 'none'}`;
}

export function analyseTrace(events: TraceEvent[], maps: SourceMaps, longTaskMs = LONG_TASK_MS): PageTrace {
  // The page's renderer main thread: the CrRendererMain whose ParseHTML parsed an http(s) document.
  const parse = events.find(isDocumentParse);
  if (!parse) throw new Error('trace has no ParseHTML of the page');
  const { pid, tid } = parse;
  const pageUrl: string = parse.args?.beginData?.url;
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  onThread.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  // Top-level tasks from the first parse of the document on (the navigation commit before it is
  // the browser creating the page, with nothing of ours in it).
  const tasks: TraceEvent[] = [];
  let lastEnd = -Infinity;
  for (const event of onThread) {
    if (!TASK_NAMES.has(event.name) || event.ts < lastEnd) continue;
    lastEnd = event.ts + (event.dur ?? 0);
    if (lastEnd > parse.ts) tasks.push(event);
  }
  const longTasks = tasks.filter((task) => (task.dur ?? 0) / 1000 > longTaskMs);
  const samples = samplesOf(events, pid, tid);
  const totals = new Map<string, number>();
  const perTask: Contributor[][] = [];

  for (const task of longTasks) {
    const taskTotals = new Map<string, number>();
    const taskEnd = task.ts + (task.dur ?? 0);
    const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts < taskEnd);
    const root: Node = { event: task, end: taskEnd, kind: 'other', children: [] };
    const stack: Node[] = [root];
    for (const event of inside) {
      const end = event.ts + (event.dur ?? 0);
      while (stack.length > 1 && event.ts >= stack[stack.length - 1]!.end) stack.pop();
      const parent = stack[stack.length - 1]!;
      const node: Node = { event, end, kind: kindOf(event.name) ?? parent.kind, children: [] };
      if (EVALUATE.test(event.name)) {
        const url: string = event.args?.data?.url ?? '';
        node.kind = `evaluate ${url ? new URL(url, pageUrl).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js') : 'module graph'}`;
      }
      parent.children.push(node);
      stack.push(node);
    }
    // Self time per node; script self time is split by the samples inside that node.
    const visit = (node: Node): void => {
      const self = node.end - node.event.ts - node.children.reduce((sum, child) => sum + (child.end - child.event.ts), 0);
      if (node.kind === 'JS' || node.kind === 'other' || node.kind.startsWith('evaluate ')) {
        const within = samples.filter((s) => s.ts >= node.event.ts && s.ts < node.end && !node.children.some((c) => s.ts >= c.event.ts && s.ts < c.end));
        const labels = within.map((s) => sampleLabel(s, maps, pageUrl)).filter((label) => label !== 'browser work');
        if (labels.length === 0) add(taskTotals, node.kind === 'JS' ? 'script (unsampled)' : node.kind === 'other' ? 'browser work' : node.kind, self);
        else {
          const prefix = node.kind.startsWith('evaluate ') ? `${node.kind}: ` : '';
          for (const label of labels) add(taskTotals, label === 'garbage collection' ? label : `${prefix}${label}`, self / labels.length);
        }
      } else add(taskTotals, node.kind, self);
      node.children.forEach(visit);
    };
    visit(root);
    perTask.push(ranked(taskTotals));
    for (const [name, us] of taskTotals) add(totals, name, us);
  }

  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const fcp = fcpEvent ? fcpEvent.ts : NaN;
  return {
    longestTask: Math.max(0, ...durations),
    blockingTime: durations.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
    fcp: (fcp - parse.ts) / 1000,
    blockingAfterFcp: tasks.filter((task) => task.ts >= fcp).reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - LONG_TASK_MS), 0),
    longestBeforeFcp: Math.max(0, ...tasks.filter((task) => task.ts < fcp).map((task) => (task.dur ?? 0) / 1000)),
    longestAfterFcp: Math.max(0, ...tasks.filter((task) => task.ts >= fcp).map((task) => (task.dur ?? 0) / 1000)),
    longTasks: longTasks.map((task, index) => ({ start: (task.ts - parse.ts) / 1000, ms: (task.dur ?? 0) / 1000, contributors: perTask[index] ?? [] })),
    contributors: ranked(totals),
  };
}
