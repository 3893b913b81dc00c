import { describe, expect, it } from 'vitest';
import { meetingLabel, zoneName } from './meetingTime';

describe('a meeting time as the visitor reads it', () => {
  it("is said in the visitor's zone, with the zone named", () => {
    expect(meetingLabel('2026-05-12T05:00:00Z', '2026-05-12T05:30:00Z', 'Asia/Kolkata', 2026)).toBe('Tuesday 12 May, 10:30 to 11:00, India Standard Time');
    expect(meetingLabel('2026-05-12T05:00:00Z', '2026-05-12T05:30:00Z', 'America/New_York', 2026)).toBe(
      'Tuesday 12 May, 01:00 to 01:30, Eastern Daylight Time',
    );
  });

  it("names the zone as it is on the day (summer time or not) and gives the year only when it is not this year's", () => {
    expect(zoneName('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('British Summer Time');
    expect(zoneName('Europe/London', new Date('2026-01-05T12:00:00Z'))).toBe('Greenwich Mean Time');
    expect(meetingLabel('2027-01-05T10:00:00Z', '2027-01-05T10:30:00Z', 'Europe/London', 2026)).toBe(
      'Tuesday, 5 January 2027, 10:00 to 10:30, Greenwich Mean Time',
    );
  });
});
