/**
 * The booking's e-mailed links (`/book/manage?token=…`, a token per e-mail, valid until the meeting
 * starts, every one managing the one booking):
 * - GET (and HEAD) /booking/details?token=…: the booking as the manage page shows it; changes nothing.
 * - POST /booking/reschedule?token=… {start, timeZone?}: moves the same booking to another free slot,
 *   with an Idempotency-Key as POST /booking.
 * - POST /book/manage?token=… with the form field intent=cancel: the manage page's cancel button
 *   (with or without script); cancels, then 303 to the page that says so. A GET or HEAD of the manage
 *   page is the prerendered page: mail scanners fetch every link, so nothing acts on them.
 * - POST /book/confirm?token=… with intent=confirm (the visitor's e-mail, BOOKING_CONFIRMATION=email)
 *   and POST /book/approve?token=… with intent=confirm or decline (the consultant's,
 *   BOOKING_CONFIRMATION=host): make the held booking firm, or decline it; then 303 to the page that
 *   says what happened. Each link's token does only what its e-mail was for.
 * The link routes have the newsletter links' rate limit (a count of their own).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BOOKING_PAGES, CANCEL_INTENT, HOLD_INTENTS } from '../../src/model/bookingPaths';
import { LINK_ACTION_FIELD } from '../../src/model/newsletterPaths';
import { MESSAGES } from '../../src/shared/forms';
import { BOOKING_ROUTES } from '../../src/shared/formRoutes';
import { ianaTimeZone } from '../../src/shared/timeZones';
import {
  cancelBooking,
  confirmHold,
  declineHold,
  getBooking,
  type DeclineOutcome,
  offeredSlots,
  moveReceiptOf,
  rescheduleBooking,
  standing,
  type Closed,
} from '../booking/bookings';
import { BookingDetailsSchema, MoveReceiptSchema, BookingRefusalSchema, type MoveReceipt } from '../../src/shared/bookingContract';
import { bookingIdOf } from '../booking/links';
import type { BookingLinkPurpose } from '../store/schema';
import { fieldsAnswer } from '../errors';
import { requestFingerprint } from '../store/idempotency';
import { orUnavailable } from '../store/unavailable';
import { LINK_BODY_LIMIT, tokenQuery, wellFormedToken } from './emailedLinks';
import { siteBase } from './fromTheSite';
import { BODY_LIMIT, idempotencyHeaders } from './forms';
import { NOT_OFFERED } from './notOffered';
import { BUSY_FRESH_MS } from './busyFresh';
import { oncePerKey } from './oncePerKey';

const rescheduleBody = Type.Object(
  {
    /** The new slot's start as GET /booking/slots gave it. */
    start: Type.Optional(Type.String({ maxLength: 40 })),
    /** The visitor's IANA time zone now, for the e-mails' wording. */
    timeZone: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

const CLOSED_ANSWERS: Record<Closed, { status: number; error: string }> = {
  unknown: { status: 404, error: 'Unknown link' },
  cancelled: { status: 410, error: 'This consultation was cancelled' },
  started: { status: 410, error: 'This consultation has already started' },
};

export const bookingLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { availability, now, notices, busy } = app.booking;
  const db = app.store.db;
  const bookingOfLink = async (token: string | undefined, purpose: BookingLinkPurpose = 'manage') =>
    wellFormedToken(token) ? bookingIdOf(db, token, purpose) : undefined;

  app.get(
    BOOKING_ROUTES.details,
    { schema: { querystring: tokenQuery, response: { 200: BookingDetailsSchema, '4xx': BookingRefusalSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = await orUnavailable(bookingOfLink(request.query.token));
      const booking = id ? await orUnavailable(getBooking(db, id)) : undefined;
      const state = standing(booking, now());
      if (!booking || state !== 'open') {
        const closed = CLOSED_ANSWERS[state === 'open' ? 'unknown' : state];
        return reply.code(closed.status).send({ error: closed.error });
      }
      return {
        start: booking.starts_at,
        end: booking.ends_at,
        status: booking.status,
        meetingMinutes: availability.meetingMinutes,
        timeZone: booking.time_zone,
      };
    },
  );

  app.post(
    BOOKING_ROUTES.reschedule,
    {
      bodyLimit: BODY_LIMIT,
      onRequest: app.formLimits.links,
      config: { fieldErrors: true },
      schema: { querystring: tokenQuery, body: rescheduleBody, headers: idempotencyHeaders, response: { 200: MoveReceiptSchema, '4xx': BookingRefusalSchema } },
    },
    async (request, reply) => {
      const { start, timeZone } = request.body;
      if (start === undefined || Number.isNaN(Date.parse(start))) return reply.code(400).send(fieldsAnswer({ start: MESSAGES.slotRequired }));
      const id = await orUnavailable(bookingOfLink(request.query.token));
      if (!id) return reply.code(404).send({ error: CLOSED_ANSWERS.unknown.error });
      const at = now();
      const zone = ianaTimeZone(timeZone);
      const change = { start, ...(zone ? { timeZone: zone } : {}) };
      const fingerprint = requestFingerprint([id, start, change.timeZone ?? '']);
      const result = await orUnavailable(
        oncePerKey<MoveReceipt, Awaited<ReturnType<typeof rescheduleBooking>>>(
          db,
          'reschedule',
          request.headers['idempotency-key'],
          fingerprint,
          new Date(at.epochMilliseconds),
          (key) => busy.fresh(BUSY_FRESH_MS).then(() => rescheduleBooking(app.store, availability, id, change, at, notices, key, busy.times())),
        ),
      );
      if ('repeated' in result) return reply.code(200).send(result.repeated);
      const { outcome } = result;
      if ('closed' in outcome) {
        const closed = CLOSED_ANSWERS[outcome.closed];
        return reply.code(closed.status).send({ error: closed.error });
      }
      if ('refused' in outcome) {
        return reply
          .code(422)
          .send({ error: NOT_OFFERED[outcome.refused], slots: await orUnavailable(offeredSlots(db, availability, now(), id, busy.times())) });
      }
      if ('taken' in outcome) {
        return reply.code(409).send({ error: MESSAGES.slotTaken, slots: await orUnavailable(offeredSlots(db, availability, now(), id, busy.times())) });
      }
      request.log.info({ booking: outcome.moved.id, sequence: outcome.moved.sequence }, 'booking rescheduled');
      app.outbox.nudge();
      return reply.code(200).send(moveReceiptOf(outcome.moved));
    },
  );

  app.post(
    BOOKING_PAGES.manage,
    { bodyLimit: LINK_BODY_LIMIT, onRequest: app.formLimits.links, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      // A form body in either encoding (./formPosts.ts parses both), as the newsletter's links take.
      const fields = request.body as Record<string, string> | undefined;
      if (fields?.[LINK_ACTION_FIELD] !== CANCEL_INTENT) return reply.code(400).send({ error: `Expected ${LINK_ACTION_FIELD}=${CANCEL_INTENT}` });
      const id = await orUnavailable(bookingOfLink(request.query.token));
      const outcome = id ? await orUnavailable(cancelBooking(app.store, id, now(), notices)) : ({ closed: 'unknown' } as const);
      request.log.info({ outcome: 'cancelled' in outcome ? 'cancelled' : outcome.closed }, 'booking cancel link');
      if ('cancelled' in outcome) app.outbox.nudge();
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${siteBase(app, request)}${'cancelled' in outcome ? BOOKING_PAGES.cancelled : BOOKING_PAGES.invalidLink}`, 303);
    },
  );

  /** Where a hold's link lands: the page that says what its button did. */
  const holdPage = (outcome: DeclineOutcome) =>
    'declined' in outcome
      ? BOOKING_PAGES.declined
      : 'confirmed' in outcome
        ? BOOKING_PAGES.confirmed
        : 'expired' in outcome
          ? BOOKING_PAGES.holdExpired
          : BOOKING_PAGES.invalidLink;

  const holdLink = (path: string, purpose: BookingLinkPurpose, intents: readonly string[]) =>
    app.post(path, { bodyLimit: LINK_BODY_LIMIT, onRequest: app.formLimits.links, schema: { querystring: tokenQuery } }, async (request, reply) => {
      const intent = (request.body as Record<string, string> | undefined)?.[LINK_ACTION_FIELD];
      if (intent === undefined || !intents.includes(intent)) return reply.code(400).send({ error: `Expected ${LINK_ACTION_FIELD}=${intents.join(' or ')}` });
      const id = await orUnavailable(bookingOfLink(request.query.token, purpose));
      const act = intent === HOLD_INTENTS.decline ? declineHold : confirmHold;
      const outcome: DeclineOutcome = id ? await orUnavailable(act(app.store, id, now(), notices)) : { closed: 'unknown' };
      const page = holdPage(outcome);
      request.log.info({ link: purpose, intent, outcome: page }, 'booking hold link');
      if ('confirmed' in outcome || 'declined' in outcome) app.outbox.nudge();
      return reply.header('cache-control', 'no-store').redirect(`${siteBase(app, request)}${page}`, 303);
    });
  holdLink(BOOKING_PAGES.confirm, 'confirm', [HOLD_INTENTS.confirm]);
  holdLink(BOOKING_PAGES.approve, 'approve', [HOLD_INTENTS.confirm, HOLD_INTENTS.decline]);
};
