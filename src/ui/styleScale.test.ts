import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The type and spacing scale lives in the theme (src/ui/theme.ts): a font size, margin, padding,
 * gap, line height or letter spacing written as a literal anywhere else is a value that drifts from
 * the scale. This test reads every source file and names each one it finds.
 */
const SRC = join(import.meta.dirname, '..');
const SCALE_FILES = new Set(['ui/theme.ts']);

const CSS_PROPERTY = /(?<![\w-])(font-size|margin(?:-[a-z]+)*|padding(?:-[a-z]+)*|(?:row-|column-)?gap|line-height|letter-spacing)\s*:\s*([^;{}\n`]*)/g;
const STYLE_OBJECT_KEY = /\b(fontSize|margin[A-Z]?\w*|padding[A-Z]?\w*|gap|rowGap|columnGap|lineHeight|letterSpacing)\s*:\s*(-?[\d.]+|'[^']*'|"[^"]*")\s*[,}]/g;
const SVG_FONT_SIZE = /\bfontSize="([^"]+)"/g;
/** Values that are not a point on a scale: zero, keywords and interpolated tokens. */
const KEYWORD_VALUE = /^(?:0|auto|inherit|initial|unset|normal|none|!important|-?§)$/;

/** The text with each `${…}` interpolation (braces balanced) replaced by §: a token from the theme. */
function withoutInterpolations(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '$' && text[i + 1] === '{') {
      let depth = 0;
      let j = i + 1;
      for (; j < text.length; j += 1) {
        if (text[j] === '{') depth += 1;
        else if (text[j] === '}' && (depth -= 1) === 0) break;
      }
      // Keep the line count: an interpolation spanning lines leaves its newlines behind.
      out += '§' + '\n'.repeat(text.slice(i, j).split('\n').length - 1);
      i = j;
    } else out += text[i];
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every literal off the scale in one file's text, as 'line: declaration'. */
export function scaleLiterals(source: string): string[] {
  const text = withoutInterpolations(source);
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(CSS_PROPERTY)) {
    const value = (match[2] ?? '').trim();
    // calc() of tokens and plain factors is a token too: calc(§ + §), calc(§ * 2).
    const tokens = value.replace(/calc\(([^()]*)\)/g, (whole, inner: string) => (/^[§\s+*/\d.-]*$/.test(inner) && inner.includes('§') ? '§' : whole));
    if (tokens.split(/\s+/).every((part) => KEYWORD_VALUE.test(part))) continue;
    found.push(`${lineOf(match.index)}: ${match[1]}: ${value}`);
  }
  for (const match of text.matchAll(STYLE_OBJECT_KEY)) {
    if (/^['"]?0['"]?$/.test(match[2] ?? '')) continue;
    found.push(`${lineOf(match.index)}: ${match[1]}: ${(match[2] ?? '').trim()}`);
  }
  for (const match of text.matchAll(SVG_FONT_SIZE)) found.push(`${lineOf(match.index)}: fontSize="${match[1]}"`);
  return found;
}

describe('the type and spacing scale', () => {
  it('catches literals of every kind it guards', () => {
    const sample = [
      'const A = styled.p`',
      '  font-size: 0.75rem;',
      '  margin: 0 0 12px;',
      '  padding: ${theme.space.sm} 1rem;',
      '  line-height: 1.4;',
      '  letter-spacing: 0.02em;',
      '  gap: 4px;',
      '`;',
      '<text fontSize="18" />',
      '<div style={{ marginTop: 8 }} />',
      'const B = styled.p` margin: 0 auto ${theme.space.xl}; padding: 0; gap: ${theme.space.md}; padding-left: calc(${a} + ${b}); `;',
      'const C = styled.p` margin-top: calc(${a} + 3px); `;',
    ].join('\n');
    expect(scaleLiterals(sample)).toEqual([
      '2: font-size: 0.75rem',
      '3: margin: 0 0 12px',
      '4: padding: § 1rem',
      '5: line-height: 1.4',
      '6: letter-spacing: 0.02em',
      '7: gap: 4px',
      '12: margin-top: calc(§ + 3px)',
      '10: marginTop: 8',
      '9: fontSize="18"',
    ]);
  });

  it('no source file outside the theme writes a size or space as a literal', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !SCALE_FILES.has(relative(SRC, file).split('\\').join('/')))
      .flatMap((file) => scaleLiterals(readFileSync(file, 'utf8')).map((literal) => `${relative(SRC, file)}:${literal}`));
    expect(offenders).toEqual([]);
  });
});
