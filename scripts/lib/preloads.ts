/**
 * What each page's HTML preloads, read from Vite's build manifest: the chunks the browser's start-up
 * imports (src/app/hydrate.ts evaluates them one step at a time, so none of them may be fetched late)
 * and the page's own view module and data chunk. On-demand code (chat panel, search, dialogs) is
 * not preloaded.
 */
import { pageModuleFile } from '../../src/site/views';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The module whose dynamic imports are the start-up steps. */
export const STARTUP_MODULE = 'src/app/hydrate.ts';

function withStaticImports(manifest: BuildManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`preloads: ${key} is not in the build manifest`);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  into.add(`/${chunk.file}`);
}

export function startupPreloads(manifest: BuildManifest): string[] {
  const files = new Set<string>();
  withStaticImports(manifest, STARTUP_MODULE, files);
  for (const step of manifest[STARTUP_MODULE]?.dynamicImports ?? []) withStaticImports(manifest, step, files);
  return [...files];
}

/** The page's view module (with what it imports) and, for manifest pages, its data chunk. */
export function pagePreloads(manifest: BuildManifest, viewModule: string, dataModule?: string): string[] {
  const files = new Set<string>();
  withStaticImports(manifest, pageModuleFile(viewModule), files);
  if (dataModule) withStaticImports(manifest, dataModule, files);
  return [...files];
}
