/**
 * Reads Insights: content/insights/_index.yaml and one Markdown file per article, each checked
 * against its schema, its Markdown compiled (src/build/content/articleMarkdown.ts), and its tags,
 * author, services and frameworks checked against the files that define them. Newest first.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { CATALOGS } from '../../model/catalogs';
import { articleSchema, insightsIndexSchema, type ArticleFrontMatter, type InsightsIndexCopy } from '../../model/schemas/insightsSchemas';
import type { InterfaceCopy } from '../../model/schemas/pageSchemas';
import { articlePath, INSIGHTS } from '../../model/insights';
import { compileArticle, type ArticleBodyLabels, type CompiledArticle } from './articleMarkdown';
import { ContentProblems, readCollection, readYamlFile } from './collections';
import { contentRoot, type ContentRoot } from './contentRoot';
import { collectCatalogs } from './loadCatalogs';
import { readSiteFiles } from './loadSiteFiles';

export interface Article {
  slug: string;
  path: string;
  file: string;
  data: ArticleFrontMatter;
  body: CompiledArticle;
}

export interface Insights {
  index: InsightsIndexCopy;
  /** Newest first. */
  articles: Article[];
}

/** What an article may refer to, from the other content files, and the words its compiled body says (content/site/interface.yaml). */
export interface InsightsReferences {
  bodyLabels: ArticleBodyLabels;
  authors: ReadonlySet<string>;
  /** Service file names (content/cyber, ai, web). */
  services: ReadonlySet<string>;
  frameworks: ReadonlySet<string>;
}

export function referencesOf(root: ContentRoot, problems: ContentProblems): InsightsReferences {
  const catalogs = collectCatalogs(root, problems);
  const files = readSiteFiles(root, problems);
  return {
    // A broken interface.yaml fails the build with its own problems; meanwhile the bodies compile without labels.
    bodyLabels: (files.interfaceCopy as InterfaceCopy | undefined)?.articles.bodyLabels ?? {
      sectionLink: '',
      codeExample: '',
      table: '',
      tableWithoutHeadings: '',
    },
    authors: new Set(files.pages.about?.team.map((member) => member.name) ?? []),
    services: new Set([...catalogs.cyber, ...catalogs.ai, ...catalogs.web].map((entry) => entry.slug)),
    frameworks: new Set(catalogs.compliance.map((entry) => entry.slug)),
  };
}

/**
 * Compiled bodies by content, for the process: the build evaluates its configuration (and with it
 * the content) once per Vite build and the checks once more, each in fresh modules, so the cache
 * lives on globalThis. A body with problems is compiled again, so they are reported every time.
 */
const compiledBodies: Map<string, CompiledArticle> = ((globalThis as { __virtualIpArticles?: Map<string, CompiledArticle> }).__virtualIpArticles ??= new Map());

function compiled(markdown: string, publicDir: string, labels: ArticleBodyLabels, problem: (reason: string) => void): CompiledArticle {
  const key = createHash('sha256').update(publicDir).update('\0').update(JSON.stringify(labels)).update('\0').update(markdown).digest('hex');
  const cached = compiledBodies.get(key);
  if (cached) return cached;
  let failed = false;
  const body = compileArticle(markdown, publicDir, labels, (reason) => {
    failed = true;
    problem(reason);
  });
  if (!failed) compiledBodies.set(key, body);
  return body;
}

const newestFirst = (a: Article, b: Article) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug);

/** Reads Insights, adding what is wrong to `problems`. */
export function collectInsights(root: ContentRoot, problems: ContentProblems, references: InsightsReferences): Insights {
  const folder = path.join(root.content, INSIGHTS.folder);
  const indexFile = path.join(folder, '_index.yaml');
  const index = readYamlFile(root.project, indexFile, insightsIndexSchema, problems);
  const publicDir = path.join(root.project, 'public');
  const articles = readCollection(root.project, path.relative(root.project, folder), articleSchema, problems).map((file): Article => {
    const problem = (where: string) => (reason: string) => problems.add(file.file, where, reason);
    const { data } = file;
    if (data.updated && data.updated < data.date) problem('updated')('is before the article’s date');
    data.tags.forEach((tag, i) => {
      if (index && !(tag in index.tags))
        problem(`tags.${i}`)(`unknown tag '${tag}': add it to ${path.relative(root.project, indexFile)} or use one listed there`);
    });
    if (!references.authors.has(data.author)) problem('author')(`'${data.author}' is not on the team of content/pages/about.yaml`);
    data.services?.forEach((slug, i) => {
      if (!references.services.has(slug))
        problem(`services.${i}`)(`no service '${slug}' in content/${CATALOGS.cyber.folder}, ${CATALOGS.ai.folder} or ${CATALOGS.web.folder}`);
    });
    data.frameworks?.forEach((slug, i) => {
      if (!references.frameworks.has(slug)) problem(`frameworks.${i}`)(`no framework '${slug}' in content/${CATALOGS.compliance.folder}`);
    });
    return { slug: file.slug, path: articlePath(file.slug), file: file.file, data, body: compiled(file.body, publicDir, references.bodyLabels, problem('')) };
  });
  const reserved = articles.filter((article) => article.slug === 'page' || article.slug === 'tags');
  for (const article of reserved) problems.add(article.file, 'file name', `'${article.slug}' is taken by the list pages' addresses`);
  return { index: index!, articles: articles.sort(newestFirst) };
}

let loaded: Insights | undefined;

/** The project's Insights, read once per process; throws a ContentError listing every problem. */
export function loadInsights(): Insights {
  if (!loaded) {
    const problems = new ContentProblems();
    const root = contentRoot();
    const insights = collectInsights(root, problems, referencesOf(root, problems));
    problems.throwIfAny();
    loaded = insights;
  }
  return loaded;
}
