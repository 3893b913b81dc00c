/**
 * Screenshot comparison for the visual regression tests: pixelmatch over two PNGs, a small tolerance,
 * and the files a failure leaves behind (the actual capture and a diff image) or an update writes
 * (the baseline).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Tolerance {
  /** pixelmatch's per-pixel colour distance (0–1) below which two pixels count as equal. */
  threshold: number;
  /** A difference fails only when more pixels than this differ… */
  maxPixels: number;
  /** …and they are more than this share of the image's pixels. */
  maxRatio: number;
}

/**
 * Rendering here is deterministic (software rasterising, pinned fonts, motion off: repeated runs
 * differ by 0 pixels), so the tolerance only has to absorb what another CPU or a Chromium patch
 * release might change in anti-aliasing and colour rounding: pixelmatch's default threshold for
 * colour, anti-aliased pixels ignored, and up to 100 pixels and 0.01 % of the image. A 1-pixel
 * shift of anything across the page, a changed colour of a button, an icon or a word that appears
 * or goes all exceed it (see docs/testing.md#visual-regression).
 */
export const TOLERANCE: Tolerance = { threshold: 0.1, maxPixels: 100, maxRatio: 0.0001 };

export type Comparison =
  | { kind: 'size'; expected: { width: number; height: number }; actual: { width: number; height: number } }
  | { kind: 'pixels'; width: number; height: number; diffPixels: number; ratio: number; pass: boolean; diff: PNG };

/** Compares an actual capture with its baseline. A size difference is a failure of its own (pixelmatch needs equal sizes). */
export function compareImages(baseline: Buffer, actual: Buffer, tolerance: Tolerance = TOLERANCE): Comparison {
  const expectedPng = PNG.sync.read(baseline);
  const actualPng = PNG.sync.read(actual);
  if (expectedPng.width !== actualPng.width || expectedPng.height !== actualPng.height) {
    return {
      kind: 'size',
      expected: { width: expectedPng.width, height: expectedPng.height },
      actual: { width: actualPng.width, height: actualPng.height },
    };
  }
  const { width, height } = expectedPng;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(expectedPng.data, actualPng.data, diff.data, width, height, { threshold: tolerance.threshold, includeAA: false });
  const ratio = diffPixels / (width * height);
  const pass = diffPixels <= tolerance.maxPixels || ratio <= tolerance.maxRatio;
  return { kind: 'pixels', width, height, diffPixels, ratio, pass, diff };
}

export interface BaselinePaths {
  baselineDir: string;
  outputDir: string;
}

export type Verdict =
  | { status: 'pass'; message: string }
  | { status: 'fail'; message: string; actualPath?: string; diffPath?: string }
  | { status: 'written' | 'unchanged'; message: string };

const percent = (ratio: number) => `${(ratio * 100).toFixed(3)} %`;

/**
 * Checks a capture named `name` (e.g. home.1280.light) against `<baselineDir>/<name>.png`. On a
 * failure it writes `<outputDir>/<name>.actual.png` (and `<name>.diff.png` when the sizes match: the
 * differing pixels in red over a faded baseline) and names them. With `update` it writes the baseline
 * instead, unless the baseline exists and no pixel differs (so unchanged baselines keep their bytes).
 */
export function checkBaseline(name: string, actual: Buffer, { baselineDir, outputDir }: BaselinePaths, update = false, tolerance: Tolerance = TOLERANCE): Verdict {
  const baselinePath = path.join(baselineDir, `${name}.png`);
  const actualPath = path.join(outputDir, `${name}.actual.png`);
  const diffPath = path.join(outputDir, `${name}.diff.png`);
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
  const relative = (file: string) => path.relative(process.cwd(), file);

  if (!existsSync(baselinePath)) {
    if (update) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(baselinePath, actual);
      return { status: 'written', message: `${name}: new baseline ${relative(baselinePath)}` };
    }
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(actualPath, actual);
    return {
      status: 'fail',
      actualPath,
      message:
        `${name}: no baseline ${relative(baselinePath)}. Look at the capture ${relative(actualPath)}; if it is right, ` +
        `create the baselines with \`npm run build && npm run test:visual -- --update\`, review them and commit them.`,
    };
  }

  const baseline = readFileSync(baselinePath);
  // The same bytes are the same pixels: no need to decode and compare some ten million of them.
  if (baseline.equals(actual)) return { status: update ? 'unchanged' : 'pass', message: `${name}: ${update ? 'unchanged' : '0 pixels differ (the same file)'}` };
  const comparison = compareImages(baseline, actual, tolerance);
  if (update) {
    if (comparison.kind === 'pixels' && comparison.diffPixels === 0) return { status: 'unchanged', message: `${name}: unchanged` };
    writeFileSync(baselinePath, actual);
    return { status: 'written', message: `${name}: baseline updated ${relative(baselinePath)}` };
  }
  const howToAccept = 'If the change is intended, refresh the baseline with `npm run test:visual -- --update` and review it like code.';
  if (comparison.kind === 'size') {
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(actualPath, actual);
    const { expected: e, actual: a } = comparison;
    return {
      status: 'fail',
      actualPath,
      message: `${name}: the page is ${a.width}×${a.height} px, its baseline ${e.width}×${e.height} px. Actual: ${relative(actualPath)}. ${howToAccept}`,
    };
  }
  if (comparison.pass) {
    return { status: 'pass', message: `${name}: ${comparison.diffPixels} pixels differ (${percent(comparison.ratio)})` };
  }
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(actualPath, actual);
  writeFileSync(diffPath, PNG.sync.write(comparison.diff));
  return {
    status: 'fail',
    actualPath,
    diffPath,
    message:
      `${name}: ${comparison.diffPixels} pixels differ (${percent(comparison.ratio)} of ${comparison.width}×${comparison.height}; ` +
      `tolerance ${tolerance.maxPixels} pixels or ${percent(tolerance.maxRatio)}). Actual: ${relative(actualPath)}, diff: ${relative(diffPath)}. ${howToAccept}`,
  };
}
