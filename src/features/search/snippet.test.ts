import { describe, expect, it } from 'vitest';
import { makeSnippet } from './snippet';

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');
const marked = (parts: { text: string; match: boolean }[]) => parts.filter((part) => part.match).map((part) => part.text);

describe('makeSnippet', () => {
  it('marks every whole-word match, whatever its case, and leaves the rest as text', () => {
    const parts = makeSnippet(['GDPR sets a 72-hour breach deadline; gdpr fines are high.'], ['gdpr']);
    expect(marked(parts)).toEqual(['GDPR', 'gdpr']);
    expect(text(parts)).toBe('GDPR sets a 72-hour breach deadline; gdpr fines are high.');
  });

  it('does not mark a word that merely contains the term', () => {
    expect(marked(makeSnippet(['Penetration tests and pentesting.'], ['pen']))).toEqual([]);
  });

  it('uses the first field that contains a match', () => {
    const parts = makeSnippet(['A summary without it.', 'Body copy about ransomware recovery.'], ['ransomware']);
    expect(text(parts)).toBe('Body copy about ransomware recovery.');
  });

  it('cuts long text to a window around the first match, at word boundaries, with ellipses', () => {
    const long = `${'alpha '.repeat(60)}incident response ${'omega '.repeat(60)}`.trim();
    const parts = makeSnippet([long], ['incident'], 80);
    const shown = text(parts);
    expect(shown.startsWith('…alpha')).toBe(true);
    expect(shown.endsWith('omega…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(82);
    expect(marked(parts)).toEqual(['incident']);
  });

  it('falls back to the start of the first non-empty field when nothing matches', () => {
    expect(makeSnippet(['', 'Plain summary.'], ['zebra'])).toEqual([{ text: 'Plain summary.', match: false }]);
  });
});
