import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BOOKING_FIELDS, BOOKING_MAX_LENGTH, HONEYPOT_FIELD, MESSAGES, normalise, validateBooking, type BookingPayload } from '../../src/shared/forms';
import { BOOKING_ROUTES } from '../../src/shared/formRoutes';
import { bookSlot, heldBookings, receiptOf, type BookingReceipt } from '../booking/bookings';
import { freeSlots } from '../booking/slots';
import { fieldsAnswer } from '../errors';
import { beginProcessing, lookUpKey, requestFingerprint } from '../store/idempotency';
import { orUnavailable } from '../store/unavailable';
import { BODY_LIMIT, formWithSourceSchema, honeypotReceipt, idempotencyHeaders } from './forms';

const bookingBody = Type.Object(
  {
    ...formWithSourceSchema(BOOKING_MAX_LENGTH).properties,
    /** The slot's start as GET /booking/slots gave it. */
    start: Type.String({ maxLength: 40 }),
    /** The visitor's IANA time zone, for the e-mails' wording. */
    timeZone: Type.Optional(Type.String({ maxLength: 64 })),
    /** The consultation request this booking follows. */
    leadId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

const isTimeZone = (name: string) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
};

/** GET /booking/slots and POST /booking: the free slots, and booking one (docs/product/platform.md §4). */
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { availability, now } = app.booking;
  const currentSlots = async () => {
    const at = now();
    return freeSlots(availability, await heldBookings(app.store.db, at), at).map(({ start, end }) => ({ start, end }));
  };

  app.get(BOOKING_ROUTES.slots, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { meetingMinutes: availability.meetingMinutes, horizonDays: availability.horizonDays, slots: await orUnavailable(currentSlots()) };
  });

  app.post(
    BOOKING_ROUTES.book,
    { bodyLimit: BODY_LIMIT, onRequest: app.formLimits.forms, config: { fieldErrors: true }, schema: { body: bookingBody, headers: idempotencyHeaders } },
    async (request, reply) => {
      const { body } = request;
      if (body[HONEYPOT_FIELD]) return reply.code(201).send(honeypotReceipt(request));
      const payload = normalise(Object.fromEntries(BOOKING_FIELDS.map((field) => [field, body[field] ?? ''])) as unknown as BookingPayload);
      const errors: Record<string, string | undefined> = { ...validateBooking(payload) };
      if (Number.isNaN(Date.parse(body.start))) errors.start = MESSAGES.slotRequired;
      if (Object.keys(errors).length > 0) return reply.code(400).send(fieldsAnswer(errors));

      const at = now();
      const key = request.headers['idempotency-key'];
      const fingerprint = requestFingerprint([body.start, ...BOOKING_FIELDS.map((field) => payload[field]), body.leadId ?? '']);
      let replaceExpired = false;
      if (key) {
        const earlier = await orUnavailable(lookUpKey<BookingReceipt>(app.store.db, 'booking', key, fingerprint, new Date(at.epochMilliseconds)));
        if (earlier.state === 'answered') return reply.code(201).send(earlier.receipt);
        replaceExpired = earlier.state === 'expired';
      }
      const done = key ? beginProcessing(app.store.db, 'booking', key, fingerprint) : () => undefined;
      try {
        const outcome = await orUnavailable(
          bookSlot(
            app.store,
            availability,
            {
              start: body.start,
              fullName: payload.fullName,
              email: payload.email,
              companyName: payload.companyName || undefined,
              phone: payload.phone || undefined,
              leadId: body.leadId,
              timeZone: body.timeZone && isTimeZone(body.timeZone) ? body.timeZone : 'UTC',
              source: body.source,
            },
            at,
            key ? { key, fingerprint, replaceExpired } : undefined,
          ),
        );
        if ('taken' in outcome) return reply.code(409).send({ error: MESSAGES.slotTaken, slots: await orUnavailable(currentSlots()) });
        request.log.info({ booking: outcome.booked.id }, 'booking stored');
        return reply.code(201).send(receiptOf(outcome.booked));
      } finally {
        done();
      }
    },
  );
};
