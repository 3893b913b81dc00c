/**
 * Whether something outside the measurement took the CPU while a run was recorded: the hypervisor
 * ("steal" in /proc/stat) or another process on this machine (CPU time of processes outside the
 * measuring script's own process tree: the browser, the server and the tools it started). A trace
 * recorded then measures the host, not the page: perf:trace and the Lighthouse gate record it again.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuTimes {
  steal: number;
  /** Time spent running processes, in user and kernel mode (jiffies, all cores). */
  busy: number;
  total: number;
  /** Of `busy`, what the measuring script's own process tree used (jiffies, all cores). */
  own: number;
}

/** The aggregate line of /proc/stat ("cpu user nice system idle iowait irq softirq steal …"); null off Linux. */
export function parseCpuTimes(procStat: string): Omit<CpuTimes, 'own'> | null {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  const [user, nice, system] = fields as [number, number, number];
  return { steal: fields[7]!, busy: user + nice + system, total: fields.reduce((sum, n) => sum + n, 0) };
}

export interface ProcessTimes {
  pid: number;
  ppid: number;
  /** The command name (/proc/<pid>/stat's second field, truncated by the kernel to 15 bytes). */
  name: string;
  /** utime + stime + cutime + cstime: the process's CPU time and that of its waited-for children. */
  ticks: number;
}

/** One /proc/<pid>/stat line; the command name may hold spaces and parentheses. */
export function parseProcessStat(stat: string): ProcessTimes | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number.parseInt(stat, 10);
  const name = stat.slice(stat.indexOf('(') + 1, close);
  // After "pid (comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const rest = stat.slice(close + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(rest[i]), 0);
  const ppid = Number(rest[1]);
  return Number.isFinite(pid) && Number.isFinite(ppid) && Number.isFinite(ticks) ? { pid, ppid, name, ticks } : null;
}

export interface ProcessUse {
  pid: number;
  name: string;
  /** Share of one core the process used between the two readings. */
  share: number;
}

/**
 * The processes outside `ownRoot`'s tree that used the most CPU between two readings of /proc, at
 * most `top` of them and only those over `minShare` of one core: what a gate names when the
 * machine was not quiet before it started (a leftover server or browser of an earlier step).
 */
export function busiestOthers(before: ProcessTimes[], after: ProcessTimes[], { ownRoot, elapsedTicks, top = 5, minShare = 0.02 }: { ownRoot: number; elapsedTicks: number; top?: number; minShare?: number }): ProcessUse[] {
  const own = tree(after, ownRoot);
  const earlier = new Map(before.map((p) => [p.pid, p.ticks]));
  return after
    .filter((p) => !own.has(p.pid) && earlier.has(p.pid))
    .map((p) => ({ pid: p.pid, name: p.name, share: (p.ticks - earlier.get(p.pid)!) / Math.max(1, elapsedTicks) }))
    .filter((p) => p.share >= minShare)
    .sort((a, b) => b.share - a.share)
    .slice(0, top);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * Samples the machine for `sampleMs` and describes what outside our tree used the CPU, or null when
 * nothing used over 2 % of a core.
 */
export async function describeOtherCpuUse(sampleMs = 2_000): Promise<string | null> {
  let before: ProcessTimes[];
  try {
    before = readProcesses();
  } catch {
    return null;
  }
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const elapsedTicks = ((performance.now() - started) / 1000) * USER_HZ;
  const busiest = busiestOthers(before, readProcesses(), { ownRoot: process.pid, elapsedTicks });
  return busiest.length === 0 ? null : busiest.map((p) => `${p.name} (pid ${p.pid}) ${(p.share * 100).toFixed(0)} % of a core`).join(', ');
}

/** The ids of `root` and all its descendants among `processes`. */
function tree(processes: ProcessTimes[], root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const ids = new Set<number>([root]);
  const pending = [root];
  while (pending.length > 0) {
    for (const child of children.get(pending.pop()!) ?? []) {
      ids.add(child);
      pending.push(child);
    }
  }
  return ids;
}

/** CPU ticks of `root` and all its descendants among `processes`. */
export function treeTicks(processes: ProcessTimes[], root: number): number {
  const ids = tree(processes, root);
  return processes.reduce((sum, p) => sum + (ids.has(p.pid) ? p.ticks : 0), 0);
}

function readProcesses(): ProcessTimes[] {
  const processes: ProcessTimes[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const p = parseProcessStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (p) processes.push(p);
    } catch {
      // The process ended while the list was read.
    }
  }
  return processes;
}

export function readCpuTimes(): CpuTimes | null {
  try {
    const system = parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
    return system && { ...system, own: treeTicks(readProcesses(), process.pid) };
  } catch {
    return null;
  }
}

export interface Disturbance {
  /** Share of all CPU time between two readings that the hypervisor took. */
  stolen: number;
  /** Share of all CPU time between two readings that processes outside our own tree used. */
  foreign: number;
}

/** What took the CPU between two readings (zeros when unknown). */
export function disturbance(before: CpuTimes | null, after: CpuTimes | null): Disturbance {
  if (!before || !after || after.total <= before.total) return { stolen: 0, foreign: 0 };
  const total = after.total - before.total;
  const foreign = after.busy - before.busy - (after.own - before.own);
  return { stolen: (after.steal - before.steal) / total, foreign: Math.max(0, foreign) / total };
}

/** A run during which the hypervisor took more of the CPU than this measured the host: record it again. */
export const MAX_STOLEN_SHARE = 0.03;
/**
 * Likewise for other processes on this machine. Higher than the steal limit: the kernel's own threads
 * and the accounting's rounding (the tree's time is read process by process) make a few per cent on a
 * quiet machine.
 */
export const MAX_FOREIGN_SHARE = 0.06;
/** How often one run is recorded at most before its last recording is kept. */
export const MAX_RECORDINGS = 4;

/** Why a run must be recorded again, or null when nothing took the CPU from it. */
export function disturbedBy({ stolen, foreign }: Disturbance, countForeign = true): string | null {
  if (stolen > MAX_STOLEN_SHARE) return `${(stolen * 100).toFixed(1)} % of the CPU stolen by the host`;
  if (countForeign && foreign > MAX_FOREIGN_SHARE) return `${(foreign * 100).toFixed(1)} % of the CPU used by other processes`;
  return null;
}

/**
 * How many disturbed runs a gate may record again in all. A machine that is busy all the time gains
 * nothing from repeats, and they must not take a gate past CI's time limit.
 */
export class RepeatBudget {
  constructor(public left: number) {}
}

/**
 * Records one run, again while the host or another process took the CPU during it (while `budget`
 * lasts) or `valid` rejects it (at most MAX_RECORDINGS times; the last recording is kept). `discard`
 * drops a rejected recording's output. Reports each repeat to `onRepeat` with its reason.
 */
export async function recordUndisturbed<T>(
  record: () => Promise<T>,
  {
    valid = () => true,
    discard = () => {},
    onRepeat = () => {},
    readTimes = readCpuTimes,
    budget = new RepeatBudget(Infinity),
    countForeign = true,
  }: {
    valid?: (run: T) => boolean;
    discard?: (run: T) => void;
    onRepeat?: (reason: string) => void;
    readTimes?: () => CpuTimes | null;
    budget?: RepeatBudget;
    /**
     * Off where the recording's own processes end without their parent collecting them (lhci kills
     * Chrome's process group): their CPU time then leaves the tree and would count as foreign.
     */
    countForeign?: boolean;
  } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = readTimes();
    const run = await record();
    const disturbed = disturbedBy(disturbance(before, readTimes()), countForeign);
    const reason = !valid(run) ? 'an invalid recording' : disturbed && budget.left > 0 ? disturbed : null;
    if (!reason || attempt === MAX_RECORDINGS) return run;
    if (reason === disturbed) budget.left -= 1;
    discard(run);
    onRepeat(reason);
  }
}

/**
 * Waits until the machine's CPUs have been nearly idle (under `maxBusyShare` busy) for `windowMs`,
 * for at most `timeoutMs`; returns whether they were. Before a trace: a new browser window starts
 * work of Chromium's own (a WebUI renderer took about a second of CPU per new context here) that
 * would otherwise run beside the page being measured.
 */
export async function waitForIdleCpu({
  maxBusyShare = 0.1,
  windowMs = 250,
  timeoutMs = 5_000,
  readTimes = readCpuTimes,
}: { maxBusyShare?: number; windowMs?: number; timeoutMs?: number; readTimes?: () => CpuTimes | null } = {}): Promise<boolean> {
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
