import { describe, expect, it } from 'vitest';
import { ianaTimeZone } from './timeZones';

describe('ianaTimeZone', () => {
  it.each(['Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires', 'Australia/Lord_Howe', 'UTC', 'Etc/UTC'])('takes the IANA name %s as given', (name) => {
    expect(ianaTimeZone(name)).toBe(name);
  });

  it.each([undefined, '', '+05:30', 'GMT+5', 'EST', 'IST', 'utc', 'Mars/Olympus_Mons', 'Asia/Kolkata\n', `Europe/${'x'.repeat(80)}`])('refuses %j', (name) => {
    expect(ianaTimeZone(name)).toBeUndefined();
  });
});
