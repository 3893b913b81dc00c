/**
 * Runs Lighthouse for scripts/lib/lighthouseRuns.ts in a process of lower scheduling priority (nice)
 * than Chromium's. On a 2-core machine Lighthouse's own JavaScript (the DevTools protocol traffic
 * it handles while the page loads) competes with the page's main thread for a core, and simulated
 * throttling counts every millisecond that thread waits as the page's work (a task's wall time × 4).
 * Messages: { url, port } in, { lhr } or { error } out.
 */
import lighthouse from 'lighthouse';
import type { Result as Lhr } from 'lighthouse';

export interface RunRequest {
  url: string;
  port: number;
  settings: Record<string, unknown>;
}
/** `code`: Lighthouse's runtime error (NO_NAVSTART, …): its measurement failed, not necessarily the page. */
export type RunReply = { lhr: Lhr } | { error: string; code?: string };

async function run({ url, port, settings }: RunRequest): Promise<Lhr> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw Object.assign(new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`), { code: lhr?.runtimeError?.code });
  return lhr;
}

process.on('message', (request: RunRequest) => {
  run(request).then(
    (lhr) => process.send!({ lhr } satisfies RunReply),
    (error: unknown) =>
      process.send!({ error: error instanceof Error ? error.message : String(error), code: (error as { code?: string }).code } satisfies RunReply),
  );
});
