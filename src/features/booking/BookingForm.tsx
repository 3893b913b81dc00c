import { forwardRef, useEffect, useId, useRef, useState, type ForwardedRef } from 'react';
import { bookedWords, type BookedWords } from './bookedWords';
import { SlotTakenError, type BookingReceipt, type BookSlot, type Slot } from '../../api/booking';
import { fieldErrorsOf, LEAD_LABELS, validateBooking, type BookingPayload } from '../../shared/forms';
import { Button } from '../../ui/Button';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { Field, HoneypotField, Input } from '../../ui/form/Field';
import { useForm } from '../../ui/form/useForm';
import { Heading, type HeadingLevel } from './Heading';
import { notSentMessage } from './notSent';
import { focusFirstControl } from './useFocusRequest';
import { Actions, MeetingSummary, PanelSection, Problem } from './styles';
import { useBookingWords } from './words';
import { fillIn } from '../../shared/text';

/** What the visitor already gave (the consultation request's details and its id), so the step asks nothing twice. */
export interface KnownVisitor {
  fullName?: string;
  email?: string;
  companyName?: string;
  phone?: string;
  leadId?: string;
  /** The request's proof (its answer's bookingToken), without which the API ignores leadId. */
  leadToken?: string;
}

type BookingValues = BookingPayload & { start: string; timeZone: string };

const LABELS = {
  fullName: `${LEAD_LABELS.fullName} *`,
  email: `${LEAD_LABELS.email} *`,
  companyName: LEAD_LABELS.companyName,
  phone: LEAD_LABELS.phone,
} as const satisfies Record<keyof BookingPayload, string>;
/** What a booking cannot go without: a name, and the address the invitation goes to. */
const REQUIRED = ['fullName', 'email'] as const satisfies readonly (keyof BookingPayload)[];
const AUTOCOMPLETE = { fullName: 'name', email: 'email', companyName: 'organization', phone: 'tel' } as const;
const INPUT_TYPE = { fullName: 'text', email: 'email', companyName: 'text', phone: 'tel' } as const;

interface BookingFormProps {
  /** Details the visitor gave before (after the consultation dialog); none on the booking page. */
  known: KnownVisitor | undefined;
  /** The time chosen: its start, and its name in the visitor's zone. */
  slot: { start: string; label: string } | undefined;
  timeZone: string;
  submit: BookSlot;
  /** Booked (or held for its confirmation): the receipt, and what the result says in the visitor's zone. */
  onBooked: (receipt: BookingReceipt, words: BookedWords) => void;
  /** The time was taken meanwhile: the API's fresh slots, and its message. */
  onTaken: (slots: Slot[], message: string) => void;
  headingLevel: HeadingLevel;
}

/**
 * The chosen time, and what the booking needs that the visitor has not given yet: after the
 * consultation dialog, only what the request lacked (often nothing but a confirm button); on the
 * booking page, a name and an e-mail address, with company and phone optional. What is typed
 * survives a taken time and a failed send.
 */
export const BookingForm = forwardRef<HTMLFormElement, BookingFormProps>(function BookingForm(
  { known, slot, timeZone, submit, onBooked, onTaken, headingLevel },
  ref,
) {
  const headingId = useId();
  const words = useBookingWords();
  const own = useRef<HTMLFormElement | null>(null);
  const [notSent, setNotSent] = useState<string | undefined>(undefined);
  // It first appears for the time just chosen: the visitor goes on from its first field.
  useEffect(() => focusFirstControl(own.current), []);
  const initial: BookingValues = {
    fullName: known?.fullName ?? '',
    email: known?.email ?? '',
    companyName: known?.companyName ?? '',
    phone: known?.phone ?? '',
    start: '',
    timeZone: '',
  };
  const form = useForm<BookingValues>({
    initial,
    validate: validateBooking,
    prepare: (values) => ({ ...values, fullName: values.fullName.trim(), email: values.email.trim(), start: slot?.start ?? '', timeZone }),
    submit: (payload, key) => {
      setNotSent(undefined);
      return submit({ ...payload, ...(known?.leadId && known.leadToken ? { leadId: known.leadId, leadToken: known.leadToken } : {}) }, key);
    },
    onSuccess: (receipt, payload) => onBooked(receipt as BookingReceipt, bookedWords(receipt as BookingReceipt, payload.email, timeZone, words.result)),
    onError: (error) => {
      if (error instanceof SlotTakenError) onTaken(error.slots, error.message);
      else if (!fieldErrorsOf(error)) setNotSent(notSentMessage(error, words.notSent.book));
    },
  });
  const { control, errors, id, values } = form;
  // After a consultation request, only what it lacked and the booking requires; a field the server
  // refused shows again whatever it was.
  const asked = (Object.keys(LABELS) as (keyof BookingPayload)[]).filter(
    (field) => errors[field] !== undefined || (known ? (REQUIRED as readonly string[]).includes(field) && !known[field]?.trim() : true),
  );
  const invitationTo = asked.includes('email') ? undefined : values.email;

  return (
    <form ref={(element) => bothRefs(element, own, ref)} method="post" noValidate onSubmit={form.onSubmit} aria-labelledby={headingId}>
      <PanelSection>
        <Heading level={headingLevel} id={headingId}>
          {asked.length > 0 ? words.form.detailsTitle : words.form.confirmTitle}
        </Heading>
        {slot && <MeetingSummary>{slot.label}</MeetingSummary>}
        {invitationTo && <p>{fillIn(words.form.invitationTo, { email: invitationTo })}</p>}
        <div>
          {asked.map((field) => (
            <Field key={field} id={id(field)} label={LABELS[field]} error={errors[field]}>
              <Input {...control(field)} type={INPUT_TYPE[field]} autoComplete={AUTOCOMPLETE[field]} />
            </Field>
          ))}
        </div>
        <HoneypotField {...form.honeypot} />
        {notSent && (
          <Problem role="alert">
            <p>{notSent}</p>
          </Problem>
        )}
        <Actions>
          <Button type="submit" disabled={form.submitting || !slot}>
            {form.submitting ? words.form.submitting : notSent ? words.retry : words.form.submit}
          </Button>
        </Actions>
        <PrivacyNote>{words.form.privacyNote}</PrivacyNote>
      </PanelSection>
    </form>
  );
});

function bothRefs<T>(element: T | null, own: { current: T | null }, forwarded: ForwardedRef<T>): void {
  own.current = element;
  if (typeof forwarded === 'function') forwarded(element);
  else if (forwarded) forwarded.current = element;
}
