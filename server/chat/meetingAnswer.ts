/**
 * The chat's answer to a request to meet: the booking step (a link to its page) and the next free
 * slots, worded in the visitor's time zone as the booking step words them (meetingLabel). The slots
 * come from the route (the store's bookings); this stays pure.
 */
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { dayLabel, meetingLabel } from '../../src/shared/meetingTime';
import type { Weekday } from './intents';

/** A free slot as GET /booking/slots gives it: UTC instants (ISO 8601). */
export interface OfferedSlot {
  start: string;
  end: string;
}

/** What the route gives the engine for a request to meet. */
export interface MeetingContext {
  /** The free slots in time order; undefined when they could not be read (the store did not answer). */
  freeSlots?: readonly OfferedSlot[];
  /** The visitor's IANA time zone (UTC when the browser did not say). */
  timeZone: string;
}

export interface LinkedPage {
  title: string;
  url: string;
}

/** How many free slots an answer lists. */
export const SLOTS_OFFERED = 3;
export const BOOKING_PAGE: LinkedPage = { title: 'Book a Free Consultation', url: BOOKING_PAGES.book };
const CONTACT_PAGE: LinkedPage = { title: 'Contact Us', url: '/contact' };

const minutesOf = (slot: OfferedSlot) => Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The slots on the first date (in the visitor's zone) that falls on `weekday`, if any date does. */
function slotsOnWeekday(slots: readonly OfferedSlot[], weekday: Weekday, timeZone: string): OfferedSlot[] {
  const weekdayOf = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' });
  const dateOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const first = slots.find((slot) => weekdayOf.format(new Date(slot.start)).toLowerCase() === weekday);
  if (!first) return [];
  const date = dateOf.format(new Date(first.start));
  return slots.filter((slot) => dateOf.format(new Date(slot.start)) === date);
}

/** The lines of the answer and the pages it links, the booking step's first. */
export function meetingAnswer(context: MeetingContext | undefined, weekday: Weekday | undefined): { lines: string[]; links: LinkedPage[] } {
  const book = `[Choose a time and book it](${BOOKING_PAGE.url})`;
  const slots = context?.freeSlots;
  if (!context || !slots) {
    return { lines: [`You can book a free consultation with our team. ${book}: the invitation comes by e-mail.`], links: [BOOKING_PAGE] };
  }
  if (slots.length === 0) {
    return {
      lines: [`Our consultants have no free time in the calendar at the moment. [Send us a message](${CONTACT_PAGE.url}) and we will find a time with you.`],
      links: [CONTACT_PAGE],
    };
  }
  const onDay = weekday ? slotsOnWeekday(slots, weekday, context.timeZone) : [];
  const offered = (onDay.length > 0 ? onDay : slots).slice(0, SLOTS_OFFERED);
  const heading =
    onDay.length > 0
      ? `The free times on ${dayLabel(new Date(onDay[0]!.start), context.timeZone)}:`
      : weekday
        ? `There is no free time on a ${capitalised(weekday)} in our calendar; the next free times are:`
        : 'The next free times are:';
  return {
    lines: [
      `You can book a free ${minutesOf(offered[0]!)}-minute consultation with our team. ${heading}`,
      offered.map((slot) => `- ${meetingLabel(slot.start, slot.end, context.timeZone)}`).join('\n'),
      `${book}: these or another time; the invitation comes by e-mail.`,
    ],
    links: [BOOKING_PAGE],
  };
}
