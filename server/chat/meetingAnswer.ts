/**
 * The chat's answer to a request to meet: the next free slots, worded in the visitor's time zone as
 * the booking step words them (meetingLabel), and the link to pick one. The slots come from the
 * route (the store's bookings), the words from content/site/assistant.yaml; this stays pure.
 */
import type { AssistantContent } from '../../src/model/schemas/assistantSchema';
import { dayLabel, meetingLabel } from '../../src/shared/meetingTime';
import type { OfferedSlot } from '../booking/slots';
import { renderMarkdown } from '../../src/model/markdownTemplates';
import type { AnswerView } from './answerText';

/** What the route gives the engine for a request to meet. */
export interface MeetingContext {
  /** The free slots in time order; undefined when they could not be read (the store did not answer). */
  freeSlots?: readonly OfferedSlot[];
  /** The visitor's IANA time zone (UTC when the browser did not say). */
  timeZone: string;
}

/** How many free slots an answer lists. */
export const SLOTS_OFFERED = 3;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof WEEKDAYS)[number];
const WEEKDAY = new RegExp(`\\b(${WEEKDAYS.join('|')})s?\\b`, 'i');

/** The day of the week a message names ("… for Tuesday?"), if it names one. */
export const weekdayIn = (message: string): Weekday | undefined => WEEKDAY.exec(message)?.[1]?.toLowerCase() as Weekday | undefined;

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

/** The paragraphs of the answer. */
export function meetingAnswer(
  replies: AssistantContent['replies']['meeting'],
  view: AnswerView,
  context: MeetingContext | undefined,
  message: string,
): string[] {
  const slots = context?.freeSlots;
  if (!context || !slots) return [renderMarkdown(replies.noCalendar, view)];
  if (slots.length === 0) return [renderMarkdown(replies.noTimes, view)];
  const weekday = weekdayIn(message);
  const onDay = weekday ? slotsOnWeekday(slots, weekday, context.timeZone) : [];
  const offered = (onDay.length > 0 ? onDay : slots).slice(0, SLOTS_OFFERED);
  const heading = onDay.length > 0 ? replies.timesOnDay : weekday ? replies.noTimesOnDay : replies.times;
  const values = {
    ...view,
    minutes: minutesOf(offered[0]!),
    day: dayLabel(new Date(offered[0]!.start), context.timeZone),
    weekday: weekday && capitalised(weekday),
  };
  return [
    renderMarkdown(heading, values),
    offered.map((slot) => `- ${meetingLabel(slot.start, slot.end, context.timeZone)}`).join('\n'),
    renderMarkdown(replies.pick, values),
  ];
}
