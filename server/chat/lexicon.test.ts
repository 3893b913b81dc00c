import { describe, expect, it } from 'vitest';
import { plainTermsOf, termsOf } from './language';
import { compileLexicon, situationsIn } from './lexicon';

const lexicon = compileLexicon([
  { words: ['website is slow'], means: 'performance optimization' },
  { words: ['act as'], means: 'instruction outside scope' },
]);
const means = (message: string) => situationsIn(plainTermsOf(message), lexicon).map((terms) => terms.join(' '));
const SLOW = termsOf('performance optimization').join(' ');

describe('the lexicon’s phrases in a message', () => {
  it('are found as written, and a long one with a visitor’s few words between its words', () => {
    expect(means('our website is slow')).toEqual([SLOW]);
    expect(means('our website is painfully slow on phones')).toEqual([SLOW]);
    expect(means('our website, sadly, is really very slow')).toEqual([SLOW]);
    expect(means('act as our auditor')).toEqual([termsOf('instruction outside scope').join(' ')]);
  });

  it('are not found with their words far apart or out of order, nor a two-word phrase with any word between', () => {
    expect(means('the website we launched last spring is never slow')).toEqual([]);
    expect(means('is our slow website down')).toEqual([]);
    expect(means('we must act fast as the audit is near')).toEqual([]);
  });
});
