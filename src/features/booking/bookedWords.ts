/** What the step's result says once booked; loaded with the form (not with the times a visitor sees first). */
import type { BookingReceipt } from '../../api/booking';
import { fillIn } from '../../shared/text';
import type { BookingWords } from './words';

export interface BookedWords {
  heading: string;
  text: string;
}

/** What the result says: booked, or held while the visitor (from their inbox) or the consultant confirms it. */
export function bookedWords(receipt: BookingReceipt, email: string, zone: string, words: BookingWords['result']): BookedWords {
  const said = (choice: { heading: string; text: string }, text = choice.text, values: Record<string, string> = {}) => ({
    heading: choice.heading,
    text: fillIn(text, { ...values, email }),
  });
  if (receipt.status !== 'held') return said(words.booked);
  if (receipt.confirmBy === 'host') return said(words.heldForHost);
  if (!receipt.holdUntil) return said(words.heldForEmail);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(receipt.holdUntil));
  return said(words.heldForEmail, words.heldForEmail.textUntil, { time });
}
