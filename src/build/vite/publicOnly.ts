/**
 * dist/ is what a host publishes whole: every file in it is for visitors. What only the API and
 * nginx read is written beside it (dist-internal/), and check:dist fails if any of it, or any private
 * fact it holds, turns up in dist/ again.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Files no host should publish, whatever their folder: nginx's snippets and source maps. */
const INTERNAL_KINDS = /\.(conf|map)$/;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Why dist/ holds something a visitor may not read: a file of the internal folder (by name, in
 * any folder), an internal kind of file, or a text file that states one of the private facts
 * (the consultants' e-mail addresses). Empty when dist/ is fit to publish.
 */
export async function internalFileProblems(distDir: string, internalDir: string, privateFacts: readonly string[]): Promise<string[]> {
  const internalNames = new Set((await filesBelow(internalDir)).map((file) => path.basename(file)));
  const problems: string[] = [];
  for (const file of await filesBelow(distDir)) {
    if (internalNames.has(path.basename(file)) || INTERNAL_KINDS.test(file)) {
      problems.push(`${file}: not for visitors (what the API or nginx reads belongs in ${path.basename(internalDir)}/)`);
      continue;
    }
    if (/\.(br|gz|png|jpe?g|webp|avif|ico|woff2?)$/.test(file)) continue;
    const text = await readFile(path.join(distDir, file), 'utf8');
    const stated = privateFacts.filter((fact) => text.includes(fact));
    if (stated.length > 0) problems.push(`${file}: states what is not for visitors (${stated.join(', ')})`);
  }
  return problems;
}
