import { describe, expect, it } from 'vitest';
import { formatDay } from './ArticleByline';

const intlLong = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

describe('formatDay', () => {
  it('writes a YYYY-MM-DD day as the en-US long date, as Intl does, on every day of a leap year and around it', () => {
    const start = Date.UTC(2023, 11, 25);
    for (let n = 0; n < 380; n += 1) {
      const day = new Date(start + n * 86_400_000).toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(intlLong.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('drops the leading zeros of month and day', () => {
    expect(formatDay('2026-03-01')).toBe('March 1, 2026');
  });
});
