import { readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const map = new TraceMap(readFileSync(file.replace('dist/', '.sourcemaps/').replace(/$/, '.map').replace('/tmp/old/.sourcemaps', '/tmp/old/.sourcemaps'), 'utf8'));
  const lines = code.split('\n');
  const segs: { line: number; col: number; src: string }[] = [];
  eachMapping(map, (m) => segs.push({ line: m.generatedLine, col: m.generatedColumn, src: (m.source ?? '?').replace(/.*node_modules\//, '').split('/').slice(0, 1).join('/') }));
  const by = new Map<string, number>();
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!, n = segs[i + 1];
    const len = n && n.line === s.line ? n.col - s.col : (lines[s.line - 1]?.length ?? 0) - s.col;
    by.set(s.src, (by.get(s.src) ?? 0) + len);
  }
  console.log(file, code.length, [...by].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k}:${(v / 1024).toFixed(1)}K`).join(' '));
}
