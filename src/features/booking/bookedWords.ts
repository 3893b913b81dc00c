/** What the step's result says once booked; loaded with the form (not with the times a visitor sees first). */
import type { BookingReceipt } from '../../api/booking';

export interface BookedWords {
  heading: string;
  text: string;
}

/** What the result says: booked, or held while the visitor (from their inbox) or the consultant confirms it. */
export function bookedWords(receipt: BookingReceipt, email: string, zone: string): BookedWords {
  if (receipt.status !== 'held')
    return { heading: 'Your consultation is booked', text: `The invitation is on its way to ${email}. It has links to move or cancel the meeting.` };
  if (receipt.confirmBy === 'host') {
    return {
      heading: 'Your request is with our consultant',
      text: `We are holding this time for you. Once the consultant confirms it, the invitation reaches ${email}.`,
    };
  }
  const until = receipt.holdUntil
    ? new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(receipt.holdUntil))
    : undefined;
  return {
    heading: 'Check your inbox to confirm',
    text: `We are holding this time for you${until ? ` until ${until}` : ''}. Open the link in the e-mail we sent to ${email} and press its button: the invitation follows at once.`,
  };
}
