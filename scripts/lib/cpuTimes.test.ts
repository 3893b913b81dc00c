import { describe, expect, it } from 'vitest';
import { parseCpuTimes, waitForIdleCpu } from './cpuTimes';

const stat = (steal: number, idle: number, user = 100) => `cpu  ${user} 0 50 ${idle} 0 0 0 ${steal} 0 0\ncpu0 50 0 25 10 0 0 0 0 0 0\n`;
const times = (steal: number, idle: number, user: number) => parseCpuTimes(stat(steal, idle, user))!;

describe('CPU times', () => {
  it('reads steal, busy and total jiffies from the aggregate line of /proc/stat', () => {
    expect(parseCpuTimes(stat(7, 843))).toEqual({ steal: 7, busy: 150, total: 1000 });
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
  });

  it('waits until the CPUs have been nearly idle for a window, and gives up after its time-out', async () => {
    // Busy 60 % in the first window, 5 % in the second.
    const readings = [times(0, 850, 100), times(0, 890, 160), times(0, 985, 165)];
    expect(await waitForIdleCpu({ windowMs: 1, readTimes: () => readings.shift()! })).toBe(true);
    expect(readings).toEqual([]);
    let user = 100;
    const alwaysBusy = () => times(0, 850, (user += 100));
    expect(await waitForIdleCpu({ windowMs: 1, timeoutMs: 20, readTimes: alwaysBusy })).toBe(false);
  });
});
