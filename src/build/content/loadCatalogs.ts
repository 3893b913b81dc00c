/**
 * Reads the catalogs' content files (content/<catalog>/*.md), checks each against its schema and
 * compiles its Markdown. All problems of all files fail together, one line each. Build-side only.
 */
import path from 'node:path';
import type { z } from 'zod';
import { CATALOGS } from '../../model/catalogs';
import { aiServiceSchema, complianceFrameworkSchema, cyberServiceSchema, webServiceSchema } from '../../model/schemas/schemas';
import { ContentProblems, readCollection, type ContentFile } from './collections';
import { contentRoot, type ContentRoot } from './contentRoot';
import { markdownSections, markdownToHtml, type MarkdownSection } from './markdown';

export type Entry<S extends z.ZodType> = ContentFile<z.infer<S>> & { sections: MarkdownSection[] };

const byOrder = <T extends { slug: string; data: { order: number } }>(entries: T[]) =>
  entries.sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));

function readCatalog<S extends z.ZodType<{ order: number }>>(
  { project, content }: ContentRoot,
  folder: string,
  schema: S,
  problems: ContentProblems,
  sectioned: boolean,
): Entry<S>[] {
  const entries = readCollection(project, path.relative(project, path.join(content, folder)), schema, problems).map((file) => ({
    ...file,
    sections: sectioned ? markdownSections(file.body) : [{ ...markdownToHtml(file.body) }],
  }));
  for (const entry of entries) {
    if (sectioned && entry.sections.some((section) => section.heading === undefined)) {
      problems.add(entry.file, 'body', 'text before the first ## heading (every part of the page starts with one)');
    }
  }
  return byOrder(entries);
}

let loaded: ReturnType<typeof readCatalogs> | undefined;

/** The catalogs of the project's content folder, read once per process. */
export function loadCatalogs(): ReturnType<typeof readCatalogs> {
  loaded ??= readCatalogs(contentRoot());
  return loaded;
}

export { contentRoot, type ContentRoot } from './contentRoot';

/** Reads every catalog of a content folder; throws a ContentError listing every problem. */
export function readCatalogs(root: ContentRoot) {
  const problems = new ContentProblems();
  const catalogs = collectCatalogs(root, problems);
  problems.throwIfAny();
  return catalogs;
}

/** Reads every catalog of a content folder, adding what is wrong to `problems`. */
export function collectCatalogs(root: ContentRoot, problems: ContentProblems) {
  const catalogs = {
    cyber: readCatalog(root, CATALOGS.cyber.folder, cyberServiceSchema, problems, true),
    compliance: readCatalog(root, CATALOGS.compliance.folder, complianceFrameworkSchema, problems, true),
    ai: readCatalog(root, CATALOGS.ai.folder, aiServiceSchema, problems, false),
    web: readCatalog(root, CATALOGS.web.folder, webServiceSchema, problems, false),
  };
  for (const entry of catalogs.compliance) {
    if (entry.sections.length !== 4) problems.add(entry.file, 'body', `${entry.sections.length} ## sections; the page has exactly 4`);
  }
  return catalogs;
}
