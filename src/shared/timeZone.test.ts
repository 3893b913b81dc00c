import { describe, expect, it } from 'vitest';
import { isIanaTimeZone } from './timeZone';

describe('isIanaTimeZone', () => {
  it.each(['Europe/London', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Australia/Lord_Howe', 'UTC'])('takes %s', (name) => expect(isIanaTimeZone(name)).toBe(true));

  it.each(['+05:30', 'EST', 'IST', 'Mars/Olympus_Mons', 'Europe/', ''])('refuses %j, which is not a zone by its IANA name', (name) => expect(isIanaTimeZone(name)).toBe(false));
});
