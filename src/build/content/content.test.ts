/**
 * The content files, whatever they hold: each valid, each catalog entry a complete page with copy of
 * its own, the company's contact details fictional. Part of the content suite (src/test/contentSuite.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from './collections';
import { contentRoot, loadCatalogs } from './loadCatalogs';
import { collectInsights, loadInsights, referencesOf } from './loadInsights';
import { loadSiteFiles } from './loadSiteFiles';
import { CATALOGS, catalogNames, type CatalogName } from '../../model/catalogs';
import { INSIGHTS } from '../../model/insights';
import { entryRecord, isIndexCard, type CatalogEntry } from './catalogKinds';
import { templateNames } from '../../model/markdownTemplates';

const catalogs = loadCatalogs();
const files = loadSiteFiles();
const { company } = files;
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** Copy that announces copy to come instead of being it. */
const PLACEHOLDER = /being prepared|will be implemented|coming soon|under construction|lorem ipsum|\bTBD\b|\bTODO\b|content goes here/i;

/** Each catalog's records, as their views render them. */
const records = Object.fromEntries(catalogNames().map((catalog) => [catalog, catalogs[catalog].map(entryRecord)])) as Record<
  CatalogName,
  ReturnType<typeof entryRecord>[]
>;
const allRecords = Object.values(records).flat();

/** Each catalog entry's prose beyond its FAQ (questions may share a shape: 'How long does a … take?'). */
function proseOf({ kind, record }: ReturnType<typeof entryRecord>): { name: string; texts: string[] } {
  switch (kind) {
    case 'sections':
      return { name: record.title, texts: [record.summary, record.intro, ...record.sections.flatMap((section) => section.paragraphs)] };
    case 'framework':
      return { name: record.title, texts: [record.summary, record.description, ...record.sections.map((section) => section.content)] };
    case 'benefits':
      return { name: record.title, texts: [record.summary, record.description, ...record.keyBenefits, ...record.useCases] };
  }
}

describe('content files', () => {
  it('all match their schemas and name only authors, tags, services and frameworks that exist', () => {
    const problems = new ContentProblems();
    const root = contentRoot();
    collectInsights(root, problems, referencesOf(root, problems));
    expect(problems.lines).toEqual([]);
  });

  it('announce no copy to come', () => {
    const insights = loadInsights();
    const texts = [
      ...Object.values(catalogs)
        .flat()
        .map((entry) => ({ file: entry.file, text: JSON.stringify([entry.data, entry.body]) })),
      ...insights.articles.map((article) => ({ file: article.file, text: JSON.stringify([article.data, article.body.text]) })),
      ...Object.entries(files.pages).map(([name, copy]) => ({ file: `content/pages/${name}.yaml`, text: JSON.stringify(copy) })),
      ...catalogNames().map((catalog) => ({ file: `content/${CATALOGS[catalog].folder}/_index.yaml`, text: JSON.stringify(files.catalogIndex[catalog]) })),
      { file: `content/${INSIGHTS.folder}/_index.yaml`, text: JSON.stringify(insights.index) },
      { file: 'content/pages/not-found.yaml', text: JSON.stringify(files.notFound) },
      { file: 'content/site/company.yaml', text: JSON.stringify(company) },
    ];
    expect(texts.flatMap(({ file, text }) => (text.match(new RegExp(PLACEHOLDER, 'gi')) ?? []).map((found) => `${file}: ${found}`))).toEqual([]);
  });
});

describe('catalog entries', () => {
  it.each(catalogNames())('%s: titles and summaries are unique', (catalog) => {
    expect(duplicates(catalogs[catalog].map((entry) => entry.data.title))).toEqual([]);
    expect(duplicates(catalogs[catalog].map((entry) => entry.data.summary))).toEqual([]);
  });

  it.each(catalogNames())('%s: each FAQ asks a question once', (catalog) => {
    for (const entry of catalogs[catalog]) expect(duplicates(entry.data.faq.map((faq) => faq.question)), entry.file).toEqual([]);
  });

  it('framework entries have one titled, written section per illustration', () => {
    for (const entry of Object.values(catalogs).flat()) {
      const { kind, record } = entryRecord(entry);
      if (kind !== 'framework' || entry.kind !== 'framework') continue;
      expect(record.sections.length, record.slug).toBe(entry.data.illustrations.length);
      for (const section of record.sections) {
        expect(section.title.trim(), record.slug).not.toBe('');
        expect(section.content.trim(), `${record.slug}: ${section.title}`).not.toBe('');
      }
    }
  });

  it('sections entries have sections, each with a heading and some copy', () => {
    for (const { kind, record } of allRecords) {
      if (kind !== 'sections') continue;
      expect(record.sections.length, record.slug).toBeGreaterThan(0);
      for (const section of record.sections)
        expect(section.paragraphs.length + (section.points?.length ?? 0), `${record.slug}: ${section.heading}`).toBeGreaterThan(0);
    }
  });

  it('benefits entries have a description (the body of their file)', () => {
    for (const { kind, record } of allRecords) if (kind === 'benefits') expect(record.description.trim(), record.slug).not.toBe('');
  });

  it('no text of an entry repeats one of any other entry', () => {
    const texts = allRecords.flatMap((record) => proseOf(record).texts);
    expect(duplicates(texts)).toEqual([]);
  });

  it.each(catalogNames())('%s: no text is another entry’s with the name swapped in', (catalog) => {
    const skeletons = records[catalog].map(proseOf).flatMap((entry) => entry.texts.map((text) => text.replaceAll(entry.name, '{name}')));
    expect(duplicates(skeletons)).toEqual([]);
  });

  it('the home page features each framework in a place of its own', () => {
    const places = Object.values(catalogs)
      .flat()
      .flatMap((entry) => (entry.kind !== 'framework' || entry.data.featuredOnHome === undefined ? [] : [String(entry.data.featuredOnHome)]));
    expect(duplicates(places)).toEqual([]);
  });

  it.each(catalogNames())('%s: the index page shows no icon twice', (catalog) => {
    const icons = (catalogs[catalog] as CatalogEntry[]).filter(isIndexCard).flatMap((entry) => (entry.kind === 'iconBenefits' ? [entry.data.icon] : []));
    expect(duplicates(icons)).toEqual([]);
  });
});

describe('company and page files', () => {
  it('use contact details that cannot belong to anyone real, and the phone link dials the number shown', () => {
    expect(company.phone.display).toMatch(/555-01\d\d$/);
    expect(company.phone.href.replace(/\D/g, '')).toBe(company.phone.display.replace(/\D/g, ''));
    expect(company.email).toMatch(/\.example$/);
    expect(company.securityEmail).toMatch(/\.example$/);
    for (const link of company.social) expect(new URL(link.href).hostname).toMatch(/\.example$/);
  });

  it('give opening and closing times exactly for the days the company is open', () => {
    for (const slot of company.hours) {
      const open = slot.schemaDays.length > 0;
      expect(slot.opens !== undefined && slot.closes !== undefined, slot.days).toBe(open);
      if (open) expect(slot.opens! < slot.closes!, slot.days).toBe(true);
    }
  });

  it('name each badge, certification and team member once, each certification with an emblem that exists', () => {
    const { awards, about } = files.pages;
    expect(duplicates(awards.badges.map((badge) => badge.name))).toEqual([]);
    expect(duplicates(awards.certifications.map((certification) => certification.title))).toEqual([]);
    for (const { image } of awards.certifications) expect(existsSync(path.join(contentRoot().project, 'public', image)), image).toBe(true);
    expect(duplicates(about.team.map((member) => member.name))).toEqual([]);
  });
});

describe('the frame of the catalogs’ detail pages', () => {
  it('names in each call to action only what a page has: its title', () => {
    for (const catalog of catalogNames()) {
      const { cta } = files.catalogIndex[catalog].detailPage;
      expect(templateNames(`${cta.title} ${cta.text} ${cta.label}`, { title: 'A page' }).missing, catalog).toEqual([]);
    }
  });
});
