import { describe, expect, it } from 'vitest';
import { fillIn, forCount } from './text';

describe('content texts with places', () => {
  it('fills each named place and leaves an unknown one as written', () => {
    expect(fillIn('{count} pages match “{query}” {nowhere}', { count: 3, query: 'gdpr' })).toBe('3 pages match “gdpr” {nowhere}');
  });

  it('says a count in its form for one or for more, its other places filled too', () => {
    const forms = { one: '{count} free time on {day}', other: '{count} free times on {day}' };
    expect([0, 1, 2].map((count) => forCount(forms, count, { day: 'Monday' }))).toEqual([
      '0 free times on Monday',
      '1 free time on Monday',
      '2 free times on Monday',
    ]);
  });
});
