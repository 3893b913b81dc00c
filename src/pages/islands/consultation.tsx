/**
 * The consultation dialog and form as their islands run in the browser: after a request, their
 * success state offers the booking step with the request's details, so nothing is asked twice.
 * Features never import each other; the pages' layer joins them, and the step's code (and its
 * time-zone and slot logic) loads only when a request has succeeded, never with the dialog. The pages
 * render these very islands at build time, so the browser hydrates what the build rendered.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import WORDS from '../../../content/islands/consultation.json' with { type: 'json' };
import { ConsultationDialog, ConsultationForm, type SentLead } from '../../features/consultation/islands';
import { BOOKING_PAGES } from '../../model/bookingPaths';
import { FORM_HOMES } from '../../model/formPages';
import type { KnownVisitor } from '../../features/booking';
import { declareIsland } from '../../ui/islandRoot';

/** The booking step with its words and the company's phone for its other ways to reach us: all loaded when it is shown. */
const BookingStep = lazy(async () => {
  const [Step, { company }, { default: words }] = await Promise.all([
    import('../../features/booking/islands').then((module) => module.loadBookingStep()).then((island) => island.Component),
    import('../../model/siteContent'),
    import('../../../content/islands/booking.json'),
  ]);
  return {
    default: ({ known }: { known: KnownVisitor }) => (
      <Step known={known} reachUs={{ contactPath: FORM_HOMES.contact, phone: company.phone }} words={words} headingLevel={3} />
    ),
  };
});

/** The step's code could not load (the connection went): the booking page does the same. */
class OrBookingPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p>
        <a href={BOOKING_PAGES.book}>{WORDS.afterRequest.bookingPage}</a>
      </p>
    ) : (
      this.props.children
    );
  }
}

function bookingAfter({ id, bookingToken, ...lead }: SentLead) {
  return (
    <OrBookingPage>
      <Suspense fallback={<p>{WORDS.afterRequest.loadingTimes}</p>}>
        <p>{WORDS.afterRequest.offer}</p>
        <BookingStep known={{ ...lead, ...(id && bookingToken ? { leadId: id, leadToken: bookingToken } : {}) }} />
      </Suspense>
    </OrBookingPage>
  );
}

const ConsultationDialogWithBooking = () => <ConsultationDialog afterSuccess={bookingAfter} />;
const ConsultationFormWithBooking = () => <ConsultationForm afterSuccess={bookingAfter} />;

/** The dialog the consultation buttons open, on every page that has them. */
export const consultationDialogIsland = declareIsland('consultation-dialog', ConsultationDialogWithBooking);
/** The form of /consultation, the consultation dialog's own page. */
export const consultationFormIsland = declareIsland('consultation-form', ConsultationFormWithBooking);
