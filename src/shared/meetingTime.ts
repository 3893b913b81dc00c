/**
 * A meeting's time as a visitor reads it, in their time zone with the zone named: "Tuesday 12 May,
 * 10:30 to 11:00, India Standard Time". The booking step's slot buttons and the booking's e-mails
 * say it the same way; Intl.DateTimeFormat only, so the browser needs no date library.
 */
const LOCALE = 'en-GB';

/**
 * One formatter per zone and set of options: building an Intl.DateTimeFormat is costly, and the
 * booking step labels every slot of three weeks (some thousand formatters) when a zone is chosen
 * (measured: docs/performance.md, "Measurements behind the code").
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The zone's long name at an instant ("British Summer Time" in July, "Greenwich Mean Time" in January). */
export function zoneName(timeZone: string, at: Date): string {
  return (
    formatter({ timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** "Tuesday 12 May" (with the year when it is not `thisYear`'s). */
export function dayLabel(at: Date, timeZone: string, thisYear?: number): string {
  const year = Number(formatter({ timeZone, year: 'numeric' }).format(at));
  return formatter({
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(thisYear !== undefined && year !== thisYear ? { year: 'numeric' } : {}),
  }).format(at);
}

/** "10:30" on a 24-hour clock. */
export function clockLabel(at: Date, timeZone: string): string {
  return formatter({ timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** "Tuesday 12 May, 10:30 to 11:00, India Standard Time". */
export function meetingLabel(start: string, end: string, timeZone: string, thisYear?: number): string {
  const from = new Date(start);
  return `${dayLabel(from, timeZone, thisYear)}, ${clockLabel(from, timeZone)} to ${clockLabel(new Date(end), timeZone)}, ${zoneName(timeZone, from)}`;
}
