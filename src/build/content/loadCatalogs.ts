/**
 * Reads the catalogs' content files (content/<catalog>/*.md), checks each against its kind's schema
 * (src/build/content/catalogKinds.ts) and compiles its Markdown. All problems of all files fail
 * together, one line each. Build-side only.
 */
import path from 'node:path';
import { CATALOGS, catalogNames, type CatalogName } from '../../model/catalogs';
import { KIND_BODIES, KIND_SCHEMAS, type CatalogEntry } from './catalogKinds';
import { ContentProblems, readCollection } from './collections';
import { contentRoot, type ContentRoot } from './contentRoot';
import { markdownSections, markdownToHtml } from './markdown';

export type { CatalogEntry } from './catalogKinds';

/** Each catalog's entries (of its declared kind), in their `order` (ties by file name). */
export type Catalogs = { [C in CatalogName]: Extract<CatalogEntry, { kind: (typeof CATALOGS)[C]['kind'] }>[] };

function readCatalog({ project, content }: ContentRoot, catalog: CatalogName, problems: ContentProblems): CatalogEntry[] {
  const { folder, kind } = CATALOGS[catalog];
  const body = KIND_BODIES[kind];
  const entries = readCollection(project, path.relative(project, path.join(content, folder)), KIND_SCHEMAS[kind], problems).map(
    (file) => ({ ...file, kind, sections: body.sectioned ? markdownSections(file.body) : [{ ...markdownToHtml(file.body) }] }) as CatalogEntry,
  );
  for (const entry of entries) {
    if (body.sectioned && entry.sections.some((section) => section.heading === undefined)) {
      problems.add(entry.file, 'body', 'text before the first ## heading (every part of the page starts with one)');
    }
    if (body.sectioned && body.count !== undefined && entry.sections.length !== body.count) {
      problems.add(entry.file, 'body', `${entry.sections.length} ## sections; the page has exactly ${body.count}`);
    }
  }
  return entries.sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
}

let loaded: Catalogs | undefined;

/** The catalogs of the project's content folder, read once per process. */
export function loadCatalogs(): Catalogs {
  loaded ??= readCatalogs(contentRoot());
  return loaded;
}

export { contentRoot, type ContentRoot } from './contentRoot';

/** Reads every catalog of a content folder; throws a ContentError listing every problem. */
export function readCatalogs(root: ContentRoot): Catalogs {
  const problems = new ContentProblems();
  const catalogs = collectCatalogs(root, problems);
  problems.throwIfAny();
  return catalogs;
}

/** Reads every catalog of a content folder, adding what is wrong to `problems`. */
export function collectCatalogs(root: ContentRoot, problems: ContentProblems): Catalogs {
  return Object.fromEntries(catalogNames().map((catalog) => [catalog, readCatalog(root, catalog, problems)])) as Catalogs;
}
