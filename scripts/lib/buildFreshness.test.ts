import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReason } from './buildFreshness';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string, secondsAgo: number) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(full, at, at);
}

describe('npm start rebuilds when the site is older than what it is made from', () => {
  it('builds when there is no build, and not when the build is newer than every source', () => {
    root = mkdtempSync(path.join(tmpdir(), 'vip-fresh-'));
    file('src/main.tsx', 100);
    file('content/compliance/gdpr.md', 100);
    expect(buildReason(root)).toMatch(/No build found/);
    file('dist-internal/site.json', 50);
    expect(buildReason(root)).toBeNull();
  });

  it.each(['content/compliance/gdpr.md', 'src/pages/HomePage.tsx', 'src/build/vite/html.ts'])('rebuilds after an edit of %s', (edited) => {
    root = mkdtempSync(path.join(tmpdir(), 'vip-fresh-'));
    file('dist-internal/site.json', 50);
    file(edited, 10);
    expect(buildReason(root)).toMatch(`rebuilding`);
  });
});
