import { describe, expect, it } from 'vitest';
import { parseCpuTimes, stolenShare } from './cpuSteal';

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
});
