import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { copyProblems, FIRST_ROUND_TRIP_BODY_BYTES, precompressDist } from './precompress';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDist', () => {
  it('writes a .br and a .gz of each text file over 1 KB that decode to the same bytes, and nothing else', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vip-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'insights'));
    const text = (word: string) => `<p>${`${word} `.repeat(400)}</p>`;
    await writeFile(path.join(dir, 'index.html'), text('home'));
    await writeFile(path.join(dir, 'insights', 'index.html'), text('insights'));
    await writeFile(path.join(dir, 'assets', 'app-1a2b.js'), `export const a = "${'x'.repeat(3000)}";`);
    await writeFile(path.join(dir, 'feed.json'), JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: i })) }));
    await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4000, 7));

    const result = await precompressDist(dir);

    const written = (await readdir(dir, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name)).sort();
    expect(written).toEqual(['assets/app-1a2b.js', 'feed.json', 'index.html', 'insights/index.html'].flatMap((name) => [`${name}.br`, `${name}.gz`]).sort());
    expect(result.files).toBe(4);
    expect(result.savedBytes).toBeGreaterThan(0);
    for (const name of ['index.html', 'assets/app-1a2b.js', 'feed.json']) {
      const original = await readFile(path.join(dir, name));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, `${name}.gz`)))).toEqual(original);
      expect((await readFile(path.join(dir, `${name}.br`))).length).toBeLessThan(original.length / 4);
    }
  });
});

/** Text of `words` words that compresses as prose does: a seeded pseudo-random pick from 2,000 made-up words. */
function prose(words: number, seed = 7): string {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  const letter = () => String.fromCharCode(97 + (next() % 26));
  const vocabulary = Array.from({ length: 2_000 }, () => Array.from({ length: 3 + (next() % 6) }, letter).join(''));
  return `<p>${Array.from({ length: words }, () => vocabulary[next() % vocabulary.length]).join(' ')}</p>`;
}

const brotliAt = (source: string, quality: number) =>
  brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quality } });

describe('a page near the first round trip', () => {
  it("gets brotli's smallest setting when the quick one leaves it over the budget, and only then", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vip-precompress-'));
    const large = prose(9_000);
    const small = prose(2_000);
    expect(brotliAt(large, 8).length).toBeGreaterThan(FIRST_ROUND_TRIP_BODY_BYTES);
    expect(brotliAt(small, 8).length).toBeLessThan(FIRST_ROUND_TRIP_BODY_BYTES);
    await writeFile(path.join(dir, 'large.html'), large);
    await writeFile(path.join(dir, 'small.html'), small);

    await precompressDist(dir);

    const largeCopy = await readFile(path.join(dir, 'large.html.br'));
    expect(largeCopy.length).toBeLessThan(brotliAt(large, 8).length);
    expect(brotliDecompressSync(largeCopy).toString()).toBe(large);
    expect((await readFile(path.join(dir, 'small.html.br'))).length).toBe(brotliAt(small, 8).length);
  });
});

describe('copyProblems', () => {
  it('names each copy that is missing or no longer matches its file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vip-precompress-'));
    await writeFile(path.join(dir, 'index.html'), 'home '.repeat(400));
    await writeFile(path.join(dir, 'about.html'), 'about '.repeat(400));
    await precompressDist(dir);
    expect(await copyProblems(dir)).toEqual([]);
    await writeFile(path.join(dir, 'index.html'), 'changed after the build '.repeat(100));
    await rm(path.join(dir, 'about.html.gz'));
    expect((await copyProblems(dir)).sort()).toEqual([
      'about.html.gz missing',
      'index.html.br is not index.html compressed',
      'index.html.gz is not index.html compressed',
    ]);
  });
});
