import { readFileSync } from 'node:fs';
import { loadSourceMaps } from './lib/sourceMaps';
import { originalPositionFor } from '@jridgewell/trace-mapping';
const maps = loadSourceMaps('.sourcemaps');
const { traceEvents: ev } = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const minMs = Number(process.argv[3] ?? 8);
const parse = ev.find((e: any) => e.name === 'ParseHTML' && /^http/.test(e.args?.beginData?.url ?? ''));
const pid = parse.pid, tid = parse.tid;
const tasks = ev.filter((e: any) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > minMs * 1000 && e.ts > parse.ts + 150000).sort((a: any, b: any) => a.ts - b.ts);
const nodes = new Map(); let t = 0; const samples: any[] = [];
for (const e of ev) { if (e.pid !== pid) continue; if (e.name === 'Profile' && e.tid === tid) t = e.args.data.startTime; if (e.name !== 'ProfileChunk') continue;
  for (const n of e.args.data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  (e.args.data.cpuProfile?.samples ?? []).forEach((id: number, i: number) => { t += e.args.data.timeDeltas[i]; samples.push({ ts: t, id }); }); }
const name = (cf: any) => { if (!cf.url) return cf.functionName; const p = new URL(cf.url).pathname; const m = maps.get(p); if (!m) return `${cf.functionName}@${p}`; const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); return `${o.name ?? cf.functionName}@${(o.source ?? '').replace(/.*node_modules\//, '')}:${o.line}`; };
for (const task of tasks) {
  const inT = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
  const self = new Map<string, number>(); const incl = new Map<string, number>();
  for (const s of inT) { let n = nodes.get(s.id); self.set(name(n.callFrame), (self.get(name(n.callFrame)) ?? 0) + 1); const seen = new Set(); while (n) { const k = name(n.callFrame); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + 1); seen.add(k); } n = nodes.get(n.parent); } }
  console.log('TASK at', ((task.ts - parse.ts) / 1000).toFixed(0), (task.dur / 1000).toFixed(1), 'ms, samples', inT.length);
  console.log('  SELF', [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(x => x.join(' ')).join(' | '));
  console.log('  INCL', [...incl].sort((a, b) => b[1] - a[1]).slice(2, 16).map(x => x.join(' ')).join(' | '));
}
