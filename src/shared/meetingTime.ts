/**
 * A meeting's time as a visitor reads it, in their time zone with the zone named: "Tuesday 12 May,
 * 10:30 to 11:00, India Standard Time". The booking step's slot buttons and the booking's e-mails
 * say it the same way; Intl.DateTimeFormat only, so the browser needs no date library.
 */
const LOCALE = 'en-GB';

/** The zone's long name at an instant ("British Summer Time" in July, "Greenwich Mean Time" in January). */
export function zoneName(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Tuesday 12 May" (with the year when it is not `thisYear`'s). */
export function dayLabel(at: Date, timeZone: string, thisYear?: number): string {
  const year = Number(new Intl.DateTimeFormat(LOCALE, { timeZone, year: 'numeric' }).format(at));
  return new Intl.DateTimeFormat(LOCALE, { timeZone, weekday: 'long', day: 'numeric', month: 'long', ...(thisYear !== undefined && year !== thisYear ? { year: 'numeric' } : {}) }).format(at);
}

/** "10:30" on a 24-hour clock. */
export function clockLabel(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** "Tuesday 12 May, 10:30 to 11:00, India Standard Time". */
export function meetingLabel(start: string, end: string, timeZone: string, thisYear?: number): string {
  const from = new Date(start);
  return `${dayLabel(from, timeZone, thisYear)}, ${clockLabel(from, timeZone)} to ${clockLabel(new Date(end), timeZone)}, ${zoneName(timeZone, from)}`;
}
