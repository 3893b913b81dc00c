import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BOOKING_FIELDS, BOOKING_MAX_LENGTH, HONEYPOT_FIELD, MESSAGES, normalise, validateBooking, type BookingPayload } from '../../src/shared/forms';
import { BOOKING_ROUTES } from '../../src/shared/formRoutes';
import { ianaTimeZone } from '../../src/shared/timeZones';
import { BookingReceiptSchema, FreeSlotsSchema, BookingRefusalSchema, type BookingReceipt } from '../../src/shared/bookingContract';
import { bookSlot, offeredSlots, receiptOf } from '../booking/bookings';
import { isoOf, MINUTE_MS } from '../booking/slots';
import { NOT_OFFERED } from './notOffered';
import { BUSY_FRESH_MS } from './busyFresh';
import { fieldsAnswer } from '../errors';
import { requestFingerprint } from '../store/idempotency';
import { provenLead } from '../store/submissions';
import { orUnavailable } from '../store/unavailable';
import { bookingLinkRoutes } from './bookingLinks';
import { consultantFeedRoutes } from './consultantFeeds';
import { BODY_LIMIT, formWithSourceSchema, honeypotReceipt, idempotencyHeaders } from './forms';
import { oncePerKey } from './oncePerKey';

const bookingBody = Type.Object(
  {
    ...formWithSourceSchema(BOOKING_MAX_LENGTH).properties,
    /** The slot's start as GET /booking/slots gave it. */
    start: Type.String({ maxLength: 40 }),
    /** The visitor's IANA time zone, for the e-mails' wording. */
    timeZone: Type.Optional(Type.String({ maxLength: 64 })),
    /** The consultation request this booking follows, with its proof (the request's answer's bookingToken); without it the id is ignored. */
    leadId: Type.Optional(Type.String({ maxLength: 64 })),
    leadToken: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

/** What a bot that filled the honeypot is answered: a booking receipt like a real one, for a time it asked for. */
function botReceipt(receipt: { id: string; receivedAt: string }, start: string, meetingMinutes: number): BookingReceipt {
  const parsed = Date.parse(start);
  const at = Number.isNaN(parsed) ? Date.parse(receipt.receivedAt) : parsed;
  return { ...receipt, start: isoOf(at), end: isoOf(at + meetingMinutes * MINUTE_MS), status: 'confirmed' };
}

/**
 * GET /booking/slots and POST /booking: the free slots, and booking one (docs/product/platform.md §4);
 * the e-mailed links' routes are ./bookingLinks.ts.
 */
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { availability, now, notices, busy, hold } = app.booking;
  const slotsNow = () => offeredSlots(app.store.db, availability, now(), undefined, busy.times());

  app.get(BOOKING_ROUTES.slots, { schema: { response: { 200: FreeSlotsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { meetingMinutes: availability.meetingMinutes, horizonDays: availability.horizonDays, slots: await orUnavailable(slotsNow()) };
  });

  app.post(
    BOOKING_ROUTES.book,
    {
      bodyLimit: BODY_LIMIT,
      onRequest: app.formLimits.forms,
      config: { fieldErrors: true },
      schema: {
        body: bookingBody,
        headers: idempotencyHeaders,
        response: { 201: BookingReceiptSchema, 202: BookingReceiptSchema, '4xx': BookingRefusalSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // A bot's booking is answered as a booking made, and dropped.
      if (body[HONEYPOT_FIELD]) return reply.code(201).send(botReceipt(honeypotReceipt(request), body.start, availability.meetingMinutes));
      const payload = normalise(Object.fromEntries(BOOKING_FIELDS.map((field) => [field, body[field] ?? ''])) as unknown as BookingPayload);
      const errors: Record<string, string | undefined> = { ...validateBooking(payload) };
      if (Number.isNaN(Date.parse(body.start))) errors.start = MESSAGES.slotRequired;
      if (Object.keys(errors).length > 0) return reply.code(400).send(fieldsAnswer(errors));

      const at = now();
      const key = request.headers['idempotency-key'];
      // Only a request with a key is compared with an earlier one.
      const fingerprint = key === undefined ? '' : requestFingerprint([body.start, ...BOOKING_FIELDS.map((field) => payload[field]), body.leadId ?? '']);
      const leadId = await orUnavailable(provenLead(app.store.db, body.leadId, body.leadToken));
      if (body.leadId && !leadId) request.log.info('booking names a consultation request without its proof: not attached');
      const booking = {
        start: body.start,
        fullName: payload.fullName,
        email: payload.email,
        companyName: payload.companyName || undefined,
        phone: payload.phone || undefined,
        leadId,
        timeZone: ianaTimeZone(body.timeZone) ?? 'UTC',
        source: body.source,
      };
      const result = await orUnavailable(
        // A retry of a booking made gets its first answer, whatever the client's count is now.
        oncePerKey<BookingReceipt, Awaited<ReturnType<typeof bookSlot>>>(
          app.store.db,
          'booking',
          key,
          fingerprint,
          new Date(at.epochMilliseconds),
          async (key) => {
            await app.formLimits.bookings.allow(request);
            // The consultants' own calendars as of the last minute at most.
            await busy.fresh(BUSY_FRESH_MS);
            return bookSlot(app.store, availability, booking, at, notices, key, {
              upcomingPerEmail: app.config.bookingLimits.upcomingPerEmail,
              busy: busy.times(),
              ...(hold ? { hold } : {}),
            });
          },
        ),
      );
      // Held (BOOKING_CONFIRMATION email or host): accepted, firm once confirmed.
      const status = (receipt: BookingReceipt) => (receipt.status === 'held' ? 202 : 201);
      if ('repeated' in result) return reply.code(status(result.repeated)).send(result.repeated);
      const { outcome } = result;
      if ('limited' in outcome) return reply.code(409).send({ error: MESSAGES.upcomingBooking, fields: { email: MESSAGES.upcomingBooking } });
      if ('refused' in outcome) return reply.code(422).send({ error: NOT_OFFERED[outcome.refused], slots: await orUnavailable(slotsNow()) });
      if ('taken' in outcome) return reply.code(409).send({ error: MESSAGES.slotTaken, slots: await orUnavailable(slotsNow()) });
      request.log.info({ booking: outcome.booked.id, status: outcome.booked.status }, 'booking stored');
      await app.formLimits.bookings.made(request);
      // Without SMTP or a webhook a booking queues nothing to deliver.
      if (notices.mail || notices.webhook) app.outbox.nudge();
      const receipt = receiptOf(outcome.booked, hold?.by);
      return reply.code(status(receipt)).send(receipt);
    },
  );

  await app.register(bookingLinkRoutes);
  await app.register(consultantFeedRoutes);
};
