/**
 * Validates every HTML file of dist/ with the W3C Nu HTML checker (vnu.jar from the vnu-jar package,
 * run by the system's Java, which scripts/ensure-system-deps.sh installs). Fails (exit 1) on any error
 * and prints each one with its file, line, column and the offending markup; the only errors let through
 * are the CHECKER_GAPS below, where the checker lags the HTML Standard. Errors only: the checker's
 * warnings are advice, not invalid markup, and are not asked for (--errors-only).
 *   npm run check:html [dir]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RENDER_WHOLE_DOCUMENT } from '../src/build/vite/html';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Errors the checker reports on markup the HTML Standard allows. Each is matched by its exact message
 * and the exact markup it was reported on, and fails the check once it no longer occurs (remove it
 * when the checker catches up).
 */
const CHECKER_GAPS = [
  {
    // https://html.spec.whatwg.org/multipage/links.html#link-type-expect: `blocking` is allowed on
    // rel=expect (added 2024); vnu 26.9.27 still allows it only on rel=stylesheet. See src/build/vite/html.ts.
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    markup: RENDER_WHOLE_DOCUMENT,
  },
  {
    // https://drafts.csswg.org/css-view-transitions-2/#view-transition-rule: the opt-in to
    // cross-document view transitions (src/ui/globalCss.ts); vnu 26.9.27's CSS checker predates it.
    message: 'CSS: Unrecognized at-rule “@view-transition”',
    markup: '@view-transition',
  },
];

const dist = path.resolve(process.argv[2] ?? 'dist');
// The package's main export is the jar's path.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => path.join(dist, name))
  .sort();
if (files.length === 0) {
  console.error(`check:html: no HTML files in ${dist} (run npm run build first)`);
  process.exit(1);
}

const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error) {
  console.error(`check:html: cannot run java (${run.error.message}); scripts/ensure-system-deps.sh installs default-jre-headless`);
  process.exit(1);
}

let messages: VnuMessage[];
try {
  // vnu writes its JSON report to standard error.
  messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
} catch {
  console.error(`check:html: vnu exited with status ${run.status} without a JSON report:\n${run.stderr}${run.stdout}`);
  process.exit(1);
}

const gapsSeen = new Map<(typeof CHECKER_GAPS)[number], number>();
const isCheckerGap = (message: VnuMessage) => {
  const gap = CHECKER_GAPS.find((known) => message.type === 'error' && message.message === known.message && message.extract?.includes(known.markup));
  if (gap) gapsSeen.set(gap, (gapsSeen.get(gap) ?? 0) + 1);
  return gap !== undefined;
};
const problems = messages.filter((message) => message.type !== 'info' && !isCheckerGap(message));
const where = (message: VnuMessage) => {
  const file = message.url ? path.relative(process.cwd(), fileURLToPath(message.url)) : '(checker)';
  return message.lastLine ? `${file}:${message.lastLine}:${message.firstColumn ?? 0}` : file;
};
for (const message of problems) {
  console.error(`${where(message)}: ${message.type === 'error' ? '' : `${message.type}: `}${message.message}`);
  if (message.extract) console.error(`    ${message.extract.replace(/\s+/g, ' ').trim()}`);
}
const staleGaps = CHECKER_GAPS.filter((known) => !gapsSeen.has(known));
for (const gap of staleGaps) {
  console.error(`check:html: the checker no longer reports "${gap.message}" on ${gap.markup}: remove it from CHECKER_GAPS`);
}

if (problems.length > 0 || staleGaps.length > 0 || (run.status !== 0 && messages.length === 0)) {
  const pagesWithErrors = new Set(problems.map((message) => message.url)).size;
  console.error(`check:html: ${problems.length} errors in ${pagesWithErrors} of ${files.length} HTML files (vnu exit status ${run.status})`);
  process.exit(1);
}
const accepted = [...gapsSeen].map(([gap, count]) => `${count} × "${gap.message}" on ${gap.markup}`);
console.log(
  `check:html: ${files.length} HTML files valid (W3C Nu HTML checker)${accepted.length ? `; checker gaps accepted (see CHECKER_GAPS): ${accepted.join('; ')}` : ''}`,
);
