import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from './collections';
import { ContentProblems } from './collections';
import { contentRoot, loadCatalogs, readCatalogs } from './loadCatalogs';
import { loadSiteFiles, readSiteFiles } from './loadSiteFiles';
import { catalogNames } from '../../model/catalogs';

const project = contentRoot().project;
const broken = { project, content: path.join(project, 'tests/fixtures/content-broken') };

function problemsOf(read: () => unknown): readonly string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('content catalogs', () => {
  it('reads every catalog of the project, each entry valid and in order', () => {
    const catalogs = loadCatalogs();
    for (const entries of Object.values(catalogs)) {
      expect(entries.length).toBeGreaterThan(0);
      const orders = entries.map((entry) => entry.data.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(catalogs.compliance.every((entry) => entry.sections.length === 4)).toBe(true);
  });

  it('names the file, the field and the reason of every problem, one line each', () => {
    const problems = problemsOf(() => readCatalogs(broken));
    const dir = 'tests/fixtures/content-broken';
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${dir}/compliance/Bad_Name\\.md: front matter: not valid YAML`)),
        expect.stringMatching(new RegExp(`^${dir}/compliance/broken-fields\\.md: summary: .*160|^${dir}/compliance/broken-fields\\.md: summary: .*50`)),
        `${dir}/compliance/broken-fields.md: colour: unknown field`,
        expect.stringMatching(new RegExp(`^${dir}/compliance/broken-fields\\.md: illustrations\\.3: `)),
        expect.stringMatching(new RegExp(`^${dir}/cyber/no-sections\\.md: faq: `)),
        `${dir}/ai: folder not found`,
      ]),
    );
    expect(problems.every((line) => !line.includes('\n'))).toBe(true);
  });
});

describe('the site files (company, pages, catalog index pages)', () => {
  it("reads the project's files, each valid", () => {
    const files = loadSiteFiles();
    expect(files.company.serviceStats).toHaveLength(4);
    const { newsletter, forms, booking, ...pages } = files.pages;
    const formPages = [forms.consultation, forms.problem, ...Object.values(forms.confirmations)];
    expect(
      [...Object.values(pages), ...Object.values(newsletter), ...formPages, ...Object.values(booking)].every((page) => page.title && page.description),
    ).toBe(true);
    expect(Object.keys(files.catalogIndex).sort()).toEqual(catalogNames().sort());
  });

  /** The project's content, copied and changed by `change` (a file's path in it, and what it holds: its new text). */
  function readChanged(change: Record<string, (text: string) => string>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    try {
      const content = path.join(dir, 'content');
      cpSync(path.join(project, 'content'), content, { recursive: true });
      for (const [file, edit] of Object.entries(change)) writeFileSync(path.join(content, file), edit(readFileSync(path.join(content, file), 'utf8')));
      const problems = new ContentProblems();
      return { files: readSiteFiles({ project, content }, problems), problems: problems.lines };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('states how soon the team answers a message where the forms’ words set it, on every page that says it', () => {
    const { files, problems } = readChanged({ 'site/forms.json': (text) => JSON.stringify({ ...JSON.parse(text), replyWithin: 'two business days' }) });
    expect(problems).toEqual([]);
    const { contact, forms } = files.pages;
    for (const text of [contact.description, contact.hero.lead, forms.confirmations.contact.description]) {
      expect(text).toContain('two business days');
      expect(text).not.toMatch(/[{}]|\d+ hours/);
    }
  });

  it('holds a page description with a place to its 50 characters at least', () => {
    const { problems } = readChanged({ 'pages/contact.yaml': (text) => text.replace(/^description: .*$/m, 'description: We reply within {replyWithin}.') });
    expect(problems).toEqual([expect.stringMatching(/pages\/contact\.yaml: description: shorter than 50/)]);
  });

  it('names the file, the field and the reason of every problem, one line each', () => {
    const problems = new ContentProblems();
    readSiteFiles(broken, problems);
    const dir = 'tests/fixtures/content-broken';
    expect(problems.lines).toEqual(
      expect.arrayContaining([
        `${dir}/site/company.yaml: email: an e-mail address`,
        `${dir}/site/company.yaml: fax: unknown field`,
        expect.stringMatching(new RegExp(`^${dir}/pages/home\\.yaml: YAML: not valid YAML`)),
        `${dir}/pages/about.yaml: file not found`,
        `${dir}/compliance/_index.yaml: notFound: required: this catalog has a not-found page of its own`,
      ]),
    );
    expect(problems.lines.every((line) => !line.includes('\n'))).toBe(true);
  });
});
