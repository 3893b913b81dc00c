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

  it('tells a message that supposes what it tells or places it in the past from one about now', () => {
    const notNow = (message: string) => messageTermsOf(message).notNow;
    expect(notNow('what do we do if we get hacked?')).toBe(true);
    expect(notNow('in case of ransomware, who do we call?')).toBe(true);
    expect(notNow('we were breached last year and never found out how')).toBe(true);
    expect(notNow('our website was defaced two years ago')).toBe(true);
    expect(notNow('could you run a crisis simulation around a ransomware scenario for our board?')).toBe(true);
    expect(notNow('we are being hacked, help')).toBe(false);
    // What began last night may still be going on; "now" says it is, whatever else the message supposes.
    expect(notNow('we got hacked last night')).toBe(false);
    expect(notNow('what if they are in our network right now?')).toBe(false);
  });

  it('finds no time where none is named', () => {
    expect(messageTermsOf('what does a pentest cost?').timeTerms.size).toBe(0);
  });

  it('leaves out the words that only join others ("till", "while", "because")', () => {
    expect(termsOf('how long till we get the certificate')).toEqual(termsOf('how long get certificate'));
    expect(termsOf('while we wait, because of the audit')).toEqual(termsOf('wait audit'));
  });
});
