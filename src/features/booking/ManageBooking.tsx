import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  loadBooking as loadBookingFromApi,
  loadSlots as loadSlotsFromApi,
  moveBooking as moveWithApi,
  type MoveReceipt,
  type LoadBooking,
  type LoadSlots,
  type MoveBooking,
  type Slot,
} from '../../api/booking';
import { API_BASE, ApiError } from '../../api/request';
import { BOOKING_PAGES, CANCEL_INTENT } from '../../model/bookingPaths';
import { LINK_ACTION_FIELD } from '../../model/newsletterPaths';
import { Button, ButtonLink } from '../../ui/Button';
import { BookingResult } from './BookingResult';
import { slotLabel } from './days';
import { Heading, type HeadingLevel } from './Heading';
import type { ReachUs } from './ReachUs';
import { RescheduleStep } from './parts';
import { Actions, CancelSection, MeetingSummary, Pending, Problem, StepPanel } from './styles';
import { detectTimeZone } from './timeZones';
import { useAnnouncer } from './useAnnouncer';
import { declareIsland } from '../../ui/islandRoot';
import { BookingWordsProvider, useBookingWords, type BookingWords } from './words';

/** The manage page's words (content/pages/booking.yaml). */
export interface ManageCopy {
  cancel: { heading: string; text: string; button: string };
  /** What the page says when its link manages no meeting any more (unknown, cancelled, or the meeting has started). */
  invalid: { heading: string; text: string; link: { label: string; to: string } };
}

export interface ManageBookingProps {
  copy: ManageCopy;
  reachUs: ReachUs;
  /** What the step says: its page's (content/islands/booking.json). */
  words: BookingWords;
  headingLevel?: HeadingLevel;
  /** The API's calls (tests give their own). */
  loadBooking?: LoadBooking;
  loadSlots?: LoadSlots;
  moveBooking?: MoveBooking;
}

type Meeting = { status: 'loading' } | { status: 'failed' } | { status: 'gone' } | { status: 'ready'; slot: Slot };

/** The e-mailed link's token: the page's own query, read in the browser (a page is the same for every token). */
const tokenOfPage = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * The page an invitation's link opens: the meeting in the visitor's time zone, a way to move it
 * (the booking step's days and times), and the cancel button, a plain form that POSTs to this very
 * URL, token included, with or without script (the server answers with the page that says what happened).
 */
export function ManageBooking({ words, ...props }: ManageBookingProps) {
  return (
    <BookingWordsProvider value={words}>
      <Manage {...props} />
    </BookingWordsProvider>
  );
}

function Manage({
  copy,
  reachUs,
  headingLevel = 2,
  loadBooking = loadBookingFromApi,
  loadSlots = loadSlotsFromApi,
  moveBooking = moveWithApi,
}: Omit<ManageBookingProps, 'words'>) {
  const cancelId = useId();
  const words = useBookingWords();
  const [token, setToken] = useState<string | undefined>(undefined);
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  const [meeting, setMeeting] = useState<Meeting>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [rescheduling, setRescheduling] = useState(false);
  const [moved, setMoved] = useState(false);
  const { announce, announcer } = useAnnouncer();
  const result = useRef<HTMLHeadingElement>(null);
  const gone = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setToken(tokenOfPage());
    setTimeZone(detectTimeZone());
  }, []);

  useEffect(() => {
    if (token === undefined) return undefined;
    if (!token) {
      setMeeting({ status: 'gone' });
      return undefined;
    }
    let current = true;
    setMeeting({ status: 'loading' });
    loadBooking(token).then(
      ({ start, end }) => current && setMeeting({ status: 'ready', slot: { start, end } }),
      (error: unknown) => current && setMeeting({ status: error instanceof ApiError && (error.status === 404 || error.status === 410) ? 'gone' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token, loadBooking, attempt]);

  useEffect(() => {
    if (moved) result.current?.focus();
  }, [moved]);

  const onMoved = useCallback((receipt: MoveReceipt) => {
    setMeeting({ status: 'ready', slot: { start: receipt.start, end: receipt.end } });
    setRescheduling(false);
    setMoved(true);
  }, []);
  const onGone = useCallback(() => {
    setMeeting({ status: 'gone' });
    setRescheduling(false);
    requestAnimationFrame(() => gone.current?.focus());
  }, []);

  if (meeting.status === 'gone') {
    return (
      <StepPanel>
        <div>
          <Heading level={headingLevel} ref={gone} tabIndex={-1}>
            {copy.invalid.heading}
          </Heading>
          <p>{copy.invalid.text}</p>
        </div>
        <Actions>
          <ButtonLink to={copy.invalid.link.to}>{copy.invalid.link.label}</ButtonLink>
        </Actions>
      </StepPanel>
    );
  }

  const zone = timeZone ?? 'UTC';
  return (
    <StepPanel>
      {announcer}
      {meeting.status === 'loading' && <Pending>{words.manage.loadingMeeting}</Pending>}
      {meeting.status === 'failed' && (
        <Problem role="alert">
          <p>{words.manage.notLoaded}</p>
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              {words.retry}
            </Button>
          </Actions>
        </Problem>
      )}
      {meeting.status === 'ready' &&
        (moved ? (
          <BookingResult ref={result} heading={words.manage.movedHeading} meeting={slotLabel(meeting.slot, zone)} headingLevel={headingLevel}>
            {words.manage.movedText}
          </BookingResult>
        ) : (
          <div>
            <Heading level={headingLevel}>{words.manage.yourMeeting}</Heading>
            <MeetingSummary>{slotLabel(meeting.slot, zone)}</MeetingSummary>
          </div>
        ))}
      {meeting.status === 'ready' &&
        token &&
        timeZone &&
        (rescheduling ? (
          <Suspense fallback={<Pending>{words.loadingTimes}</Pending>}>
            <RescheduleStep
              token={token}
              timeZone={timeZone}
              onTimeZoneChange={setTimeZone}
              loadSlots={loadSlots}
              moveBooking={moveBooking}
              onMoved={onMoved}
              onGone={onGone}
              announce={announce}
              reachUs={reachUs}
              headingLevel={headingLevel}
            />
          </Suspense>
        ) : (
          <Actions>
            <Button type="button" onClick={() => setRescheduling(true)}>
              {words.manage.chooseAnother}
            </Button>
          </Actions>
        ))}
      <CancelSection aria-labelledby={cancelId}>
        <Heading level={headingLevel} id={cancelId}>
          {copy.cancel.heading}
        </Heading>
        <p>{copy.cancel.text}</p>
        {/* To the link itself; where the API is apart from the site (a static host), to the same link on the API. */}
        <form method="post" action={API_BASE ? `${API_BASE}${BOOKING_PAGES.manage}?${new URLSearchParams({ token: token ?? '' })}` : undefined}>
          <Button type="submit" $variant="secondary" name={LINK_ACTION_FIELD} value={CANCEL_INTENT}>
            {copy.cancel.button}
          </Button>
        </form>
      </CancelSection>
    </StepPanel>
  );
}

/** ManageBooking as the island 'booking-manage': what the page renders and the browser hydrates. */
export const bookingManageIsland = declareIsland('booking-manage', ManageBooking);
