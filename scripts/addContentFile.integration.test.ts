/**
 * Adding a page is adding one file, and removing one removes the page everywhere: in a copy of the
 * project, a new compliance framework file is added (as the content editor writes one) and an
 * existing one deleted, the site is built, and the page, its head tags, the sitemap, the header's
 * Compliance menu, the search index and the chat's answers are read from the build and the server
 * code of that copy. The content suite (src/test/contentSuite.ts) then runs in the copy and passes:
 * its tests hold for whatever the content files hold.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TESTS } from '../src/test/contentSuite';
import { buildCopy, copyProject } from './lib/projectCopy';
import { pageFileOf } from '../src/model/pageFiles';

const ADDED = '/compliance/acme-assurance';
const REMOVED = '/compliance/cobit';

const addedFile = `---
title: ACME Assurance
heroTitle: ACME Assurance Framework Readiness
summary: Prepare for an ACME Assurance assessment with a gap analysis, remediation plan and evidence your assessor can rely on.
description: 'ACME Assurance is a fictional framework used by the project''s tests. We scope the assessment, close the gaps and keep you ready for the next one.'
illustrations:
  - iso-diagram
  - gap-analysis
  - certification
  - monitoring
order: 999
searchWords: zyxwa acme assurance
faq:
  - question: How long does an ACME Assurance assessment take?
    answer: 'Around three months from scoping to the assessor''s report for a typical organisation.'
  - question: Who performs an ACME Assurance assessment?
    answer: 'An accredited ACME assessor; we prepare you and coordinate the evidence.'
  - question: What does ACME Assurance readiness cost?
    answer: 'We quote after a short, free consultation, based on the scope.'
---
## Scope

The systems, people and suppliers the assessment covers.

## Gap Analysis

Each requirement mapped to the controls you have.

## Assessment

Evidence collected and the assessor's questions answered.

## Staying Ready

Recurring checks between assessments.
`;

let copy: string;
let dist: string;
const read = (relative: string) => readFileSync(path.join(dist, relative), 'utf8');

beforeAll(() => {
  copy = copyProject('add-content-');
  writeFileSync(path.join(copy, `content${ADDED}.md`), addedFile);
  rmSync(path.join(copy, `content${REMOVED}.md`));
  buildCopy(copy, { CONTENT_DIR: '' });
  dist = path.join(copy, 'dist');
}, 330_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a content file is a page everywhere', () => {
  it('the added file is a prerendered page with its own title, description and heading; the removed one is gone', () => {
    const html = read(pageFileOf(ADDED));
    expect(html).toMatch(/<title[^>]*>[^<]*ACME Assurance[^<]*<\/title>/);
    expect(html).toContain('content="Prepare for an ACME Assurance assessment with a gap analysis, remediation plan and evidence your assessor can rely on."');
    expect(html).toMatch(/<h1[^>]*>ACME Assurance Framework Readiness<\/h1>/);
    expect(html).toContain('How long does an ACME Assurance assessment take?');
    expect(existsSync(path.join(dist, pageFileOf(REMOVED)))).toBe(false);
  });

  it('the sitemap lists the added page and not the removed one', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain(`${ADDED}</loc>`);
    expect(sitemap).not.toContain(`${REMOVED}</loc>`);
  });

  it("the header's Compliance menu links to the added page and not to the removed one", () => {
    const home = read('index.html');
    expect(home).toContain(`href="${ADDED}"`);
    expect(home).not.toContain(`href="${REMOVED}"`);
  });

  it('the search index holds the added page and its search words, and not the removed page', () => {
    const chunk = readdirSync(path.join(dist, 'assets')).find((name) => /^search-index-.*\.js$/.test(name));
    expect(chunk, 'the search index chunk').toBeDefined();
    const index = read(`assets/${chunk}`);
    expect(index).toContain(ADDED);
    expect(index).toContain('zyxwa');
    expect(index).not.toContain(`"${REMOVED}"`);
  });

  it("the chat answers the added page's question from its FAQ, with a link to it", () => {
    // As the server does: from the knowledge the build wrote beside dist/ (dist-internal/site.json).
    const script = `import { chatEngineFrom } from './server/plugins/chat.ts';
const answer = chatEngineFrom('dist-internal').answer('How long does an ACME Assurance assessment take?');
console.log(JSON.stringify({ faq: answer.faq?.question, sources: answer.sources.map((s) => s.url) }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: '' },
    });
    const answer = JSON.parse(output.trim().split('\n').pop()!) as { faq?: string; sources: string[] };
    expect(answer.faq).toBe('How long does an ACME Assurance assessment take?');
    expect(answer.sources).toContain(ADDED);
  });
});

/** What Vitest's JSON reporter writes, as far as it is read here. */
interface JsonReport {
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

describe('the content suite', () => {
  it('passes in the copy: none of its tests pins the entries the copy changed', () => {
    const report = path.join(copy, 'content-suite.json');
    // Without this run's VITEST* variables, the child is a Vitest run of its own, not one of its workers.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    const run = spawnSync('npx', ['vitest', 'run', ...CONTENT_TESTS, '--reporter=json', `--outputFile=${report}`], {
      cwd: copy,
      env: { ...env, CONTENT_DIR: '' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const files = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as JsonReport).testResults : [];
    const relative = (file: string) => path.relative(realpathSync(copy), realpathSync(file));
    const failures = files
      .filter((file) => file.status !== 'passed')
      .flatMap((file) => {
        const failed = file.assertionResults.filter((test) => test.status === 'failed');
        const messages = failed.length > 0 ? failed.map((test) => `${test.fullName}: ${test.failureMessages.join('\n')}`) : [file.message];
        return messages.map((message) => `${relative(file.name)}: ${message.slice(0, 1500)}`);
      });
    expect(failures).toEqual([]);
    expect(files.map((file) => relative(file.name)).sort(), run.stderr.slice(-3000)).toEqual([...CONTENT_TESTS].sort());
    expect(run.status, run.stderr.slice(-3000)).toBe(0);
  }, 260_000);
});
