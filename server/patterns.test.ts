import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every regular expression of the running code (src/ and server/): the literals, `new RegExp('…')`
 * and JSON-schema `pattern` strings, found by parsing the sources, so a new one is tested too.
 */
const root = path.resolve(import.meta.dirname, '..');
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)test\//.test(file);

function patternsOf(file: string): { where: string; regex: RegExp }[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { where: string; regex: RegExp }[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf('/');
      found.push({ where: where(node), regex: new RegExp(node.text.slice(1, end), node.text.slice(end + 1)) });
    } else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp' && node.arguments?.[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push({ where: where(node), regex: new RegExp(node.arguments[0].text, 'u') });
    } else if (ts.isPropertyAssignment(node) && node.name.getText() === 'pattern' && ts.isStringLiteralLike(node.initializer)) {
      // ajv compiles schema patterns with the u flag.
      found.push({ where: where(node), regex: new RegExp(node.initializer.text, 'u') });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = ['src', 'server']
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter(isSource);
const patterns = files.flatMap(patternsOf);

/**
 * Adversarial inputs of 10,000 characters: a prefix, one or two characters repeated, and a suffix
 * that makes the match fail at the very end (what turns backtracking quadratic, e.g. the e-mail
 * pattern's "a@" + "."×9,990 + "@").
 */
const LENGTH = 10_000;
const singles = ['a', 'A', '0', '.', '@', ' ', '-', '+', '/', '_', ':', ';', '=', ',', '\t', '\n', '\r', 'é', '\u001b', '\u00a0'];
const pairs = ['a', '.', '@', ' ', '-', '/', '0'].flatMap((first) => ['a', '.', '@', ' ', '-', '/', '0'].map((second) => first + second));
const prefixes = ['', 'a', 'a@', 'a@a', '/', 'application/json', 'hi '];
const suffixes = ['', '@', ' ', '!', '\u0000', '\n', 'a'];
const inputs = prefixes.flatMap((prefix) =>
  [...singles, ...pairs].flatMap((unit) =>
    suffixes.map(
      (suffix) =>
        prefix + unit.repeat(Math.ceil((LENGTH - prefix.length - suffix.length) / unit.length)).slice(0, LENGTH - prefix.length - suffix.length) + suffix,
    ),
  ),
);

/** The fastest of three runs, so a garbage collection or a busy machine does not fail a linear pattern. */
function bestOfThree(regex: RegExp, input: string): number {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    regex.lastIndex = 0;
    regex.test(input);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const LIMIT_MS = 5;

describe('regular expressions', () => {
  it('finds the patterns of the code base (the e-mail rule among them)', () => {
    expect(patterns.length).toBeGreaterThan(20);
    expect(patterns.some(({ where }) => where.startsWith('src/shared/forms.ts'))).toBe(true);
  });

  it(`each runs in under ${LIMIT_MS} ms on every ${LENGTH.toLocaleString('en')}-character adversarial input`, () => {
    const slow: string[] = [];
    for (const { where, regex } of patterns) {
      for (const input of inputs) {
        const start = performance.now();
        regex.lastIndex = 0;
        regex.test(input);
        if (performance.now() - start < LIMIT_MS) continue;
        const ms = bestOfThree(regex, input);
        if (ms >= LIMIT_MS) {
          slow.push(`${where} ${String(regex)} took ${ms.toFixed(1)} ms on ${JSON.stringify(input.slice(0, 12))}…${JSON.stringify(input.slice(-3))}`);
          break;
        }
      }
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
