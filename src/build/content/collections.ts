/**
 * Reads a collection of content files: one Markdown file per entry, its front matter checked
 * against the collection's schema. Every problem of every file is collected and reported together,
 * one line each (`content/compliance/gdpr.md: faq.2.answer: Too big: …`), so an editor fixes all
 * of them in one go. Build-side only (it reads the file system).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse, parseDocument } from 'yaml';
import type { StaticDecode, TSchema } from 'typebox';
import { safeParseContent } from '../../model/schemas/parseContent';

export interface ContentFile<T> {
  /** The file name without `.md`: the entry's URL segment. */
  slug: string;
  /** The file's path relative to the project, for messages. */
  file: string;
  data: T;
  /** The Markdown after the front matter. */
  body: string;
}

/** Thrown with every problem found; its message lists them one per line. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content files do not match their schema (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Collects problems while several files and collections are read, and throws them together. */
export class ContentProblems {
  readonly lines: string[] = [];

  add(file: string, where: string, reason: string): void {
    this.lines.push(`${file}: ${where ? `${where}: ` : ''}${reason}`);
  }

  throwIfAny(): void {
    if (this.lines.length > 0) throw new ContentError(this.lines);
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The data checked against its schema (parseContent.ts); its problems recorded one line each, the field's path and the reason. */
export function checked<S extends TSchema>(schema: S, data: unknown, file: string, problems: ContentProblems): StaticDecode<S> | undefined {
  const { value, issues } = safeParseContent(schema, data);
  for (const { field, reason } of issues) problems.add(file, field, reason);
  return value;
}

/** Reads and checks one file; undefined (with its problems recorded) when it is not valid. */
export function readContentFile<S extends TSchema>(root: string, file: string, schema: S, problems: ContentProblems): ContentFile<StaticDecode<S>> | undefined {
  const relative = path.relative(root, file) || file;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // The same YAML 1.2 reader as the .yaml files: dates stay text, so the schema sees what was
    // written (2026-02-30 is refused, not turned into March 2). Passing options also stops
    // gray-matter from caching by content.
    parsed = matter(readFileSync(file, 'utf8'), { engines: { yaml: (text) => parse(text) as object } });
  } catch (error) {
    problems.add(relative, 'front matter', `not valid YAML (${error instanceof Error ? error.message.split('\n')[0]!.replace(/:$/, '') : String(error)})`);
    return undefined;
  }
  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) problems.add(relative, 'file name', 'use lower-case letters, digits and single hyphens (it becomes the page address)');
  const data = checked(schema, parsed.data, relative, problems);
  return data === undefined ? undefined : { slug, file: relative, data, body: parsed.content };
}

/** The names of a folder's files with this extension ('.md'), sorted; a missing folder is a problem (and no names). */
export function filesIn(root: string, folder: string, extension: string, problems: ContentProblems): string[] {
  try {
    return readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(extension))
      .sort();
  } catch {
    problems.add(folder, '', 'folder not found');
    return [];
  }
}

/** Every `*.md` file of a folder, checked; sorted by file name. A missing folder is a problem. */
export function readCollection<S extends TSchema>(root: string, folder: string, schema: S, problems: ContentProblems): ContentFile<StaticDecode<S>>[] {
  return filesIn(root, folder, '.md', problems).flatMap((name) => readContentFile(root, path.join(root, folder, name), schema, problems) ?? []);
}

/** Reads and checks one YAML file; undefined (with its problems recorded) when it is missing or not valid. */
export function readYamlFile<S extends TSchema>(root: string, file: string, schema: S, problems: ContentProblems): StaticDecode<S> | undefined {
  const relative = path.relative(root, file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    problems.add(relative, '', 'file not found');
    return undefined;
  }
  const document = parseDocument(text);
  if (document.errors.length > 0) {
    problems.add(relative, 'YAML', `not valid YAML (${document.errors[0]!.message.split('\n')[0]})`);
    return undefined;
  }
  return checked(schema, document.toJS(), relative, problems);
}
