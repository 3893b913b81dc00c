import { describe, expect, it } from 'vitest';
import { MAX_RECORDINGS, parseCpuTimes, recordWithoutSteal, stolenShare } from './cpuSteal';

const stat = (steal: number, idle: number) => `cpu  100 0 50 ${idle} 0 0 0 ${steal} 0 0\ncpu0 50 0 25 10 0 0 0 0 0 0\n`;

describe('cpu steal', () => {
  it('reads steal and total jiffies from the aggregate line of /proc/stat', () => {
    expect(parseCpuTimes(stat(7, 843))).toEqual({ steal: 7, total: 1000 });
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
  });

  it('gives the stolen share of the CPU time between two readings', () => {
    expect(stolenShare(parseCpuTimes(stat(0, 850)), parseCpuTimes(stat(20, 1030)))).toBeCloseTo(0.1);
    expect(stolenShare(null, parseCpuTimes(stat(20, 1030)))).toBe(0);
  });

  it('records a run again while the host took the CPU, and keeps the first clean one', async () => {
    // Readings before and after each run: 10 % stolen during the first run, none during the second.
    const readings = [stat(0, 850), stat(20, 1030), stat(20, 1030), stat(20, 1230)].map(parseCpuTimes);
    const discarded: number[] = [];
    const reasons: string[] = [];
    let runs = 0;
    const kept = await recordWithoutSteal(async () => (runs += 1), {
      readTimes: () => readings.shift()!,
      discard: (run) => discarded.push(run),
      onRepeat: (reason) => reasons.push(reason),
    });
    expect(kept).toBe(2);
    expect(discarded).toEqual([1]);
    expect(reasons).toEqual(['10.0 % of the CPU stolen by the host']);
  });

  it('gives up after MAX_RECORDINGS invalid recordings and keeps the last one', async () => {
    let runs = 0;
    const kept = await recordWithoutSteal(async () => (runs += 1), { valid: () => false, readTimes: () => null });
    expect(kept).toBe(MAX_RECORDINGS);
  });
});
