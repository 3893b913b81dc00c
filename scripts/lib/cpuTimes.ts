/**
 * The machine's CPU times from /proc/stat, for a wait for idle CPUs before a trace or a Lighthouse
 * run (npm run bench): a new browser context of Chromium starts a WebUI renderer of its own, about a
 * second of CPU, and a closed tab's renderer and the last run's audits still run for a moment; either
 * would otherwise run beside the page being measured.
 */
import { readFileSync } from 'node:fs';

export interface CpuTimes {
  steal: number;
  /** Time spent running processes, in user and kernel mode (jiffies, all cores). */
  busy: number;
  total: number;
}

/** The aggregate line of /proc/stat ("cpu user nice system idle iowait irq softirq steal …"); null off Linux. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  const [user, nice, system] = fields as [number, number, number];
  return { steal: fields[7]!, busy: user + nice + system, total: fields.reduce((sum, n) => sum + n, 0) };
}

export function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Waits until the machine's CPUs have been nearly idle (under `maxBusyShare` busy) for `windowMs`,
 * for at most `timeoutMs`; returns whether they were.
 */
export async function waitForIdleCpu({
  maxBusyShare = 0.1,
  windowMs = 250,
  timeoutMs = 5_000,
  readTimes = readCpuTimes,
}: {
  maxBusyShare?: number;
  windowMs?: number;
  timeoutMs?: number;
  readTimes?: () => CpuTimes | null;
} = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let before = readTimes();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = readTimes();
    if (!before || !after) return false;
    const total = after.total - before.total;
    if (total > 0 && (after.busy - before.busy + after.steal - before.steal) / total <= maxBusyShare) return true;
    before = after;
  }
  return false;
}
