import { describe, expect, it, vi } from 'vitest';
import { ianaTimeZone } from './timeZones';

describe('ianaTimeZone', () => {
  it.each(['Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires', 'Australia/Lord_Howe', 'UTC', 'Etc/UTC'])(
    'takes the IANA name %s as given',
    (name) => {
      expect(ianaTimeZone(name)).toBe(name);
    },
  );

  it.each([undefined, '', '+05:30', 'GMT+5', 'EST', 'IST', 'utc', 'Mars/Olympus_Mons', 'Asia/Kolkata\n', `Europe/${'x'.repeat(80)}`])('refuses %j', (name) => {
    expect(ianaTimeZone(name)).toBeUndefined();
  });

  it('asks the runtime once per name it takes, and every time for one it refuses', () => {
    const asked = vi.spyOn(Intl, 'DateTimeFormat');
    expect([ianaTimeZone('Pacific/Chatham'), ianaTimeZone('Pacific/Chatham')]).toEqual(['Pacific/Chatham', 'Pacific/Chatham']);
    expect(asked).toHaveBeenCalledTimes(1);
    expect([ianaTimeZone('Pacific/Atlantis'), ianaTimeZone('Pacific/Atlantis')]).toEqual([undefined, undefined]);
    expect(asked).toHaveBeenCalledTimes(3);
  });
});
