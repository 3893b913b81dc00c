import { describe, expect, it } from 'vitest';
import { messageTermsOf, termsOf } from './language';

describe("a message's terms", () => {
  it('knows which of them name a day or a time', () => {
    const { terms, timeTerms } = messageTermsOf('if we find out about a breach on friday morning, do weekends count towards the 72 hours?');
    expect(terms).toEqual(termsOf('if we find out about a breach on friday morning, do weekends count towards the 72 hours?'));
    expect([...timeTerms]).toEqual(expect.arrayContaining(termsOf('friday morning')));
    // A length asked about is what the question is about, not when.
    expect(timeTerms.has(termsOf('hours')[0]!)).toBe(false);
  });

  it('finds no time where none is named', () => {
    expect(messageTermsOf('what does a pentest cost?').timeTerms.size).toBe(0);
  });
});
