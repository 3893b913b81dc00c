/** The e-mails the site sends to visitors (content/site/emails.yaml): their words, each with the places the server fills in. */
import type { Static } from 'typebox';
import { strict, template } from './fields';

/** What every booking e-mail can say: who, with whom, when, and its reference. */
const BOOKING_PLACES = ['name', 'company', 'consultant', 'time', 'id'] as const;
const booking = (max: number, ...more: string[]) => template(max, [...BOOKING_PLACES, ...more]);
const change = strict({ subject: booking(160), opening: booking(200), about: booking(300) });

export const emailWordsSchema = strict({
  booking: strict({
    greeting: booking(80),
    created: change,
    rescheduled: change,
    cancelled: change,
    reminder: strict({ subject: booking(160), opening: booking(200) }),
    bookAgain: booking(200, 'link'),
    callDetails: booking(300),
    manage: booking(200),
    reference: booking(80),
    invitation: strict({ summary: booking(160), location: booking(160), description: booking(300), manage: booking(200, 'link') }),
    confirm: strict({ subject: booking(160), opening: booking(200), held: booking(300, 'until'), after: booking(400) }),
    declined: strict({ subject: booking(160), opening: booking(200), pickAnother: booking(200) }),
  }),
  newsletter: strict({
    subject: template(160, ['company']),
    intro: template(400, ['company']),
    confirm: template(200, ['days']),
    ignore: template(300, []),
    unsubscribe: template(120, ['link']),
  }),
});
export type EmailWords = Static<typeof emailWordsSchema>;
