import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm run build with content files that break their schema', () => {
  it('fails with one line per problem (file, field, reason) and no stack trace', () => {
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: 'tests/fixtures/content-broken' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(build.status).not.toBe(0);
    const lines = build.stderr.split('\n').filter((line) => line.startsWith('tests/fixtures/content-broken/'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'tests/fixtures/content-broken/compliance/broken-fields.md: colour: unknown field',
        expect.stringMatching(/^tests\/fixtures\/content-broken\/compliance\/broken-fields\.md: summary: /),
        expect.stringMatching(/^tests\/fixtures\/content-broken\/compliance\/Bad_Name\.md: front matter: not valid YAML/),
        'tests/fixtures/content-broken/site/company.yaml: email: an e-mail address',
        'tests/fixtures/content-broken/compliance/_index.yaml: notFound: required: this catalog has a not-found page of its own',
      ]),
    );
    expect(build.stderr).not.toMatch(/^\s+at /m);
  }, 150_000);
});
