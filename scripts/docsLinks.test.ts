/**
 * The links of the documentation: README.md and every Markdown file under docs/. Each file is parsed
 * with mdast-util-from-markdown, and every link and link definition is checked:
 * - a relative link must reach a file or a folder of the repository (from the Markdown file's
 *   folder; a link that starts with / from the repository's root);
 * - a #fragment, in the same file or in another .md file, must be a heading of that file, slugged as
 *   GitHub slugs them (github-slugger, one slugger per file, so a repeated heading gets -1, -2);
 * - http(s) and mailto links are not followed; any other scheme is refused.
 * And what the text names in code spans: a path of the repository (`server/booking/compose.ts`,
 * `content/site/`) must exist, and an npm script (`npm run bench:booking`, `npm test`) must be one of
 * package.json's. Paths the build, a run or an operator writes (dist/, data/, …) are not checked.
 * And the citations of the sources (src/, server/, scripts/, tests/, eslint.config.js): a comment
 * that cites `docs/<path>.md §N` (or `§3, §5`, `§3–§5`) needs that file, and in it a heading that
 * starts with §N (docs/product/ numbers its sections so).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Files by their path from the repository's root, with forward slashes. */
interface Files {
  exists(file: string): boolean;
  read(file: string): string;
}

const onDisk: Files = {
  exists: (file) => existsSync(path.join(root, file)),
  read: (file) => readFileSync(path.join(root, file), 'utf8'),
};

/** README.md and docs/**\/*.md, from the repository's root. */
function documentationFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file.split(path.sep).join('/')}`)
    .sort();
  return ['README.md', ...docs];
}

interface Link {
  url: string;
  line: number;
}

/** The links and link definitions of a Markdown text, the anchors of its headings and the numbers of its headings that start with §N. */
function readMarkdown(text: string): { links: Link[]; anchors: Set<string>; sections: Set<string> } {
  const slugger = new GithubSlugger();
  const links: Link[] = [];
  const anchors = new Set<string>();
  const sections = new Set<string>();
  // Document order, so a repeated heading gets its -1, -2 as on GitHub.
  visit(fromMarkdown(text), (node) => {
    if (node.type === 'heading') {
      const heading = toString(node, { includeHtml: false });
      anchors.add(slugger.slug(heading));
      const section = /^§(\d+)(?!\d)/.exec(heading);
      if (section) sections.add(section[1]!);
    } else if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, line: node.position?.start.line ?? 0 });
  });
  return { links, anchors, sections };
}

const NOT_FOLLOWED = /^(https?|mailto):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** What is wrong with the links of one Markdown file: one line each, with the file, line and URL. */
function brokenLinks(file: string, files: Files): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (target: string): Set<string> => {
    if (!anchorsOf.has(target)) anchorsOf.set(target, readMarkdown(files.read(target)).anchors);
    return anchorsOf.get(target)!;
  };
  const problems: string[] = [];
  for (const { url, line } of readMarkdown(files.read(file)).links) {
    if (NOT_FOLLOWED.test(url)) continue;
    const where = `${file}:${line}: ${url}`;
    if (ANY_SCHEME.test(url)) {
      problems.push(`${where}: not a relative link (only http, https and mailto links may leave the repository)`);
      continue;
    }
    const hash = url.indexOf('#');
    const pathPart = (hash < 0 ? url : url.slice(0, hash)).split('?')[0]!;
    const fragment = hash < 0 ? '' : decoded(url.slice(hash + 1));
    let target = file;
    if (pathPart !== '') {
      const wanted = decoded(pathPart);
      target = path.posix.normalize(wanted.startsWith('/') ? wanted.slice(1) : path.posix.join(path.posix.dirname(file), wanted));
      if (target === '..' || target.startsWith('../')) {
        problems.push(`${where}: outside the repository`);
        continue;
      }
      if (!files.exists(target)) {
        problems.push(`${where}: no file or folder ${target}`);
        continue;
      }
    }
    // A fragment of another kind of file (a source file's line) is not a heading.
    if (fragment === '' || !target.endsWith('.md')) continue;
    if (!anchors(target).has(fragment)) problems.push(`${where}: no heading #${fragment} in ${target}`);
  }
  return problems;
}

/** The folders whose files a code span may name; what a build, a run or an operator writes is elsewhere. */
const REPOSITORY_FOLDERS = ['src/', 'server/', 'scripts/', 'tests/', 'content/', 'docs/', 'deploy/', 'public/', '.ci/'];
/** `npm run <script>` and the scripts npm runs by their own name. */
const NPM_SCRIPT = /^npm (?:run(?:-script)? ([\w:.-]+)|(test|start|stop))\b/;

/** What a Markdown text names in code spans: paths of the repository, and npm scripts; each with its line. */
function namedInCode(text: string): { paths: Link[]; scripts: Link[] } {
  const paths: Link[] = [];
  const scripts: Link[] = [];
  visit(fromMarkdown(text), (node) => {
    if (node.type !== 'inlineCode' && node.type !== 'code') return;
    const start = node.position?.start.line ?? 0;
    node.value.split('\n').forEach((text, index) => {
      // A block's first line is the one after its fence.
      const line = node.type === 'code' ? start + index + 1 : start;
      for (const command of text.split(/&&|;|\|\|/).map((part) => part.trim())) {
        const script = NPM_SCRIPT.exec(command);
        if (script) scripts.push({ url: script[1] ?? script[2]!, line });
      }
    });
    const line = start;
    if (node.type !== 'inlineCode') return;
    // A path alone in its span: no spaces, no wildcard or placeholder, in a folder of the repository.
    const candidate = node.value.replace(/[:#].*$/, '');
    if (/^[\w./-]+$/.test(candidate) && REPOSITORY_FOLDERS.some((folder) => candidate.startsWith(folder)) && !/[<>*{}]|\.\.\./.test(node.value))
      paths.push({ url: candidate, line });
  });
  return { paths, scripts };
}

/** What is wrong with the paths and npm scripts a Markdown file names: one line each. */
function missingNames(file: string, files: Files, scripts: ReadonlySet<string>): string[] {
  const named = namedInCode(files.read(file));
  return [
    ...named.paths.filter(({ url }) => !files.exists(url.replace(/\/$/, ''))).map(({ url, line }) => `${file}:${line}: \`${url}\`: no such file or folder`),
    ...named.scripts.filter(({ url }) => !scripts.has(url)).map(({ url, line }) => `${file}:${line}: npm script ${url}: not in package.json`),
  ];
}

/** The source files whose comments cite the documentation, from the repository's root. */
function sourceFiles(): string[] {
  const files = ['src', 'server', 'scripts', 'tests'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
  return [...files, 'eslint.config.js'].sort();
}

/** `docs/<path>.md §N`, or several sections of one file: `§3, §5`, `§3–§5`. */
const CITATION = /\b(docs\/[\w./-]+\.md) (§\d+(?:(?:, |–)§\d+)*)/g;

/** The numbered sections of each Markdown file, each file read once. */
function sectionReader(files: Files): (target: string) => Set<string> {
  const sectionsOf = new Map<string, Set<string>>();
  return (target) => {
    if (!sectionsOf.has(target)) sectionsOf.set(target, readMarkdown(files.read(target)).sections);
    return sectionsOf.get(target)!;
  };
}

/** What is wrong with the citations of one source file: one line each, with the file, line and citation. */
function brokenCitations(file: string, files: Files, sections = sectionReader(files)): string[] {
  const problems: string[] = [];
  files
    .read(file)
    .split('\n')
    .forEach((text, index) => {
      for (const [citation, target, cited] of text.matchAll(CITATION)) {
        const where = `${file}:${index + 1}: ${citation}`;
        if (!files.exists(target!)) problems.push(`${where}: no file ${target}`);
        else
          for (const [, section] of cited!.matchAll(/§(\d+)/g))
            if (!sections(target!).has(section!)) problems.push(`${where}: no heading §${section} in ${target}`);
      }
    });
  return problems;
}

/** Files held in memory: a folder exists when a file is in it. */
function inMemory(contents: Record<string, string>): Files {
  return {
    exists: (file) => {
      const folder = `${file.replace(/\/$/, '')}/`;
      return file in contents || Object.keys(contents).some((name) => name.startsWith(folder));
    },
    read: (file) => contents[file] ?? '',
  };
}

describe('the link check', () => {
  it('accepts links that reach their file, folder and heading, and does not follow http(s) or mailto', () => {
    const files = inMemory({
      'README.md': [
        '# Project',
        '',
        '[setup](docs/guide.md#set-up) [again](docs/guide.md#set-up-1) [code](docs/guide.md#npm-run-bench)',
        '[decisions](docs/decisions/) [root](/docs/guide.md) [self](#project) [a line](src/main.ts#L3)',
        '[web](https://example.com/x#y) [mail](mailto:a@example.com) [ref]',
        '',
        '[ref]: docs/guide.md#a-pages-path',
      ].join('\n'),
      'docs/guide.md': '# Guide\n\n## Set up\n\n## Set up\n\n## `npm run bench`\n\n## A page’s path\n\n```\n## Not a heading\n```\n',
      'docs/decisions/0001-x.md': '# X\n',
      'src/main.ts': '',
    });
    expect(brokenLinks('README.md', files)).toEqual([]);
  });

  it('names a missing file, a missing heading, a heading inside a code block and a link out of the repository', () => {
    const files = inMemory({
      'docs/a.md': [
        '# A',
        '',
        '[gone](gone.md) [heading](b.md#nowhere) [code](b.md#not-a-heading) [up](../../x.md) [ftp](ftp://example.com)',
        '',
        '[def]: #missing',
      ].join('\n'),
      'docs/b.md': '# B\n\n```\n## Not a heading\n```\n',
    });
    expect(brokenLinks('docs/a.md', files)).toEqual([
      'docs/a.md:3: gone.md: no file or folder docs/gone.md',
      'docs/a.md:3: b.md#nowhere: no heading #nowhere in docs/b.md',
      'docs/a.md:3: b.md#not-a-heading: no heading #not-a-heading in docs/b.md',
      'docs/a.md:3: ../../x.md: outside the repository',
      'docs/a.md:3: ftp://example.com: not a relative link (only http, https and mailto links may leave the repository)',
      'docs/a.md:5: #missing: no heading #missing in docs/a.md',
    ]);
  });
});

/** A citation as a source comment writes it (built here, so this file's own text cites nothing). */
const cite = (file: string, sections: string) => `${file} ${sections}`;

describe('the citation check', () => {
  const product = '# Product\n\n## §2 Screens and routes\n\n### Route list\n\n## §9 Business constants\n\n```\n## §4 Not a heading\n```\n';

  it('accepts a citation of a file and its numbered headings', () => {
    const files = inMemory({
      'src/a.ts': `/** ${cite('docs/product/site.md', '§2, §9')}; ${cite('docs/product/site.md', '§2–§9')}. */\n// (${cite('docs/product/site.md', '§9')}: 50 ms)\n`,
      'docs/product/site.md': product,
    });
    expect(brokenCitations('src/a.ts', files)).toEqual([]);
  });

  it('names a missing file, a missing section and a section inside a code block', () => {
    const files = inMemory({
      'src/a.ts': `// ${cite('docs/product/gone.md', '§1')}\n/**\n * ${cite('docs/product/site.md', '§2, §3–§9')} and ${cite('docs/product/site.md', '§4')}\n */\n`,
      'docs/product/site.md': product,
    });
    expect(brokenCitations('src/a.ts', files)).toEqual([
      `src/a.ts:1: ${cite('docs/product/gone.md', '§1')}: no file docs/product/gone.md`,
      `src/a.ts:3: ${cite('docs/product/site.md', '§2, §3–§9')}: no heading §3 in docs/product/site.md`,
      `src/a.ts:3: ${cite('docs/product/site.md', '§4')}: no heading §4 in docs/product/site.md`,
    ]);
  });
});

describe('the check of what code spans name', () => {
  it('accepts paths that exist and scripts package.json has; names the others; leaves placeholders and written folders alone', () => {
    const files = inMemory({
      'docs/a.md': [
        '# A',
        '',
        'See `server/main.ts`, `content/site/`, `src/model/types.ts:12`, `dist/site.json`, `content/<catalog>/<slug>.md` and `server/*.ts`.',
        'Run `npm test`, `npm run bench:booking -- --quick` and `npm install && npm start`.',
        '',
        'Gone: `server/gone.ts`, `npm run nowhere`.',
        '',
        '```sh',
        'npm run bench && npm run missing:too',
        '```',
      ].join('\n'),
      'server/main.ts': '',
      'content/site/booking.yaml': '',
      'src/model/types.ts': '',
    });
    expect(missingNames('docs/a.md', files, new Set(['test', 'start', 'bench', 'bench:booking']))).toEqual([
      'docs/a.md:6: `server/gone.ts`: no such file or folder',
      'docs/a.md:6: npm script nowhere: not in package.json',
      'docs/a.md:9: npm script missing:too: not in package.json',
    ]);
  });
});

describe('the documentation', () => {
  const files = documentationFiles();
  const scripts = new Set(Object.keys((JSON.parse(onDisk.read('package.json')) as { scripts: Record<string, string> }).scripts));

  // A decision records the paths of its day (what was moved where): only its npm scripts are checked.
  it.each(files)('%s: every path and npm script it names in code exists', (file) => {
    const missing = missingNames(file, onDisk, scripts);
    expect(file.startsWith('docs/decisions/') ? missing.filter((problem) => problem.includes(' npm script ')) : missing).toEqual([]);
  });

  it('is README.md and the Markdown files of docs/', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('docs/decisions/README.md');
  });

  it.each(files)('%s: every link reaches its file and heading', (file) => {
    expect(brokenLinks(file, onDisk)).toEqual([]);
  });
});

describe('the sources', () => {
  const files = sourceFiles();

  it('are read, citations and all', () => {
    expect(files).toContain('eslint.config.js');
    expect(files.some((file) => [...onDisk.read(file).matchAll(CITATION)].length > 0)).toBe(true);
  });

  it('cite only sections that exist', () => {
    const sections = sectionReader(onDisk);
    expect(files.flatMap((file) => brokenCitations(file, onDisk, sections))).toEqual([]);
  });
});
