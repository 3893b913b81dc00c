import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentProblems } from './collections';
import { collectInsights, loadInsights, type InsightsReferences } from './loadInsights';

const references: InsightsReferences = {
  bodyLabels: { sectionLink: 'Link to {heading}', codeExample: 'Code {number}', table: 'Table of {columns}', tableWithoutHeadings: 'A table' },
  authors: new Set(['Daniel Mercer']),
  services: new Set(['vapt']),
  frameworks: new Set(['gdpr']),
};

const INDEX = `name: Insights
title: Insights of the test
description: Articles of the test fixture, long enough to be a meta description.
hero: { title: Insights, lead: A lead. }
listLabel: Articles
tagsLabel: Topics
tagPage: { title: "{tag} articles", description: "Articles about {tag} in the test fixture, long enough to pass the schema." }
pageSuffix: " – page {page}"
cta: { title: Talk to us, text: Some text., label: Contact Us }
feed: { title: Test feed, description: The test feed. }
tags: [{ key: gdpr, name: GDPR }, { key: audit, name: Audits }]
`;

const article = (front: string, body = 'Lead.\n\n## Section\n\nText.') => `---\n${front}\n---\n${body}\n`;
const GOOD = `title: A good article
description: A description of the good article that is long enough for the schema.
date: 2026-03-10
author: Daniel Mercer
tags: [gdpr]
services: [vapt]
frameworks: [gdpr]`;

let dir: string | undefined;
function project(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'insights-'));
  mkdirSync(path.join(dir, 'content', 'insights'), { recursive: true });
  mkdirSync(path.join(dir, 'public'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'content', 'insights', name), text);
  const problems = new ContentProblems();
  const insights = collectInsights({ project: dir, content: path.join(dir, 'content') }, problems, references);
  return { insights, problems: problems.lines };
}
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('collectInsights', () => {
  it('reads articles newest first, with their compiled body', () => {
    const { insights, problems } = project({
      '_index.yaml': INDEX,
      'older.md': article(GOOD.replace('2026-03-10', '2026-01-05')),
      'newer.md': article(GOOD),
    });
    expect(problems).toEqual([]);
    expect(insights.articles.map((entry) => entry.slug)).toEqual(['newer', 'older']);
    expect(insights.articles[0]!.data.date).toBe('2026-03-10');
    expect(insights.articles[0]!.body.html).toContain('<h2 id="section">');
  });

  it('names every wrong field of every article, one line each', () => {
    const { problems } = project({
      '_index.yaml': INDEX,
      'bad.md': article(
        `title: Bad
description: Too short
date: 2026-02-30
updated: 2026-01-01
author: Nobody Known
tags: [gdpr, nonsense]
services: [knitting]
frameworks: [gdpr, iso-9999]
colour: red`,
      ),
      'early.md': article(GOOD.replace('date: 2026-03-10', 'date: 2026-03-10\nupdated: 2026-03-01')),
      'tags.md': article(GOOD),
    });
    expect(problems).toEqual([
      'content/insights/bad.md: colour: unknown field',
      'content/insights/bad.md: description: shorter than 50 characters',
      'content/insights/bad.md: date: not a real date',
      // Checked against the other fields once each field is valid.
      'content/insights/early.md: updated: is before the article’s date',
      "content/insights/tags.md: file name: 'tags' is taken by the list pages' addresses",
    ]);
  });

  it('checks what an article refers to against the files that define it', () => {
    const { problems } = project({
      '_index.yaml': INDEX,
      'refs.md': article(
        GOOD.replace('author: Daniel Mercer', 'author: Nobody Known')
          .replace('tags: [gdpr]', 'tags: [gdpr, nonsense]')
          .replace('services: [vapt]', 'services: [knitting]')
          .replace('frameworks: [gdpr]', 'frameworks: [gdpr, iso-9999]'),
      ),
    });
    expect(problems).toEqual([
      "content/insights/refs.md: tags.1: unknown tag 'nonsense': add it to content/insights/_index.yaml or use one listed there",
      "content/insights/refs.md: author: 'Nobody Known' is not on the team of content/pages/about.yaml",
      "content/insights/refs.md: services.0: no service 'knitting' in content/cyber, ai or web",
      "content/insights/refs.md: frameworks.1: no framework 'iso-9999' in content/compliance",
    ]);
  });
});

describe('the project’s articles', () => {
  it('are at least eight, each with a source named in its text', () => {
    const { articles } = loadInsights();
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const entry of articles) {
      expect(entry.body.words, entry.file).toBeGreaterThan(600);
      expect(entry.body.text, `${entry.file} cites no article, section, clause or requirement`).toMatch(
        /\b(Article|Articles|CFR|clause|Requirement|Requirements|Annex|CC\d|§)\s?[\dA-Z]/,
      );
    }
  });
});
