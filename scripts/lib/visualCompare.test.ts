import { existsSync, mkdirSync, mkdtempSync, writeFileSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBaseline, compareImages, TOLERANCE } from './visualCompare';

type Rgb = [number, number, number];

/** A PNG of a light page with a dark "heading" bar, optionally with pixels painted over it. */
function png(width: number, height: number, paint: (x: number, y: number) => Rgb | undefined = () => undefined): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const base: Rgb = y >= 10 && y < 30 && x >= 10 && x < width - 10 ? [15, 23, 42] : [248, 250, 252];
      const [r, g, b] = paint(x, y) ?? base;
      const i = (y * width + x) * 4;
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

const RED: Rgb = [200, 30, 30];
/** `count` isolated red pixels on a 15-pixel grid below the bar (none next to another, so none counts as anti-aliasing). */
const scattered = (count: number) => {
  const spots = new Set(Array.from({ length: count }, (_, k) => `${10 + (k % 10) * 15},${60 + Math.floor(k / 10) * 15}`));
  return (x: number, y: number): Rgb | undefined => (spots.has(`${x},${y}`) ? RED : undefined);
};

describe('compareImages', () => {
  it('finds no difference between identical captures', () => {
    const result = compareImages(png(200, 200), png(200, 200));
    expect(result).toMatchObject({ kind: 'pixels', diffPixels: 0, pass: true });
  });

  it('ignores colour rounding below the threshold', () => {
    const nudged = png(200, 200, (_x, y) => (y >= 100 ? [247, 249, 251] : undefined));
    expect(compareImages(png(200, 200), nudged)).toMatchObject({ diffPixels: 0, pass: true });
  });

  it('lets a few stray pixels pass (within the tolerance)', () => {
    const result = compareImages(png(200, 200), png(200, 200, scattered(20)));
    expect(result).toMatchObject({ kind: 'pixels', pass: true });
    if (result.kind !== 'pixels') throw new Error('unreachable');
    expect(result.diffPixels).toBe(20);
  });

  it('fails on a changed block, and the diff image marks exactly its pixels', () => {
    // A 30×30 block (900 pixels, 2.25 % of the image): a moved button, a new icon.
    const inBlock = (x: number, y: number) => x >= 100 && x < 130 && y >= 100 && y < 130;
    const result = compareImages(png(200, 200), png(200, 200, (x, y) => (inBlock(x, y) ? RED : undefined)));
    if (result.kind !== 'pixels') throw new Error(`expected a pixel comparison, got ${result.kind}`);
    expect(result.pass).toBe(false);
    expect(result.diffPixels).toBe(900);
    let marked = 0;
    for (let y = 0; y < 200; y += 1) {
      for (let x = 0; x < 200; x += 1) {
        const i = (y * 200 + x) * 4;
        const red = result.diff.data[i] === 255 && result.diff.data[i + 1] === 0 && result.diff.data[i + 2] === 0;
        if (red) marked += 1;
        if (red !== inBlock(x, y)) throw new Error(`diff image wrong at ${x},${y}`);
      }
    }
    expect(marked).toBe(900);
  });

  it('needs both more than maxPixels and more than maxRatio of the image to fail', () => {
    const over = TOLERANCE.maxPixels + 50;
    const column = (x: number, y: number): Rgb | undefined => (x === 100 && y >= 40 && y < 40 + over ? RED : undefined);
    // On a small image 150 pixels are a large share: fail.
    expect(compareImages(png(200, 400), png(200, 400, column))).toMatchObject({ diffPixels: over, pass: false });
    // On a tall full-page capture the same 150 pixels are below maxRatio: pass.
    const tall = Math.ceil(over / TOLERANCE.maxRatio / 1000) + 10;
    expect(compareImages(png(1000, tall), png(1000, tall, column))).toMatchObject({ diffPixels: over, pass: true });
  });

  it('reports a different size instead of comparing pixels', () => {
    expect(compareImages(png(200, 200), png(200, 240))).toEqual({ kind: 'size', expected: { width: 200, height: 200 }, actual: { width: 200, height: 240 } });
  });
});

describe('checkBaseline', () => {
  let dir: string;
  let paths: { baselineDir: string; outputDir: string };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vip-compare-'));
    paths = { baselineDir: path.join(dir, 'baselines'), outputDir: path.join(dir, 'output') };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const baselineFile = () => path.join(paths.baselineDir, 'home.390.light.png');
  const actualFile = () => path.join(paths.outputDir, 'home.390.light.actual.png');
  const diffFile = () => path.join(paths.outputDir, 'home.390.light.diff.png');

  it('fails on a missing baseline, says how to create it and keeps the capture', () => {
    const verdict = checkBaseline('home.390.light', png(50, 50), paths);
    expect(verdict.status).toBe('fail');
    expect(verdict.message).toContain('no baseline');
    expect(verdict.message).toContain('npm run test:visual -- --update');
    expect(existsSync(actualFile())).toBe(true);
    expect(existsSync(baselineFile())).toBe(false);
  });

  it('passes a matching capture and leaves no output behind (also removing that of an earlier failure)', () => {
    checkBaseline('home.390.light', png(50, 50), paths, true);
    checkBaseline('home.390.light', png(50, 50, () => RED), paths);
    expect(existsSync(diffFile())).toBe(true);
    const verdict = checkBaseline('home.390.light', png(50, 50), paths);
    expect(verdict.status).toBe('pass');
    expect(existsSync(actualFile())).toBe(false);
    expect(existsSync(diffFile())).toBe(false);
  });

  it('passes a capture of the same bytes as its baseline without decoding either', () => {
    // Not a PNG at all: only a byte-for-byte comparison can pass it.
    const bytes = Buffer.from('the same bytes');
    mkdirSync(paths.baselineDir, { recursive: true });
    writeFileSync(baselineFile(), bytes);
    expect(checkBaseline('home.390.light', bytes, paths)).toMatchObject({ status: 'pass', message: 'home.390.light: 0 pixels differ (the same file)' });
    expect(checkBaseline('home.390.light', bytes, paths, true).status).toBe('unchanged');
  });

  it('on a difference writes the actual capture and the diff image and names both', () => {
    checkBaseline('home.390.light', png(200, 200), paths, true);
    const changed = png(200, 200, (x, y) => (x >= 20 && x < 60 && y >= 80 && y < 120 ? RED : undefined));
    const verdict = checkBaseline('home.390.light', changed, paths);
    expect(verdict).toMatchObject({ status: 'fail', actualPath: actualFile(), diffPath: diffFile() });
    expect(verdict.message).toContain('1600 pixels differ');
    expect(verdict.message).toContain(path.relative(process.cwd(), diffFile()));
    expect(verdict.message).toContain(path.relative(process.cwd(), actualFile()));
    expect(readFileSync(actualFile())).toEqual(changed);
    const diff = PNG.sync.read(readFileSync(diffFile()));
    expect([diff.width, diff.height]).toEqual([200, 200]);
  });

  it('fails on a size change and keeps the capture (no diff image: the sizes differ)', () => {
    checkBaseline('home.390.light', png(200, 200), paths, true);
    const verdict = checkBaseline('home.390.light', png(200, 260), paths);
    expect(verdict.status).toBe('fail');
    expect(verdict.message).toContain('200×260 px, its baseline 200×200 px');
    expect(existsSync(actualFile())).toBe(true);
    expect(existsSync(diffFile())).toBe(false);
  });

  it('with update writes new and changed baselines and leaves unchanged ones untouched', () => {
    expect(checkBaseline('home.390.light', png(60, 60), paths, true).status).toBe('written');
    const before = statSync(baselineFile()).mtimeMs;
    expect(checkBaseline('home.390.light', png(60, 60), paths, true).status).toBe('unchanged');
    expect(statSync(baselineFile()).mtimeMs).toBe(before);
    const changed = png(60, 70);
    expect(checkBaseline('home.390.light', changed, paths, true).status).toBe('written');
    expect(readFileSync(baselineFile())).toEqual(changed);
    expect(existsSync(actualFile())).toBe(false);
  });
});
