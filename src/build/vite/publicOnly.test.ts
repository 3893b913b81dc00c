import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { internalFileProblems } from './publicOnly';

let root = '';
afterEach(() => rm(root, { recursive: true, force: true }));

async function build(files: Record<string, string>): Promise<{ dist: string; internal: string }> {
  root = await mkdtemp(path.join(tmpdir(), 'vip-public-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return { dist: path.join(root, 'dist'), internal: path.join(root, 'dist-internal') };
}

const PRIVATE = ['daniel.mercer@virtualip.example'];

describe('dist/ holds only what visitors may read', () => {
  it('passes a build whose internal files are beside dist/', async () => {
    const { dist, internal } = await build({
      'dist/index.html': '<p>Hello</p>',
      'dist/_headers': '/*\n',
      'dist-internal/site.json': '{}',
      'dist-internal/nginx/http.conf': 'map',
    });
    expect(await internalFileProblems(dist, internal, PRIVATE)).toEqual([]);
  });

  it('names an internal file, a source map and nginx configuration that reappear in dist/', async () => {
    const { dist, internal } = await build({
      'dist/index.html': '<p>Hello</p>',
      'dist/_server/site.json': '{}',
      'dist/_nginx/server.conf': 'location',
      'dist/assets/app.js.map': '{}',
      'dist-internal/site.json': '{}',
    });
    const problems = await internalFileProblems(dist, internal, PRIVATE);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^_server\/site\.json: not for visitors/),
        expect.stringMatching(/^_nginx\/server\.conf: not for visitors/),
        expect.stringMatching(/^assets\/app\.js\.map: not for visitors/),
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('names a published file that states a private fact, whatever its name', async () => {
    const { dist, internal } = await build({ 'dist/data/team.json': '{"who":"daniel.mercer@virtualip.example"}', 'dist-internal/site.json': '{}' });
    expect(await internalFileProblems(dist, internal, PRIVATE)).toEqual(['data/team.json: states what is not for visitors (daniel.mercer@virtualip.example)']);
  });
});
