import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import { ENCODED_EXTENSIONS } from '../../model/encodings';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text, as served by our server, nginx (gzip_static) and static hosts. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|xml|svg|txt|yml|webmanifest)$/;
/** Below this the encoding's overhead eats the gain (and @fastify/compress's own threshold). */
export const MIN_BYTES = 1024;

/**
 * Hashed assets never change and are cached for a year, so they get brotli's slowest, smallest
 * setting once. Pages, their data, feeds and the rest change with every build and grow with the
 * content (one or two files per article), so 8: on this site's pages, 10 and 9 take many times as
 * long a page (9 the longest: its hasher's set-up dominates inputs of this size), and 10's slightly
 * smaller copies cost a site of many articles a noticeably longer build (measured: docs/performance.md,
 * "Measurements behind the code").
 */
function brotliQuality(relative: string): number {
  return relative.startsWith('assets/') ? constants.BROTLI_MAX_QUALITY : 8;
}

/**
 * A new TCP connection sends 10 segments before its first acknowledgement (RFC 6928): 14,600 bytes.
 * A page whose response (its headers included: the budget leaves them 1,600 bytes) fits them arrives
 * in one round trip, and one that misses by a byte takes two: on a phone's network that is some 150 ms
 * more before the first paint (Lighthouse's simulation counts it too). A page over the budget at
 * quality 8 gets the slowest setting (smaller, but far slower to make; measured: docs/performance.md,
 * "Measurements behind the code"), so only pages near the line pay for it.
 */
export const FIRST_ROUND_TRIP_BODY_BYTES = 14_600 - 1_600;

async function brotliFor(relative: string, source: Buffer): Promise<Buffer> {
  const encode = (quality: number) =>
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
  const quality = brotliQuality(relative);
  const encoded = await encode(quality);
  const page = relative.endsWith('.html');
  return page && encoded.length > FIRST_ROUND_TRIP_BODY_BYTES && quality < constants.BROTLI_MAX_QUALITY ? encode(constants.BROTLI_MAX_QUALITY) : encoded;
}

async function compressibleFiles(dir: string): Promise<string[]> {
  const files: { file: string; size: number }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size } = await stat(file);
    if (size >= MIN_BYTES) files.push({ file, size });
  }
  // Largest first, so no big file starts last and keeps one thread busy alone at the end.
  return files.sort((a, b) => b.size - a.size).map(({ file }) => file);
}

async function compressFile(dir: string, file: string): Promise<number> {
  const source = await readFile(file);
  const relative = path.relative(dir, file).split(path.sep).join('/');
  const [br, gz] = await Promise.all([brotliFor(relative, source), gzipped(source, { level: 9 })]);
  await Promise.all([writeFile(file + ENCODED_EXTENSIONS.br, br), writeFile(file + ENCODED_EXTENSIONS.gzip, gz)]);
  return source.length - br.length;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of dist/ over MIN_BYTES, so no server
 * compresses the same bytes again on every request. Runs the compressions on libuv's thread pool, a
 * few files at a time. Returns how many files it compressed and the bytes brotli saved.
 */
export async function precompressDist(dir: string): Promise<{ files: number; savedBytes: number }> {
  const files = await compressibleFiles(dir);
  let savedBytes = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) savedBytes += await compressFile(dir, file);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, savedBytes };
}

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** Each compressible file whose .br or .gz copy is missing or decodes to other bytes (for check:dist). */
export async function copyProblems(dir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of await compressibleFiles(dir)) {
    const source = readFileSync(file);
    for (const [encoding, extension] of Object.entries(ENCODED_EXTENSIONS) as [keyof typeof DECODERS, string][]) {
      const relative = path.relative(dir, file + extension);
      if (!existsSync(file + extension)) problems.push(`${relative} missing`);
      else if (!DECODERS[encoding](readFileSync(file + extension)).equals(source)) problems.push(`${relative} is not ${path.basename(file)} compressed`);
    }
  }
  return problems;
}
