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
import { CATALOGS, catalogNames } from '../../model/catalogs';
import { INSIGHTS } from '../../model/insights';
import { aiServices } from './ai-services';
import { complianceFrameworks } from './compliance';
import { cyberServices } from './cyber-services';
import { webServices } from './web-services';
import { templateNames } from '../../model/markdownTemplates';

const catalogs = loadCatalogs();
const files = loadSiteFiles();
const { company } = files;
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** Copy that announces copy to come instead of being it. */
const PLACEHOLDER = /being prepared|will be implemented|coming soon|under construction|lorem ipsum|\bTBD\b|\bTODO\b|content goes here/i;

/** Each catalog entry's prose beyond its FAQ (questions may share a shape: 'How long does a … take?'). */
const proseOf = {
  cyber: cyberServices.map((service) => ({
    name: service.title,
    texts: [service.summary, service.intro, ...service.sections.flatMap((section) => section.paragraphs)],
  })),
  compliance: complianceFrameworks.map((framework) => ({
    name: framework.title,
    texts: [framework.summary, framework.description, ...framework.sections.map((section) => section.content)],
  })),
  ai: aiServices.map((service) => ({ name: service.title, texts: [service.summary, service.description, ...service.keyBenefits, ...service.useCases] })),
  web: webServices.map((service) => ({ name: service.title, texts: [service.summary, service.description, ...service.keyBenefits, ...service.useCases] })),
};

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

  it('compliance frameworks have one titled, written section per illustration', () => {
    for (const framework of complianceFrameworks) {
      const entry = catalogs.compliance.find((candidate) => candidate.slug === framework.key)!;
      expect(framework.sections.length, framework.key).toBe(entry.data.illustrations.length);
      for (const section of framework.sections) {
        expect(section.title.trim(), framework.key).not.toBe('');
        expect(section.content.trim(), `${framework.key}: ${section.title}`).not.toBe('');
      }
    }
  });

  it('cyber services have sections, each with a heading and some copy', () => {
    for (const service of cyberServices) {
      expect(service.sections.length, service.id).toBeGreaterThan(0);
      for (const section of service.sections)
        expect(section.paragraphs.length + (section.points?.length ?? 0), `${service.id}: ${section.heading}`).toBeGreaterThan(0);
    }
  });

  it('AI and web services have a description (the body of their file)', () => {
    for (const service of [...aiServices, ...webServices]) expect(service.description.trim(), service.type).not.toBe('');
  });

  it('no text of an entry repeats one of any other entry', () => {
    const texts = Object.values(proseOf).flatMap((entries) => entries.flatMap((entry) => entry.texts));
    expect(duplicates(texts)).toEqual([]);
  });

  it.each(catalogNames())('%s: no text is another entry’s with the name swapped in', (catalog) => {
    const skeletons = proseOf[catalog].flatMap((entry) => entry.texts.map((text) => text.replaceAll(entry.name, '{name}')));
    expect(duplicates(skeletons)).toEqual([]);
  });

  it('the home page features each framework in a place of its own', () => {
    const places = catalogs.compliance.flatMap((entry) => (entry.data.featuredOnHome === undefined ? [] : [String(entry.data.featuredOnHome)]));
    expect(duplicates(places)).toEqual([]);
  });

  it('the web services index shows no icon twice', () => {
    expect(duplicates(catalogs.web.filter((entry) => entry.data.onIndex).map((entry) => entry.data.icon))).toEqual([]);
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
