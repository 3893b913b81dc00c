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

/** A run during which the hypervisor took more of the CPU than this measured the host: record it again. */
export const MAX_STOLEN_SHARE = 0.03;
/** How often one run is recorded at most before its last recording is kept. */
export const MAX_RECORDINGS = 4;

/**
 * Records one run, again while the host took over MAX_STOLEN_SHARE of the CPU during it or `valid`
 * rejects it (at most MAX_RECORDINGS times; the last recording is kept). `discard` drops a rejected
 * recording's output. Reports each repeat to `onRepeat` with its reason.
 */
export async function recordWithoutSteal<T>(
  record: () => Promise<T>,
  {
    valid = () => true,
    discard = () => {},
    onRepeat = () => {},
    readTimes = readCpuTimes,
  }: { valid?: (run: T) => boolean; discard?: (run: T) => void; onRepeat?: (reason: string) => void; readTimes?: () => CpuTimes | null } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = readTimes();
    const run = await record();
    const stolen = stolenShare(before, readTimes());
    const reason = !valid(run) ? 'an invalid recording' : stolen > MAX_STOLEN_SHARE ? `${(stolen * 100).toFixed(1)} % of the CPU stolen by the host` : null;
    if (!reason || attempt === MAX_RECORDINGS) return run;
    discard(run);
    onRepeat(reason);
  }
}
