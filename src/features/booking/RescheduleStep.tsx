import { useId, useRef, useState } from 'react';
import { SlotTakenError, type LoadSlots, type MoveBooking, type MoveReceipt, type Slot } from '../../api/booking';
import { ApiError } from '../../api/request';
import { zoneName } from '../../shared/meetingTime';
import { Button } from '../../ui/Button';
import { useIdempotencyKey } from '../../ui/form/useIdempotencyKey';
import { slotLabel } from './days';
import { Heading, type HeadingLevel } from './Heading';
import { notSentMessage } from './notSent';
import { NoFreeTimes, SlotsNotLoaded, type ReachUs } from './ReachUs';
import { SlotChooser } from './SlotChooser';
import { Actions, MeetingSummary, Pending, PanelSection, Problem, StepPanel } from './styles';
import { useFocusRequest } from './useFocusRequest';
import { useSlots } from './useSlots';
import { useBookingWords } from './words';
import { fillIn } from '../../shared/text';

interface RescheduleStepProps {
  token: string;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  loadSlots: LoadSlots;
  moveBooking: MoveBooking;
  onMoved: (receipt: MoveReceipt) => void;
  /** The link no longer manages a meeting (404, 410). */
  onGone: () => void;
  announce: (message: string) => void;
  reachUs: ReachUs;
  headingLevel: HeadingLevel;
}

/** Moving a booked meeting: the same days and times as booking, then one button that moves it (never a second booking). */
export function RescheduleStep({
  token,
  timeZone,
  onTimeZoneChange,
  loadSlots,
  moveBooking,
  onMoved,
  onGone,
  announce,
  reachUs,
  headingLevel,
}: RescheduleStepProps) {
  const headingId = useId();
  const words = useBookingWords();
  const { state, reload, replace } = useSlots(loadSlots);
  const [chosen, setChosen] = useState<Slot | undefined>(undefined);
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<{ message: string; taken: boolean } | undefined>(undefined);
  const keyFor = useIdempotencyKey();
  const confirm = useRef<HTMLButtonElement>(null);
  const problemBox = useRef<HTMLDivElement>(null);
  const requestFocus = useFocusRequest<'confirm' | 'problem'>((target) => (target === 'confirm' ? confirm.current : problemBox.current)?.focus());

  const choose = (slot: Slot) => {
    setChosen({ start: slot.start, end: slot.end });
    setProblem(undefined);
    requestFocus('confirm');
  };

  const move = async () => {
    if (!chosen || moving) return;
    const request = { start: chosen.start, timeZone };
    setMoving(true);
    setProblem(undefined);
    try {
      onMoved(await moveBooking(token, request, keyFor(request)));
    } catch (error) {
      if (error instanceof SlotTakenError) {
        replace(error.slots);
        setChosen(undefined);
        setProblem({ message: `${error.message} ${words.takenNote}`, taken: true });
        requestFocus('problem');
      } else if (error instanceof ApiError && (error.status === 404 || error.status === 410)) onGone();
      else setProblem({ message: notSentMessage(error, words.notSent.move), taken: false });
    } finally {
      setMoving(false);
    }
  };

  if (state.status === 'loading') return <Pending>{words.loadingTimes}</Pending>;
  if (state.status === 'failed') return <SlotsNotLoaded onRetry={reload} reachUs={reachUs} />;
  if (state.slots.length === 0) return <NoFreeTimes horizonDays={state.horizonDays} reachUs={reachUs} headingLevel={headingLevel} />;

  const changeZone = (zone: string) => {
    onTimeZoneChange(zone);
    announce(fillIn(words.zoneChanged, { zone: zoneName(zone, new Date()) }));
  };

  return (
    <StepPanel>
      {problem?.taken && (
        <Problem role="alert" tabIndex={-1} ref={problemBox}>
          <p>{problem.message}</p>
        </Problem>
      )}
      <SlotChooser
        slots={state.slots}
        timeZone={timeZone}
        onTimeZoneChange={changeZone}
        chosen={chosen?.start}
        onChoose={choose}
        headingLevel={headingLevel}
        focusOnShow
      />
      {chosen && (
        <PanelSection aria-labelledby={headingId}>
          <Heading level={headingLevel} id={headingId}>
            {words.manage.moveTitle}
          </Heading>
          <MeetingSummary>{slotLabel(chosen, timeZone)}</MeetingSummary>
          {problem && !problem.taken && (
            <Problem role="alert">
              <p>{problem.message}</p>
            </Problem>
          )}
          <Actions>
            <Button ref={confirm} type="button" onClick={() => void move()} disabled={moving}>
              {moving ? words.manage.moving : problem ? words.retry : words.manage.move}
            </Button>
          </Actions>
        </PanelSection>
      )}
    </StepPanel>
  );
}
