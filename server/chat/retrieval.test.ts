import { describe, expect, it } from 'vitest';
import { termsOf } from './language';
import { createIndex } from './retrieval';

const index = createIndex([{ name: 'ISO42001 for AI management' }, { name: 'ISO27001 information security' }, { name: 'Firewall review' }], {
  fields: { name: (item) => item.name },
  boost: { name: 1 },
  headline: ['name'],
});
const found = (message: string) => index.search(termsOf(message)).map((hit) => hit.item.name);

describe('retrieval', () => {
  it('forgives a typo in a word ("firewal")', () => {
    expect(found('firewal')).toEqual(['Firewall review']);
  });

  it('forgives none in a term with digits: a standard’s number is not another’s ("iso27001" is not "iso42001")', () => {
    expect(found('iso27001')).toEqual(['ISO27001 information security']);
  });
});
