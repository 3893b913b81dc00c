import { Suspense, useEffect, useRef, useState } from 'react';
import { bookSlot as bookWithApi, loadSlots as loadFromApi, type BookingReceipt, type BookSlot, type LoadSlots, type Slot } from '../../api/booking';
import { zoneName } from '../../shared/meetingTime';
import type { KnownVisitor } from './BookingForm';
import type { BookedWords } from './bookedWords';
import { BookingResult } from './BookingResult';
import { slotDays, slotLabel } from './days';
import type { HeadingLevel } from './Heading';
import { BookingForm, NoFreeTimes, SlotsNotLoaded } from './parts';
import type { ReachUs } from './ReachUs';
import { SlotChooser } from './SlotChooser';
import { Pending, Problem, StepPanel } from './styles';
import { detectTimeZone } from './timeZones';
import { useAnnouncer } from './useAnnouncer';
import { focusFirstControl, useFocusRequest } from './useFocusRequest';
import { useSlots } from './useSlots';
import { declareIsland } from '../../ui/islandRoot';
import { fillIn, forCount } from '../../shared/text';
import { BookingWordsProvider, useBookingWords, type BookingWords } from './words';

export interface BookingStepProps {
  /** What the visitor gave already (the consultation request): asked no more. None on the booking page. */
  known?: KnownVisitor;
  reachUs: ReachUs;
  /** What the step says: its page's (content/islands/booking.json). */
  words: BookingWords;
  /** 2 on a page of its own, 3 in the consultation dialog. */
  headingLevel?: HeadingLevel;
  /** The API's calls (tests give their own). */
  loadSlots?: LoadSlots;
  bookSlot?: BookSlot;
}

/**
 * The booking step: the free days, then a day's times, in the visitor's time zone; then what the
 * booking still needs; then the booked meeting. Focus follows the step (the times after a day, the
 * form after a time, the result after booking) and a live region says what changed elsewhere.
 */
export function BookingStep({ words, ...props }: BookingStepProps) {
  return (
    <BookingWordsProvider value={words}>
      <Step {...props} />
    </BookingWordsProvider>
  );
}

function Step({ known, reachUs, headingLevel = 2, loadSlots = loadFromApi, bookSlot = bookWithApi }: Omit<BookingStepProps, 'words'>) {
  const words = useBookingWords();
  const { state, reload, replace } = useSlots(loadSlots);
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<Slot | undefined>(undefined);
  // Once shown, the form stays (hidden while no time is chosen), with what was typed.
  const [formShown, setFormShown] = useState(false);
  const [taken, setTaken] = useState<string | undefined>(undefined);
  const [booked, setBooked] = useState<{ receipt: BookingReceipt; words: BookedWords } | undefined>(undefined);
  const { announce, announcer } = useAnnouncer();
  const form = useRef<HTMLFormElement>(null);
  const takenNotice = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLHeadingElement>(null);
  const requestFocus = useFocusRequest<'form' | 'taken' | 'result'>((target) => {
    // The form focuses itself as it first appears; after that, on every time chosen.
    if (target === 'form') focusFirstControl(form.current);
    else if (target === 'taken') takenNotice.current?.focus();
    else result.current?.focus();
  });

  // The browser's zone, read once the step runs in it (never at build time).
  useEffect(() => setTimeZone(detectTimeZone()), []);

  const loadedSlots = state.status === 'ready' ? state.slots : undefined;
  useEffect(() => {
    if (!loadedSlots || !timeZone || loadedSlots.length === 0 || taken) return;
    const days = slotDays(loadedSlots, timeZone).length;
    announce(forCount(words.timesLoaded, days));
    // Once per load: a change of zone says so itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedSlots, timeZone === undefined]);

  if (booked) {
    const zone = timeZone ?? 'UTC';
    const { heading, text } = booked.words;
    return (
      <StepPanel>
        <BookingResult ref={result} heading={heading} meeting={slotLabel(booked.receipt, zone)} headingLevel={headingLevel}>
          {text}
        </BookingResult>
      </StepPanel>
    );
  }

  const choose = (slot: Slot) => {
    setChosen({ start: slot.start, end: slot.end });
    setFormShown(true);
    setTaken(undefined);
    requestFocus('form');
  };
  const changeZone = (zone: string) => {
    setTimeZone(zone);
    announce(fillIn(words.zoneChanged, { zone: zoneName(zone, new Date()) }));
  };
  const onTaken = (slots: Slot[], message: string) => {
    replace(slots);
    setChosen(undefined);
    setTaken(message);
    requestFocus('taken');
  };
  const onBooked = (receipt: BookingReceipt, words: BookedWords) => {
    setBooked({ receipt, words });
    requestFocus('result');
  };

  return (
    <StepPanel>
      {announcer}
      {state.status === 'loading' || timeZone === undefined ? (
        <Pending>{words.loadingTimes}</Pending>
      ) : state.status === 'failed' ? (
        <Suspense fallback={null}>
          <SlotsNotLoaded onRetry={reload} reachUs={reachUs} />
        </Suspense>
      ) : state.slots.length === 0 ? (
        <Suspense fallback={null}>
          <NoFreeTimes horizonDays={state.horizonDays} reachUs={reachUs} headingLevel={headingLevel} />
        </Suspense>
      ) : (
        <>
          {taken && (
            <Problem role="alert" tabIndex={-1} ref={takenNotice}>
              <p>{`${taken} ${words.takenNote}`}</p>
            </Problem>
          )}
          <SlotChooser
            slots={state.slots}
            timeZone={timeZone}
            onTimeZoneChange={changeZone}
            chosen={chosen?.start}
            onChoose={choose}
            headingLevel={headingLevel}
          />
          {formShown && (
            <div hidden={!chosen}>
              <Suspense fallback={<Pending>{words.loadingForm}</Pending>}>
                <BookingForm
                  ref={form}
                  known={known}
                  slot={chosen && { start: chosen.start, label: slotLabel(chosen, timeZone) }}
                  timeZone={timeZone}
                  submit={bookSlot}
                  onBooked={onBooked}
                  onTaken={onTaken}
                  headingLevel={headingLevel}
                />
              </Suspense>
            </div>
          )}
        </>
      )}
    </StepPanel>
  );
}

/** BookingStep as the island 'booking': what the page renders and the browser hydrates. */
export const bookingIsland = declareIsland('booking', BookingStep);
