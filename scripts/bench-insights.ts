/**
 * Build cost of Insights with many articles: in a copy of the project, builds the site as it is,
 * with 50 synthetic articles added (every list full) and with 500, and prints the build times and the
 * heaviest first load of each kind of page. Fails when the 500 articles add more than 30 s to the
 * build, or when a page loads more with 500 articles than with 50 (pages both builds have, and for
 * new pages the heaviest of their kind): a page's first load must not grow with the number of
 * articles.
 *   npm run bench:insights [-- --articles 500]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { htmlPagesOf, kb, pageWeigher, type PageWeight } from './lib/pageWeight';
import { reportFigure } from './lib/benchFigures';

const root = path.resolve(import.meta.dirname, '..');
const COUNT = Number(process.argv[process.argv.indexOf('--articles') + 1]) || 500;
/** Enough for full list pages everywhere: the reference the big build is compared with. */
const FEW = 50;
const GOAL_MS = 30_000;
/** Pages may differ by a few bytes between builds (chunk hashes in the HTML); growth beyond this is real. */
const SAME_WITHIN = 300;

function copyProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-insights-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

function build(copy: string): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: copy, env: { ...process.env, CONTENT_DIR: '' }, encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr.slice(-3000)}`);
  return performance.now() - started;
}

/** Synthetic articles with the project's own tags and authors, a body of sections, a table and a list. */
function addArticles(copy: string, count: number): void {
  const folder = path.join(copy, 'content', 'insights');
  const index = parse(readFileSync(path.join(folder, '_index.yaml'), 'utf8')) as { tags: { key: string }[] };
  const about = parse(readFileSync(path.join(copy, 'content', 'pages', 'about.yaml'), 'utf8')) as { team: { name: string }[] };
  const tags = index.tags.map((tag) => tag.key);
  const paragraph = 'Controls are only as good as the evidence that they operate. '.repeat(12);
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const body = [1, 2, 3, 4, 5].map((n) => `## Part ${n} of synthetic article ${i}\n\n${paragraph}\n\n- First point\n- Second point`).join('\n\n');
    writeFileSync(
      path.join(folder, `synthetic-article-${i}.md`),
      `---\ntitle: 'Synthetic article number ${i} for the build benchmark'\ndescription: 'A synthetic article that the build benchmark adds to measure the cost of five hundred articles.'\n` +
        `date: ${date}\nauthor: ${about.team[i % about.team.length]!.name}\ntags: [${tags[i % tags.length]}, ${tags[(i * 7 + 3) % tags.length]}]\n---\n` +
        `Lead paragraph of synthetic article ${i}.\n\n${body}\n\n| Control | Evidence |\n|---|---|\n| Access review | Signed list |\n`,
    );
  }
}

type Kind = 'article' | 'list' | 'other';
const kindOf = (file: string): Kind =>
  /^insights\/(page|tags)\//.test(file) || file === 'insights.html' ? 'list' : file.startsWith('insights/') ? 'article' : 'other';

function heaviest(weights: PageWeight[]): Record<Kind, PageWeight | undefined> {
  const top = (kind: Kind) => weights.filter((w) => kindOf(w.file) === kind).sort((a, b) => b.js - a.js || b.html - a.html)[0];
  return { article: top('article'), list: top('list'), other: top('other') };
}

const copy = copyProject();
try {
  const dist = path.join(copy, 'dist');
  const weights = () => htmlPagesOf(dist).map(pageWeigher(dist));
  const baseMs = build(copy);
  const base = weights();
  addArticles(copy, FEW);
  const fewMs = build(copy);
  const few = weights();
  addArticles(copy, COUNT);
  const manyMs = build(copy);
  const many = weights();

  const addedMs = manyMs - baseMs;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `build: ${seconds(baseMs)} with ${base.length} pages; ${seconds(fewMs)} with ${FEW} more articles (${few.length} pages); ` +
      `${seconds(manyMs)} with ${COUNT} more (${many.length} pages): +${seconds(addedMs)} for ${COUNT} articles (goal < ${GOAL_MS / 1000} s)`,
  );
  const tops = [heaviest(base), heaviest(few), heaviest(many)] as const;
  for (const kind of ['other', 'list', 'article'] as const) {
    const show = (w: PageWeight | undefined) => (w ? `${kb(w.js)} JS, ${kb(w.html)} HTML` : '–');
    console.log(`heaviest ${kind.padEnd(7)} page: ${tops.map((top) => show(top[kind])).join(' → ')} (${tops[2][kind]?.file ?? ''})`);
  }

  const fewByFile = new Map(few.map((w) => [w.file, w]));
  const grown = many.filter((w) => {
    const was = fewByFile.get(w.file) ?? tops[1][kindOf(w.file)];
    return was !== undefined && (w.js > was.js + SAME_WITHIN || w.html > was.html + SAME_WITHIN * 4);
  });
  reportFigure({ figure: `Build: time ${COUNT} more articles add`, value: seconds(addedMs), goal: `< ${GOAL_MS / 1000} s`, met: addedMs <= GOAL_MS });
  reportFigure({
    figure: `Build: pages whose first load grows from ${FEW} to ${COUNT} more articles`,
    value: String(grown.length),
    goal: '0',
    met: grown.length === 0,
  });
  const problems = [
    ...(addedMs > GOAL_MS ? [`the articles added ${seconds(addedMs)} to the build`] : []),
    ...grown.slice(0, 10).map((w) => `${w.file} loads more with ${COUNT} articles than with ${FEW}: ${kb(w.js)} JS, ${kb(w.html)} HTML`),
  ];
  if (problems.length > 0) {
    console.error(`bench:insights: ${problems.join('; ')}${grown.length > 10 ? ` (and ${grown.length - 10} more pages)` : ''}`);
    process.exitCode = 1;
  }
} finally {
  if (process.env.BENCH_KEEP_COPY) console.log(`copy kept at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
