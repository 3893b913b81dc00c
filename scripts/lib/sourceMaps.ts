/**
 * The build's source maps (moved out of dist/ into .sourcemaps/ so they are never served), used to
 * name what runs in a trace: a minified frame in assets/framework-*.js becomes
 * node_modules/react-dom/… or src/features/….
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** Source maps by the asset's URL path ('/assets/framework-abc.js'). */
export type SourceMaps = Map<string, TraceMap>;

export function loadSourceMaps(dir: string): SourceMaps {
  const maps: SourceMaps = new Map();
  if (!existsSync(dir)) return maps;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js.map')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path
      .relative(dir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.map$/, '')}`;
    maps.set(urlPath, new TraceMap(readFileSync(file, 'utf8')));
  }
  return maps;
}

/** The source file of a position in a built asset (line and column 0-based, as V8 reports them). */
export function sourceOf(maps: SourceMaps, urlPath: string, line: number, column: number): string | undefined {
  const map = maps.get(urlPath);
  if (!map) return undefined;
  return originalPositionFor(map, { line: line + 1, column: Math.max(0, column) }).source ?? undefined;
}
