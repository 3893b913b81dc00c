/**
 * CPU time the hypervisor took from this virtual machine ("steal" in /proc/stat). A trace recorded
 * while the host ran someone else measures the host, not the page: perf:trace records such a run again.
 */
import { readFileSync } from 'node:fs';

export interface CpuTimes {
  steal: number;
  total: number;
}

/** The first line of /proc/stat ("cpu user nice system idle iowait irq softirq steal …"); null off Linux. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  return { steal: fields[7]!, total: fields.reduce((sum, n) => sum + n, 0) };
}

export function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** Share of all CPU time between two readings that was stolen (0 when unknown). */
export function stolenShare(before: CpuTimes | null, after: CpuTimes | null): number {
  if (!before || !after || after.total <= before.total) return 0;
  return (after.steal - before.steal) / (after.total - before.total);
}
