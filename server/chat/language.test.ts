import { describe, expect, it } from 'vitest';
import { messageTermsOf, plainTermsOf, termsOf } from './language';

describe("a message's terms", () => {
  it('knows which of them name a day or a time', () => {
    const message = 'if we find out about a breach on friday morning, do weekends count towards the 72 hours?';
    const { terms, plainTerms, timeTerms } = messageTermsOf(message);
    expect(terms).toEqual(termsOf(message));
    expect(plainTerms).toEqual(plainTermsOf(message));
    expect([...timeTerms]).toEqual(expect.arrayContaining(termsOf('friday morning')));
    // A length asked about is what the question is about, not when.
    expect(timeTerms.has(termsOf('hours')[0]!)).toBe(false);
  });

  it('finds no time where none is named', () => {
    expect(messageTermsOf('what does a pentest cost?').timeTerms.size).toBe(0);
  });
});
