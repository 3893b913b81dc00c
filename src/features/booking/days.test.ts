import { describe, expect, it } from 'vitest';
import { slotDays, slotWeeks } from './days';
import { timeZoneChoices, zoneOptionLabel } from './timeZones';

const slot = (start: string, minutes = 30) => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() });
const NOW = new Date('2026-05-04T12:00:00Z');

describe('the free slots by day, in a time zone', () => {
  it('groups slots by the day they start on in the zone, in time order, named as the visitor reads them', () => {
    // 18:00 and 19:00 UTC on 12 May are 23:30 on the 12th and 00:30 on the 13th in Kolkata.
    const slots = [slot('2026-05-12T19:00:00Z'), slot('2026-05-12T18:00:00Z'), slot('2026-05-13T05:00:00Z')];
    const kolkata = slotDays(slots, 'Asia/Kolkata', NOW);
    expect(kolkata.map((day) => [day.key, day.label, day.slots.map((entry) => entry.time)])).toEqual([
      ['2026-05-12', 'Tuesday 12 May', ['23:30']],
      ['2026-05-13', 'Wednesday 13 May', ['00:30', '10:30']],
    ]);
    expect(kolkata[0]!.slots[0]!.label).toBe('Tuesday 12 May, 23:30 to 00:00, India Standard Time');
    const newYork = slotDays(slots, 'America/New_York', NOW);
    expect(newYork.map((day) => [day.label, day.slots.map((entry) => entry.time)])).toEqual([
      ['Tuesday 12 May', ['14:00', '15:00']],
      ['Wednesday 13 May', ['01:00']],
    ]);
  });

  it('says the year of a day in another year, and splits the weekday from the date', () => {
    const [day] = slotDays([slot('2027-01-05T10:00:00Z')], 'Europe/London', NOW);
    expect(day).toMatchObject({ weekday: 'Tuesday', date: '5 January 2027' });
    expect(day!.slots[0]!.label).toBe('Tuesday, 5 January 2027, 10:00 to 10:30, Greenwich Mean Time');
  });

  it('reads times across the change to summer time as the clocks show them, the zone named as it is at each', () => {
    // Europe/London moves to summer time at 01:00 UTC on 29 March 2026.
    const [day] = slotDays([slot('2026-03-29T00:30:00Z'), slot('2026-03-29T01:00:00Z')], 'Europe/London', NOW);
    expect(day!.slots.map((entry) => entry.label)).toEqual([
      'Sunday 29 March, 00:30 to 02:00, Greenwich Mean Time',
      'Sunday 29 March, 02:00 to 02:30, British Summer Time',
    ]);
  });
});

describe('the zones a visitor can choose', () => {
  it("lists the browser's zones with UTC and the current one, sorted and once each", () => {
    const choices = timeZoneChoices('Asia/Kolkata');
    expect(choices).toContain('UTC');
    expect(choices).toContain('Asia/Kolkata');
    expect(choices).toContain('America/New_York');
    expect(new Set(choices).size).toBe(choices.length);
    const labels = choices.map(zoneOptionLabel);
    expect([...labels].sort((a, b) => a.localeCompare(b))).toEqual(labels);
  });

  it('names a city the engine still knows by its old name as it is called now', () => {
    expect(zoneOptionLabel('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(zoneOptionLabel('America/Los_Angeles')).toBe('America/Los Angeles');
    for (const current of ['Asia/Calcutta', 'Asia/Kolkata']) {
      const labels = timeZoneChoices(current).map(zoneOptionLabel);
      expect(labels.filter((label) => label === 'Asia/Kolkata')).toHaveLength(1);
      expect(labels.indexOf('Asia/Kolkata')).toBeGreaterThan(labels.indexOf('Asia/Jerusalem'));
    }
  });
});

describe('the days by week', () => {
  it('puts each day in its Monday-to-Sunday week in the zone, named by its dates', () => {
    // Sunday 6 December and Monday 7 December in Kolkata; 18:30 UTC on Sunday 13 December is Monday 14th there.
    const slots = ['2026-12-06T05:00:00Z', '2026-12-07T05:00:00Z', '2026-12-13T05:00:00Z', '2026-12-13T18:30:00Z', '2026-12-31T05:00:00Z'].map((start) =>
      slot(start),
    );
    const weeks = slotWeeks(slotDays(slots, 'Asia/Kolkata', NOW)).map((week) => [week.key, week.label, week.days.map((day) => day.key)]);
    expect(weeks).toEqual([
      ['2026-11-30', '30 November to 6 December', ['2026-12-06']],
      ['2026-12-07', '7 to 13 December', ['2026-12-07', '2026-12-13']],
      ['2026-12-14', '14 to 20 December', ['2026-12-14']],
      ['2026-12-28', '28 December 2026 to 3 January 2027', ['2026-12-31']],
    ]);
  });
});
