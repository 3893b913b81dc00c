/**
 * The booking API's answers (docs/api.md, "Booking a consultation"), declared once: JSON schemas the
 * server's routes answer by (fastify serialises by them), and the types both the server's code and
 * the browser's calls take from them. The browser imports the types only, so no schema code reaches
 * it; an answer changed on the server fails the browser's type check.
 */
import { Type, type Static } from 'typebox';
import { RefusalSchema } from './apiContract';

const instant = Type.String({ description: 'A UTC instant, ISO 8601' });

/** A meeting's time as UTC instants, as the API gives and takes them. */
export const SlotSchema = Type.Object({ start: instant, end: instant });
export type Slot = Static<typeof SlotSchema>;

/** GET /booking/slots: the free times, the meeting's length and how many days ahead a visitor may book. */
export const FreeSlotsSchema = Type.Object({
  meetingMinutes: Type.Integer(),
  horizonDays: Type.Integer(),
  slots: Type.Array(SlotSchema),
});
export type FreeSlots = Static<typeof FreeSlotsSchema>;

/** Who confirms a held booking: the visitor from the e-mail just sent (email), or the consultant (host). */
export const HoldBySchema = Type.Union([Type.Literal('email'), Type.Literal('host')]);
export type HoldBy = Static<typeof HoldBySchema>;

/** POST /booking: 201 when firm, 202 when held (until holdUntil, while it is confirmed); its Idempotency-Key gives it again. */
export const BookingReceiptSchema = Type.Object({
  id: Type.String(),
  receivedAt: instant,
  start: instant,
  end: instant,
  status: Type.Union([Type.Literal('held'), Type.Literal('confirmed')]),
  holdUntil: Type.Optional(instant),
  confirmBy: Type.Optional(HoldBySchema),
});
export type BookingReceipt = Static<typeof BookingReceiptSchema>;

/** POST /booking/reschedule: the booking at its new time; its Idempotency-Key gives it again. */
export const MoveReceiptSchema = Type.Object({ id: Type.String(), start: instant, end: instant });
export type MoveReceipt = Static<typeof MoveReceiptSchema>;

/** A refusal of a booking or a move: as any refusal, with the free times again when the time asked for is taken or no longer a slot (409, 422). */
export const BookingRefusalSchema = Type.Object({
  ...RefusalSchema.properties,
  slots: Type.Optional(Type.Array(SlotSchema)),
});

/** A booking's status, as the store keeps it. */
export const BookingStatusSchema = Type.Union([
  Type.Literal('held'),
  Type.Literal('confirmed'),
  Type.Literal('cancelled'),
  Type.Literal('released'),
  Type.Literal('declined'),
]);
export type BookingStatus = Static<typeof BookingStatusSchema>;

/** GET /booking/details: the booking an e-mailed link names, with the visitor's time zone. */
export const BookingDetailsSchema = Type.Object({
  start: instant,
  end: instant,
  status: BookingStatusSchema,
  meetingMinutes: Type.Integer(),
  timeZone: Type.String(),
});
export type BookingDetails = Static<typeof BookingDetailsSchema>;
