/**
 * The consultants' own calendars: the busy times of each one's private iCalendar feed (an ICS
 * export, or a free/busy URL) are never offered. Read with ical.js: events (recurring ones expanded,
 * their moved or cancelled occurrences applied, all-day events as whole days in the consultant's
 * zone, free or cancelled events skipped) and VFREEBUSY periods. A feed is read on a schedule and
 * before a booking is made; one that cannot be read keeps its last good copy, and says so in the log
 * and in /metrics (./busyCalendars.ts).
 */
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { ianaTimeZone } from '../../src/shared/timeZones';

/** Busy intervals [from, to) in epoch milliseconds, by consultant id. */
export type BusyTimes = ReadonlyMap<string, readonly (readonly [number, number])[]>;

/** At most this many occurrences of one recurring event are expanded (a daily event begun decades ago included). */
const MAX_OCCURRENCES = 20_000;

/**
 * The instant a time of the feed names: UTC; an IANA zone (by Temporal, whether the feed has its
 * VTIMEZONE or only names it: ical.js then reads the time as floating, and `named` is the property's
 * TZID); the feed's own VTIMEZONE by another name ("Eastern Standard Time", as Outlook writes them);
 * or a floating or all-day time, in the consultant's zone.
 */
function instantOf(time: ICAL.Time, named: string | undefined, zoneOfConsultant: string): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  const tzid = time.zone && time.zone.tzid !== 'floating' ? time.zone.tzid : named;
  const iana = ianaTimeZone(tzid);
  if (!iana && time.zone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  return Temporal.ZonedDateTime.from({
    timeZone: iana ?? zoneOfConsultant,
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  }).epochMilliseconds;
}

const isBusy = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED' &&
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT';

/** The busy intervals of an iCalendar text that overlap [from, to), in time order. Throws on text that is not iCalendar. */
export function busyIntervalsOf(text: string, zoneOfConsultant: string, from: number, to: number): [number, number][] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not an iCalendar file (${calendar.name})`);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  /** An event's start and end as instants; its TZIDs name the zone of a time ical.js reads as floating. */
  const tzidOf = (component: ICAL.Component, name: string) => {
    const tzid = component.getFirstProperty(name)?.getParameter('tzid');
    return typeof tzid === 'string' ? tzid : undefined;
  };
  const span = (component: ICAL.Component, start: ICAL.Time, end: ICAL.Time) => {
    const startZone = tzidOf(component, 'dtstart');
    return [instantOf(start, startZone, zoneOfConsultant), instantOf(end, tzidOf(component, 'dtend') ?? startZone, zoneOfConsultant)] as const;
  };
  const busy: [number, number][] = [];
  const add = (start: number, end: number) => {
    if (start < to && end > from && end > start) busy.push([start, end]);
  };

  const events = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  for (const component of events.filter((vevent) => !vevent.hasProperty('recurrence-id')))
    masters.set(String(component.getFirstPropertyValue('uid')), new ICAL.Event(component));
  for (const component of events.filter((vevent) => vevent.hasProperty('recurrence-id'))) {
    const master = masters.get(String(component.getFirstPropertyValue('uid')));
    if (master) master.relateException(component);
    else if (isBusy(component)) {
      const single = new ICAL.Event(component);
      add(...span(component, single.startDate, single.endDate));
    }
  }
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      if (isBusy(event.component)) add(...span(event.component, event.startDate, event.endDate));
      continue;
    }
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next && count < MAX_OCCURRENCES; count += 1, next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next);
      const [start, end] = span(details.item.component, details.startDate, details.endDate);
      if (start >= to) break;
      if (isBusy(details.item.component)) add(start, end);
    }
  }
  for (const freeBusy of calendar.getAllSubcomponents('vfreebusy')) {
    for (const property of freeBusy.getAllProperties('freebusy')) {
      if (String(property.getParameter('fbtype') ?? 'BUSY').toUpperCase() === 'FREE') continue;
      for (const period of property.getValues() as ICAL.Period[]) {
        const start = instantOf(period.start, undefined, zoneOfConsultant);
        add(start, period.end ? instantOf(period.end, undefined, zoneOfConsultant) : start + period.duration!.toSeconds() * 1000);
      }
    }
  }
  return busy.sort((a, b) => a[0] - b[0]);
}

/** Whether a meeting from `start` to `end`, with its buffers, meets one of the consultant's busy times. */
export function isBusyAt(busy: BusyTimes | undefined, consultantId: string, start: number, end: number, buffers: { before: number; after: number }): boolean {
  return (busy?.get(consultantId) ?? []).some(([from, to]) => start - buffers.before < to && end + buffers.after > from);
}
