import { describe, expect, it } from 'vitest';
import { busiestOthers, disturbance, MAX_RECORDINGS, parseCpuTimes, parseProcessStat, recordUndisturbed, RepeatBudget, treeTicks, waitForIdleCpu, type CpuTimes } from './cpuDisturbance';

const stat = (steal: number, idle: number, user = 100) => `cpu  ${user} 0 50 ${idle} 0 0 0 ${steal} 0 0\ncpu0 50 0 25 10 0 0 0 0 0 0\n`;
const times = (steal: number, idle: number, user: number, own: number): CpuTimes => ({ ...parseCpuTimes(stat(steal, idle, user))!, own });

describe('cpu disturbance', () => {
  it('reads steal, busy and total jiffies from the aggregate line of /proc/stat', () => {
    expect(parseCpuTimes(stat(7, 843))).toEqual({ steal: 7, busy: 150, total: 1000 });
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
  });

  it("reads a process's parent and CPU ticks, whatever its command name holds", () => {
    const line = '4242 (Web Content) (x) S 17 4242 4242 0 -1 4194560 100 0 0 0 30 12 5 3 20 0 1 0 1000 0 0';
    expect(parseProcessStat(line)).toEqual({ pid: 4242, ppid: 17, name: 'Web Content) (x', ticks: 50 });
    expect(parseProcessStat('garbage')).toBeNull();
  });

  it('sums the CPU ticks of a process and all its descendants, not its siblings', () => {
    const processes = [
      { pid: 1, ppid: 0, name: 'p1', ticks: 1000 },
      { pid: 10, ppid: 1, name: 'p10', ticks: 5 },
      { pid: 11, ppid: 10, name: 'p11', ticks: 7 },
      { pid: 12, ppid: 11, name: 'p12', ticks: 11 },
      { pid: 20, ppid: 1, name: 'p20', ticks: 300 },
    ];
    expect(treeTicks(processes, 10)).toBe(23);
  });

  it('names the processes outside our tree that used the CPU, busiest first, and none of ours', () => {
    const before = [
      { pid: 1, ppid: 0, name: 'init', ticks: 1000 },
      { pid: 10, ppid: 1, name: 'node', ticks: 5 },
      { pid: 11, ppid: 10, name: 'chrome', ticks: 7 },
      { pid: 20, ppid: 1, name: 'postgres', ticks: 300 },
      { pid: 30, ppid: 1, name: 'chromium', ticks: 50 },
    ];
    // 200 ticks pass: our tree (10, 11 and the new 12) is busy, a leftover chromium takes 90 % of a
    // core, postgres 10 %, init 1 % (under the floor); a process that started meanwhile has no baseline.
    const after = [
      { pid: 1, ppid: 0, name: 'init', ticks: 1002 },
      { pid: 10, ppid: 1, name: 'node', ticks: 105 },
      { pid: 11, ppid: 10, name: 'chrome', ticks: 207 },
      { pid: 12, ppid: 11, name: 'chrome', ticks: 90 },
      { pid: 20, ppid: 1, name: 'postgres', ticks: 320 },
      { pid: 30, ppid: 1, name: 'chromium', ticks: 230 },
      { pid: 40, ppid: 1, name: 'new', ticks: 500 },
    ];
    expect(busiestOthers(before, after, { ownRoot: 10, elapsedTicks: 200 })).toEqual([
      { pid: 30, name: 'chromium', share: 0.9 },
      { pid: 20, name: 'postgres', share: 0.1 },
    ]);
    expect(busiestOthers(before, after, { ownRoot: 10, elapsedTicks: 200, top: 1 })).toHaveLength(1);
  });

  it('tells CPU time taken by the host or by processes outside our tree from our own', () => {
    // 180 jiffies pass: 20 stolen; 100 busy, of which our tree used 40 and others 60.
    expect(disturbance(times(0, 850, 100, 0), times(20, 910, 200, 40))).toEqual({ stolen: 20 / 180, foreign: 60 / 180 });
    // All the busy time was ours.
    expect(disturbance(times(0, 850, 100, 0), times(0, 930, 200, 100)).foreign).toBe(0);
    expect(disturbance(null, times(20, 1030, 100, 0))).toEqual({ stolen: 0, foreign: 0 });
  });

  it('records a run again while the host or another process took the CPU, and keeps the first clean one', async () => {
    // Readings before and after each run: 10 % stolen during the first, 30 % used by another process
    // during the second, nothing during the third.
    const readings = [times(0, 850, 100, 0), times(20, 1030, 100, 0), times(20, 1030, 100, 0), times(20, 1100, 230, 0), times(20, 1100, 230, 0), times(20, 1200, 330, 100)];
    const discarded: number[] = [];
    const reasons: string[] = [];
    let runs = 0;
    const kept = await recordUndisturbed(async () => (runs += 1), {
      readTimes: () => readings.shift()!,
      discard: (run) => discarded.push(run),
      onRepeat: (reason) => reasons.push(reason),
    });
    expect(kept).toBe(3);
    expect(discarded).toEqual([1, 2]);
    expect(reasons).toEqual(['10.0 % of the CPU stolen by the host', '65.0 % of the CPU used by other processes']);
  });

  it('can leave other processes out, for recordings whose own processes are not collected by their parent', async () => {
    const readings = [times(0, 850, 100, 0), times(0, 950, 200, 0)];
    let runs = 0;
    expect(await recordUndisturbed(async () => (runs += 1), { readTimes: () => readings.shift()!, countForeign: false })).toBe(1);
  });

  it('stops repeating disturbed runs when the budget is spent, but still repeats invalid ones', async () => {
    const busy = () => [times(0, 850, 100, 0), times(0, 950, 200, 0)];
    const readings = [...busy(), ...busy(), ...busy()];
    const budget = new RepeatBudget(1);
    let runs = 0;
    const kept = await recordUndisturbed(async () => (runs += 1), { readTimes: () => readings.shift()!, budget });
    expect(kept).toBe(2);
    expect(budget.left).toBe(0);
    let invalidRuns = 0;
    expect(await recordUndisturbed(async () => (invalidRuns += 1), { valid: (run) => run > 1, readTimes: () => null, budget })).toBe(2);
  });

  it('gives up after MAX_RECORDINGS invalid recordings and keeps the last one', async () => {
    let runs = 0;
    const kept = await recordUndisturbed(async () => (runs += 1), { valid: () => false, readTimes: () => null });
    expect(kept).toBe(MAX_RECORDINGS);
  });

  it('waits until the CPUs have been nearly idle for a window, and gives up after its time-out', async () => {
    // Busy 60 % in the first window, 5 % in the second.
    const readings = [times(0, 850, 100, 0), times(0, 890, 160, 0), times(0, 985, 165, 0)];
    expect(await waitForIdleCpu({ windowMs: 1, readTimes: () => readings.shift()! })).toBe(true);
    expect(readings).toEqual([]);
    let user = 100;
    const alwaysBusy = () => times(0, 850, (user += 100), 0);
    expect(await waitForIdleCpu({ windowMs: 1, timeoutMs: 20, readTimes: alwaysBusy })).toBe(false);
  });
});
