/**
 * The booking step's calls (docs/api.md, "Booking a consultation"): the free slots, booking one,
 * and, with an e-mailed link's token, reading the booking and moving it to another slot.
 */
import type { BookingDetails, BookingReceipt, FreeSlots, MoveReceipt, Slot } from '../shared/bookingContract';
import type { BookingPayload } from '../shared/forms';
import { BOOKING_ROUTES } from '../shared/formRoutes';
import type { Honeypot } from './client';
import { ApiError, requestJson } from './request';
import { withSource } from './source';

export type { BookingDetails, BookingReceipt, FreeSlots, MoveReceipt, Slot } from '../shared/bookingContract';

/** What booking a slot sends: the visitor's details, the slot's start, their time zone and the lead it follows. */
export type BookingRequest = BookingPayload & Honeypot & { start: string; timeZone: string; leadId?: string; leadToken?: string };

/** The time cannot be booked: taken meanwhile (409), or no longer a slot (422, it has passed or is too soon). The API's fresh slots come with it. */
export class SlotTakenError extends ApiError {
  constructor(
    message: string,
    readonly slots: Slot[],
  ) {
    super(message, 409);
    this.name = 'SlotTakenError';
  }
}

const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && typeof (value as Slot).start === 'string' && typeof (value as Slot).end === 'string';

/** A 409 or 422 with slots becomes a SlotTakenError; anything else is passed on. */
function slotTaken(error: unknown): never {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
    const slots = (error.body as { slots?: unknown } | undefined)?.slots;
    if (Array.isArray(slots)) throw new SlotTakenError(error.message, slots.filter(isSlot));
  }
  throw error;
}

export type LoadSlots = () => Promise<FreeSlots>;
export type BookSlot = (request: BookingRequest, idempotencyKey: string) => Promise<BookingReceipt>;
export type LoadBooking = (token: string) => Promise<BookingDetails>;
export type MoveBooking = (token: string, request: { start: string; timeZone: string }, idempotencyKey: string) => Promise<MoveReceipt>;

export const loadSlots: LoadSlots = () => requestJson<FreeSlots>(BOOKING_ROUTES.slots, { method: 'GET' });

/** Books a slot; the optional fields go only when given. */
export const bookSlot: BookSlot = ({ companyName, phone, leadId, leadToken, ...request }, idempotencyKey) =>
  requestJson<BookingReceipt>(BOOKING_ROUTES.book, {
    method: 'POST',
    body: withSource({
      ...request,
      ...(companyName ? { companyName } : {}),
      ...(phone ? { phone } : {}),
      ...(leadId && leadToken ? { leadId, leadToken } : {}),
    }),
    idempotencyKey,
  }).catch(slotTaken);

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export const loadBooking: LoadBooking = (token) => requestJson<BookingDetails>(withToken(BOOKING_ROUTES.details, token), { method: 'GET' });

export const moveBooking: MoveBooking = (token, request, idempotencyKey) =>
  requestJson<MoveReceipt>(withToken(BOOKING_ROUTES.reschedule, token), { method: 'POST', body: request, idempotencyKey }).catch(slotTaken);
