/**
 * What the host charges for memory touched for the first time, printed by `npm run bench` beside its
 * steal time. On this machine kind the guest hands freed memory back to the hypervisor (virtio free
 * page reporting), so every page a process writes to first costs some 15 µs (a few tenths of a µs on
 * a dedicated machine). A browser tab that allocates 15 MB while it hydrates waits some 60 ms for
 * it, in its tasks' wall time, which Lighthouse's simulated throttling multiplies by 4 (Total
 * Blocking Time): a figure about the host, not the page.
 */
const PAGE_BYTES = 4096;
/** Above glibc's largest mmap threshold (32 MB), so the buffer is always freshly mapped memory. */
const PROBE_BYTES = 64 * 1024 * 1024;

export interface PageTouchCost {
  /** µs per page for the first write to freshly mapped memory (the fault). */
  firstUs: number;
  /** µs per page for a second write to the same memory (no fault). */
  againUs: number;
}

function touchEveryPage(buffer: Buffer): number {
  const started = performance.now();
  for (let offset = 0; offset < buffer.length; offset += PAGE_BYTES) buffer[offset] = 1;
  return ((performance.now() - started) * 1000) / (buffer.length / PAGE_BYTES);
}

export function measurePageTouchCost(): PageTouchCost {
  const buffer = Buffer.allocUnsafeSlow(PROBE_BYTES);
  const firstUs = touchEveryPage(buffer);
  return { firstUs, againUs: touchEveryPage(buffer) };
}
