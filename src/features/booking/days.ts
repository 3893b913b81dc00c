/**
 * The free slots grouped by the day they start on in a time zone, and labelled as the visitor
 * reads them (src/shared/meetingTime.ts).
 */
import type { Slot } from '../../api';
import { dayLabel, meetingLabel } from '../../shared/meetingTime';

export interface SlotDay {
  /** The day in the zone, YYYY-MM-DD. */
  key: string;
  /** "Tuesday 12 May" (with the year when it is not this year). */
  label: string;
  weekday: string;
  /** "12 May" (with the year when it is not this year). */
  date: string;
  slots: LabelledSlot[];
}

export interface LabelledSlot extends Slot {
  /** "Tuesday 12 May, 10:30 to 11:00, India Standard Time": the slot button's name. */
  label: string;
  /** "10:30": what the button shows. */
  time: string;
}

const dayKeyFormat = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const weekdayFormat = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' });
const clockFormat = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const yearFormat = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' });

/** The slots by day in `timeZone`, in time order; `now` decides which year goes unsaid. */
export function slotDays(slots: readonly Slot[], timeZone: string, now = new Date()): SlotDay[] {
  const keyOf = dayKeyFormat(timeZone);
  const weekdayOf = weekdayFormat(timeZone);
  const clockOf = clockFormat(timeZone);
  const thisYear = Number(yearFormat(timeZone).format(now));
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = new Date(slot.start);
    const key = keyOf.format(start);
    let day = days.get(key);
    if (!day) {
      const label = dayLabel(start, timeZone, thisYear);
      const weekday = weekdayOf.format(start);
      day = { key, label, weekday, date: label.slice(weekday.length).replace(/^,?\s*/, ''), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ ...slot, label: meetingLabel(slot.start, slot.end, timeZone, thisYear), time: clockOf.format(start) });
  }
  return [...days.values()];
}

/** A slot's name in `timeZone` ("Tuesday 12 May, 10:30 to 11:00, India Standard Time"), the year said only when it is not this year. */
export function slotLabel(slot: Slot, timeZone: string, now = new Date()): string {
  return meetingLabel(slot.start, slot.end, timeZone, Number(yearFormat(timeZone).format(now)));
}

/** The days of one week (Monday to Sunday in the zone) that have free slots. */
export interface SlotWeek {
  /** Its Monday, YYYY-MM-DD. */
  key: string;
  /** "7 to 13 December". */
  label: string;
  days: SlotDay[];
}

const DAY_MS = 86_400_000;
const weekRange = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' });

/** "7 to 13 December", "28 December 2026 to 3 January 2027": Intl's range, said as meetingLabel says a range. */
function rangeLabel(from: Date, to: Date): string {
  return weekRange
    .formatRangeToParts(from, to)
    .map((part) => (part.type === 'literal' && part.source === 'shared' && part.value.trim() === '–' ? ' to ' : part.value))
    .join('')
    .replace(/\s+/g, ' ');
}

/** The days by week, in order: a calendar's pages, so that no more than seven days show at once. */
export function slotWeeks(days: readonly SlotDay[]): SlotWeek[] {
  const weeks = new Map<string, SlotWeek>();
  for (const day of days) {
    // The day's date as a UTC midnight: its weekday and its week's Monday, whatever the zone.
    const date = Date.parse(`${day.key}T00:00:00Z`);
    const monday = date - ((new Date(date).getUTCDay() + 6) % 7) * DAY_MS;
    const key = new Date(monday).toISOString().slice(0, 10);
    let week = weeks.get(key);
    if (!week) {
      week = { key, label: rangeLabel(new Date(monday), new Date(monday + 6 * DAY_MS)), days: [] };
      weeks.set(key, week);
    }
    week.days.push(day);
  }
  return [...weeks.values()];
}
