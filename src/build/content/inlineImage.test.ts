import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineImage } from './inlineImage';

describe('inlineImage', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'inline-image-'));
  mkdirSync(path.join(project, 'public', 'badges'), { recursive: true });
  const small = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><text>A&B #1</text></svg>';
  writeFileSync(path.join(project, 'public', 'badges', 'small.svg'), `${small}\n`);
  writeFileSync(path.join(project, 'public', 'badges', 'large.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  writeFileSync(path.join(project, 'public', 'badges', 'photo.png'), Buffer.alloc(10));

  it('writes a small SVG into a data: URL that decodes to the file', () => {
    const source = inlineImage('/badges/small.svg', project);
    expect(source.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(source.slice('data:image/svg+xml,'.length))).toBe(small);
    // Nothing in it ends the attribute or the URL early.
    expect(source).not.toMatch(/["'#\s]/);
  });

  it('keeps the path of a larger SVG, of another image type and of a missing file', () => {
    expect(inlineImage('/badges/large.svg', project)).toBe('/badges/large.svg');
    expect(inlineImage('/badges/photo.png', project)).toBe('/badges/photo.png');
    expect(inlineImage('/badges/missing.svg', project)).toBe('/badges/missing.svg');
  });
});
