import { describe, expect, it } from 'vitest';
import { analyseTrace, codeOwner, type TraceEvent } from './traceAnalysis';

const PID = 1;
const MAIN = 10;
const ms = 1000;

function task(start: number, duration: number, children: Partial<TraceEvent>[] = []): TraceEvent[] {
  return [
    { name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', ts: start * ms, dur: duration * ms, pid: PID, tid: MAIN },
    ...children.map((child) => ({ cat: 'devtools.timeline', ph: 'X', pid: PID, tid: MAIN, ...child }) as TraceEvent),
  ];
}

const trace: TraceEvent[] = [
  ...task(0, 10, [{ name: 'ParseHTML', ts: 0, dur: 9 * ms, args: { beginData: { url: 'http://127.0.0.1:1/contact' } } }]),
  ...task(10, 70, [
    { name: 'UpdateLayoutTree', ts: 10 * ms, dur: 20 * ms },
    { name: 'Layout', ts: 30 * ms, dur: 45 * ms },
  ]),
  { name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: 85 * ms, pid: PID, tid: MAIN },
  ...task(100, 80, [{ name: 'v8.evaluateModule', ts: 100 * ms, dur: 80 * ms }]),
  ...task(200, 30, [{ name: 'FunctionCall', ts: 200 * ms, dur: 30 * ms }]),
  // Another thread's long task does not count.
  { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: 300 * ms, dur: 500 * ms, pid: PID, tid: 99 },
];

describe('analyseTrace', () => {
  const result = analyseTrace(trace, new Map());

  it("finds the page's main thread, its longest task and the blocking time after the first paint", () => {
    expect(result.longestTask).toBe(80);
    expect(result.longestBeforeFcp).toBe(70);
    expect(result.longestAfterFcp).toBe(80);
    expect(result.blockingAfterFcp).toBe(30);
    expect(result.blockingTime).toBe(20 + 30);
    expect(result.fcp).toBe(85);
  });

  it('names what ran in the long tasks, largest first', () => {
    expect(result.longTasks.map((long) => long.ms)).toEqual([70, 80]);
    expect(result.contributors.map((c) => c.name)).toEqual(['evaluate module graph', 'layout', 'style recalculation', 'browser work']);
    expect(result.contributors[0]?.ms).toBe(80);
    expect(result.contributors[1]?.ms).toBe(45);
  });
});

describe('codeOwner', () => {
  it.each([
    ['../../node_modules/styled-components/dist/styled-components.browser.esm.js', 'styled-components'],
    ['../../node_modules/stylis/src/Parser.js', 'styled-components'],
    ['../../node_modules/react-dom/cjs/react-dom.production.min.js', "React (an island's hydration, commit)"],
    ['../../node_modules/@scope/pkg/index.js', '@scope/pkg'],
    ['../../src/features/chat/ChatWidget.tsx', 'src/features/chat/ChatWidget'],
  ])('%s → %s', (source, owner) => {
    expect(codeOwner(source)).toBe(owner);
  });
});
