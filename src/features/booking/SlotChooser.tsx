import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Slot } from '../../api';
import { zoneName } from '../../shared/meetingTime';
import { slotDays, slotWeeks, type SlotDay } from './days';
import { Heading, type HeadingLevel } from './Heading';
import { useFocusRequest } from './useFocusRequest';
import { ZoneSelect } from './ZoneSelect';
import { useBookingWords } from './words';
import { fillIn, forCount } from '../../shared/text';
import { Caption, DayButton, DayGrid, PanelSection, TimeButton, TimeGrid, WeekButton, WeekNav } from './styles';

interface SlotChooserProps {
  slots: readonly Slot[];
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  /** The start of the slot chosen, if any: its button shows pressed. */
  chosen?: string | undefined;
  onChoose: (slot: Slot) => void;
  headingLevel: HeadingLevel;
  /** Focus the first day as the chooser appears (it replaced the button the visitor pressed). */
  focusOnShow?: boolean;
}

/**
 * The days that have free slots, a week at a time, then the slots of the chosen day, in the
 * visitor's time zone (named, and changeable). Each day is a toggle button that says how many
 * slots it has; choosing one shows its slots and moves focus to the first. Each slot is a button
 * named by the meeting's whole time ("Tuesday 12 May, 10:30 to 11:00, India Standard Time") that
 * shows its start.
 */
export function SlotChooser({ slots, timeZone, onTimeZoneChange, chosen, onChoose, headingLevel, focusOnShow = false }: SlotChooserProps) {
  const id = useId();
  const { chooser: words } = useBookingWords();
  const days = useMemo(() => slotDays(slots, timeZone), [slots, timeZone]);
  const weeks = useMemo(() => slotWeeks(days), [days]);
  const [dayKey, setDayKey] = useState<string | undefined>(undefined);
  // The day chosen, else the day of the slot chosen, else the first: a day that has no slots left
  // (taken meanwhile, or a day of another zone) falls back to the first.
  const day: SlotDay | undefined =
    days.find((candidate) => candidate.key === dayKey) ?? days.find((candidate) => candidate.slots.some((slot) => slot.start === chosen)) ?? days[0];
  const weekIndex = Math.max(
    0,
    weeks.findIndex((week) => week.days.includes(day!)),
  );
  const week = weeks[weekIndex];
  const times = useRef<HTMLUListElement>(null);
  const dayList = useRef<HTMLUListElement>(null);
  const requestFocus = useFocusRequest<'times'>(() => times.current?.querySelector('button')?.focus());

  useEffect(() => {
    if (focusOnShow) dayList.current?.querySelector('button')?.focus();
    // On showing only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseDay = (key: string) => {
    setDayKey(key);
    requestFocus('times');
  };
  /** Another week shows its first day's times; focus stays on the button pressed. */
  const turnTo = (index: number) => {
    const first = weeks[index]?.days[0];
    if (first) setDayKey(first.key);
  };

  return (
    <>
      <ZoneSelect timeZone={timeZone} onChange={onTimeZoneChange} />
      <PanelSection aria-labelledby={`${id}-days`}>
        <Heading level={headingLevel} id={`${id}-days`}>
          {words.chooseDay}
        </Heading>
        {weeks.length > 1 && week && (
          <WeekNav>
            <WeekButton type="button" aria-label={words.previousWeek} aria-disabled={weekIndex === 0} onClick={() => weekIndex > 0 && turnTo(weekIndex - 1)}>
              <span aria-hidden="true">‹</span> {words.previous}
            </WeekButton>
            <p aria-live="polite">{week.label}</p>
            <WeekButton
              type="button"
              aria-label={words.nextWeek}
              aria-disabled={weekIndex === weeks.length - 1}
              onClick={() => weekIndex < weeks.length - 1 && turnTo(weekIndex + 1)}
            >
              {words.next} <span aria-hidden="true">›</span>
            </WeekButton>
          </WeekNav>
        )}
        <DayGrid ref={dayList}>
          {(week?.days ?? days).map((candidate) => (
            <li key={candidate.key}>
              <DayButton
                type="button"
                aria-pressed={candidate.key === day?.key}
                aria-label={`${candidate.label}, ${forCount(words.freeTimes, candidate.slots.length)}`}
                onClick={() => chooseDay(candidate.key)}
              >
                {/* Each part ends with a space (collapsed on screen) so that its text reads as words, as its name does. */}
                <span data-part="weekday">{candidate.weekday} </span>
                <span>{candidate.date} </span>
                <span data-part="count">{forCount(words.freeTimes, candidate.slots.length)}</span>
              </DayButton>
            </li>
          ))}
        </DayGrid>
      </PanelSection>
      {day && (
        <PanelSection aria-labelledby={`${id}-times`}>
          <div>
            <Heading level={headingLevel} id={`${id}-times`}>
              {fillIn(words.timesOn, { day: day.label })}
            </Heading>
            <Caption>{fillIn(words.zoneAndLength, { zone: zoneName(timeZone, new Date(day.slots[0]!.start)), minutes: minutesOf(day.slots[0]!) })}</Caption>
          </div>
          <TimeGrid ref={times} aria-labelledby={`${id}-times`}>
            {day.slots.map((slot) => (
              <li key={slot.start}>
                <TimeButton type="button" aria-pressed={slot.start === chosen} aria-label={slot.label} onClick={() => onChoose(slot)}>
                  {slot.time}
                </TimeButton>
              </li>
            ))}
          </TimeGrid>
        </PanelSection>
      )}
    </>
  );
}

const minutesOf = (slot: Slot) => Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
