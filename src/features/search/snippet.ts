/** A run of snippet text; `match` runs are the words the query found (shown highlighted). */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
export const SNIPPET_LENGTH = 160;
/** How much text to show before the first match, so it reads in context. */
const LEAD_IN = 40;

function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const word of text.matchAll(WORD)) {
    if (terms.has(word[0].toLowerCase())) return word.index;
  }
  return -1;
}

function highlight(text: string, terms: ReadonlySet<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    if (!terms.has(word[0].toLowerCase())) continue;
    if (word.index > last) parts.push({ text: text.slice(last, word.index), match: false });
    parts.push({ text: word[0], match: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** A window of at most `length` characters around `position`, cut at word boundaries. */
function excerpt(text: string, position: number, length: number): string {
  if (text.length <= length) return text;
  let start = Math.max(0, Math.min(position - LEAD_IN, text.length - length));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * A short passage of the first field that contains one of the matched terms (whole words,
 * compared lower-case, as the index stores them), with those words marked. Falls back to the
 * start of the first non-empty field when none contains a match.
 */
export function makeSnippet(fields: readonly string[], matchedTerms: readonly string[], length = SNIPPET_LENGTH): SnippetPart[] {
  const terms = new Set(matchedTerms.map((term) => term.toLowerCase()));
  for (const field of fields) {
    const position = firstMatch(field, terms);
    if (position >= 0) return highlight(excerpt(field, position, length), terms);
  }
  const fallback = fields.find((field) => field.trim().length > 0) ?? '';
  return [{ text: excerpt(fallback, 0, length), match: false }];
}
