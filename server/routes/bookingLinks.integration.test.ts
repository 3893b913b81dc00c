import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { webhookSignature } from '../notify/channels';
import { appWith } from '../test/apps';
import { rawCalendarPart, smtpSink, webhookReceiver } from '../test/deliverySinks';
import { availability, invitationOf, NOW, ORGANIZER, SECRET, SITE_URL, SLOT, SLOT_2, visitor, WEDNESDAY } from '../test/bookingFixtures';
import { freshStore, STORE_KINDS } from '../test/stores';

describe.each(STORE_KINDS)('a booking’s e-mails, events and links on %s', (kind) => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let clock: Temporal.Instant;

  beforeEach(async () => {
    store = await freshStore(kind);
    smtp = await smtpSink();
    hook = await webhookReceiver();
    clock = NOW;
    app = await appWith(
      { SMTP_URL: smtp.url, WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, SITE_URL, RATE_LIMIT_FORMS: '100', BOOKING_CONFIRMATION: 'none' },
      { store, bookingCalendar: { availability, now: () => clock } },
    );
  });
  afterEach(async () => {
    await app.close();
    await Promise.all([smtp.close(), hook.close()]);
    await store.cleanup();
  });

  const book = async (start = SLOT, who = visitor) => {
    const response = await app.inject({ method: 'POST', url: '/booking', payload: { ...who, start }, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; start: string; end: string }>();
  };
  /** One pass of the outbox at the test's clock, then what arrived in it. */
  const deliver = async (at = clock) => {
    const [mails, events] = [smtp.messages.length, hook.received.length];
    await app.outbox.runOnce(new Date(at.epochMilliseconds));
    return {
      mails: smtp.messages.slice(mails).map((message) => message.mail),
      raw: smtp.messages.slice(mails).map((message) => message.raw),
      events: hook.received.slice(events),
    };
  };
  const to = (mails: ParsedMail[], address: string) => {
    const found = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
    expect(found, `e-mails to ${address}`).toHaveLength(1);
    return found[0]!;
  };
  const tokenIn = (mail: ParsedMail) => {
    const token = new RegExp(`${SITE_URL}${BOOKING_PAGES.manage}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
    if (!token) throw new Error(`no manage link in "${mail.subject}"`);
    return token;
  };
  const details = (token: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url: `/booking/details?token=${token}` });
  const reschedule = (token: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/booking/reschedule?token=${token}`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const cancel = (token: string, body = 'intent=cancel') =>
    app.inject({
      method: 'POST',
      url: `${BOOKING_PAGES.manage}?token=${token}`,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const everything = async () => ({
    bookings: await store.db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    notifications: await store.db.selectFrom('notifications').select(['id', 'kind', 'channel', 'status', 'next_attempt_at']).orderBy('id').execute(),
    tokens: await store.db.selectFrom('booking_tokens').selectAll().orderBy('token_hash').execute(),
  });
  const signed = (event: { body: string; headers: Record<string, string | string[] | undefined> }) =>
    expect(event.headers['x-virtualip-signature']).toBe(webhookSignature(SECRET, String(event.headers['x-virtualip-timestamp']), event.body));
  const freeStarts = async () =>
    (await app.inject({ method: 'GET', url: '/booking/slots' })).json<{ slots: { start: string }[] }>().slots.map((slot) => slot.start);

  it('sends the visitor and the consultant an invitation calendars accept, and sales a signed event', async () => {
    const { id } = await book();
    const { mails, raw, events } = await deliver();
    expect(mails).toHaveLength(2);
    const uid = `booking-${id}@www.virtualip.example`;
    for (const mail of [to(mails, visitor.email), to(mails, 'daniel@virtualip.example')]) {
      expect(invitationOf(mail)).toEqual({
        partMethod: 'REQUEST',
        method: 'REQUEST',
        uid,
        sequence: 0,
        start: 'DTSTART:20260512T130000Z',
        end: 'DTEND:20260512T133000Z',
        organizer: ORGANIZER,
        attendees: [
          { address: 'mailto:daniel@virtualip.example', rsvp: undefined },
          { address: 'mailto:priya@example.com', rsvp: 'TRUE' },
        ],
      });
    }
    for (const message of raw) expect(rawCalendarPart(message)).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    // The visitor reads the time in their zone and gets the link; the consultant in theirs, with the lead's details.
    const mine = to(mails, visitor.email);
    expect(mine.text).toContain('Tuesday 12 May, 18:30 to 19:00, India Standard Time');
    expect(tokenIn(mine)).toHaveLength(43);
    expect(mine.replyTo?.value[0]?.address).toBe('daniel@virtualip.example');
    const theirs = to(mails, 'daniel@virtualip.example');
    expect(theirs.text).toContain('Tuesday 12 May, 09:00 to 09:30, Eastern Daylight Time');
    for (const detail of [visitor.fullName, visitor.email, visitor.companyName, visitor.phone]) expect(theirs.text).toContain(detail);
    expect(theirs.text).not.toContain(BOOKING_PAGES.manage);
    expect(theirs.replyTo?.value[0]?.address).toBe(visitor.email);

    expect(events).toHaveLength(1);
    signed(events[0]!);
    expect(JSON.parse(events[0]!.body)).toMatchObject({
      type: 'booking.created',
      id,
      data: { start: SLOT, status: 'confirmed', sequence: '0', email: visitor.email, consultant: 'daniel' },
    });
    // Only a hash of the link's token is stored.
    expect(JSON.stringify(await store.db.selectFrom('booking_tokens').selectAll().execute())).not.toContain(tokenIn(mine));
  });

  it('a GET or HEAD of the link’s details or page changes nothing; the details say what the page shows', async () => {
    await book();
    const token = tokenIn(to((await deliver()).mails, visitor.email));
    const before = await everything();
    const shown = await details(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({ start: SLOT, end: '2026-05-12T13:30:00Z', status: 'confirmed', meetingMinutes: 30, timeZone: 'Asia/Kolkata' });
    expect((await details(token, 'HEAD')).statusCode).toBe(200);
    for (const method of ['GET', 'HEAD'] as const) await app.inject({ method, url: `${BOOKING_PAGES.manage}?token=${token}` });
    expect(await everything()).toEqual(before);
    expect((await deliver()).mails).toEqual([]);
  });

  it('reschedules the same booking (same id and UID, SEQUENCE 1), frees the old time, and the old link still manages it', async () => {
    const { id } = await book();
    const firstLink = tokenIn(to((await deliver()).mails, visitor.email));
    const move = await reschedule(firstLink, { start: SLOT_2 }, { 'idempotency-key': 'move-1' });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json()).toEqual({ id, start: SLOT_2, end: '2026-05-12T14:30:00Z' });
    const again = await reschedule(firstLink, { start: SLOT_2 }, { 'idempotency-key': 'move-1' });
    expect(again.json()).toEqual(move.json());

    const { mails, events } = await deliver();
    expect(mails).toHaveLength(2);
    for (const mail of [to(mails, visitor.email), to(mails, 'daniel@virtualip.example')]) {
      expect(invitationOf(mail)).toMatchObject({
        method: 'REQUEST',
        uid: `booking-${id}@www.virtualip.example`,
        sequence: 1,
        start: 'DTSTART:20260512T140000Z',
      });
    }
    expect(events.map((event) => JSON.parse(event.body) as { type: string; id: string; data: { start: string } })).toEqual([
      expect.objectContaining({ type: 'booking.rescheduled', id, data: expect.objectContaining({ start: SLOT_2, sequence: '1' }) }),
    ]);
    signed(events[0]!);
    expect(await store.db.selectFrom('bookings').select(['id', 'starts_at', 'sequence']).execute()).toEqual([{ id, starts_at: SLOT_2, sequence: 1 }]);

    expect(await freeStarts()).toContain(SLOT);
    await book(SLOT, { ...visitor, email: 'next@example.com' });
    expect((await details(firstLink)).json()).toMatchObject({ start: SLOT_2, status: 'confirmed' });
  });

  it('cancels by the manage page’s button: METHOD:CANCEL with the same UID and SEQUENCE + 1, the time free again, every link closed', async () => {
    const { id } = await book();
    const firstLink = tokenIn(to((await deliver()).mails, visitor.email));
    expect((await reschedule(firstLink, { start: SLOT_2 })).statusCode).toBe(200);
    const secondLink = tokenIn(to((await deliver()).mails, visitor.email));

    const pressed = await cancel(firstLink);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(BOOKING_PAGES.cancelled);
    const { mails, events } = await deliver();
    expect(mails).toHaveLength(2);
    for (const mail of [to(mails, visitor.email), to(mails, 'daniel@virtualip.example')]) {
      expect(invitationOf(mail)).toMatchObject({
        partMethod: 'CANCEL',
        method: 'CANCEL',
        uid: `booking-${id}@www.virtualip.example`,
        sequence: 2,
        start: 'DTSTART:20260512T140000Z',
      });
    }
    expect(JSON.parse(events[0]!.body)).toMatchObject({ type: 'booking.cancelled', id, data: { status: 'cancelled', sequence: '2' } });
    signed(events[0]!);
    expect(await freeStarts()).toContain(SLOT_2);

    for (const link of [firstLink, secondLink]) {
      expect((await details(link)).statusCode).toBe(410);
      expect((await reschedule(link, { start: SLOT })).statusCode).toBe(410);
      expect((await cancel(link)).headers.location).toBe(BOOKING_PAGES.invalidLink);
    }
    expect((await deliver()).mails).toEqual([]);
  });

  it('refuses every link once the meeting has started', async () => {
    await book();
    const link = tokenIn(to((await deliver()).mails, visitor.email));
    clock = Temporal.Instant.from(SLOT);
    const before = await everything();
    expect((await details(link)).statusCode).toBe(410);
    expect((await reschedule(link, { start: SLOT_2 })).statusCode).toBe(410);
    expect((await cancel(link)).headers.location).toBe(BOOKING_PAGES.invalidLink);
    expect(await everything()).toEqual(before);
  });

  it('answers an unknown link, a bad request and a taken time as the API does, changing nothing', async () => {
    await book(SLOT_2, { ...visitor, email: 'other@example.com' });
    await book();
    const link = tokenIn(to((await deliver()).mails, visitor.email));
    const before = await everything();
    for (const unknown of ['A'.repeat(43), 'short']) {
      expect((await details(unknown)).statusCode).toBe(404);
      expect((await reschedule(unknown, { start: SLOT_2 })).statusCode).toBe(404);
      expect((await cancel(unknown)).headers.location).toBe(BOOKING_PAGES.invalidLink);
    }
    expect((await app.inject({ method: 'GET', url: '/booking/details' })).statusCode).toBe(404);
    expect((await reschedule(link, { start: 'next week' })).json()).toMatchObject({ fields: { start: expect.any(String) } });
    expect((await reschedule(link, {})).statusCode).toBe(400);
    expect((await reschedule(link, { start: SLOT, extra: 1 })).statusCode).toBe(400);
    const taken = await reschedule(link, { start: SLOT_2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().slots.map((slot: { start: string }) => slot.start)).not.toContain(SLOT_2);
    expect((await cancel(link, 'intent=confirm')).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `${BOOKING_PAGES.manage}?token=${link}`,
      payload: '{"intent":"cancel"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(415);
    expect(await everything()).toEqual(before);
  });

  it('reminds both 24 hours before the start, not before that, and not at all once cancelled', async () => {
    const { id } = await book();
    await book(SLOT_2, { ...visitor, email: 'kept@example.com' });
    const cancelledLink = tokenIn(to((await deliver()).mails, visitor.email));
    await cancel(cancelledLink);
    await deliver();
    expect((await deliver(Temporal.Instant.from('2026-05-11T13:59:00Z'))).mails).toEqual([]);
    const { mails } = await deliver(Temporal.Instant.from('2026-05-11T14:00:00Z'));
    expect(mails.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).sort()).toEqual([
      'daniel@virtualip.example',
      'kept@example.com',
    ]);
    const reminder = to(mails, 'kept@example.com');
    expect(reminder.text).toContain('Tuesday 12 May, 19:30 to 20:00, India Standard Time');
    expect(tokenIn(reminder)).toHaveLength(43);
    expect(reminder.attachments.filter((attachment) => attachment.contentType === 'text/calendar')).toEqual([]);
    // The cancelled booking's reminders fell due at 13:00 and were dropped: recorded as skipped, never as sent.
    expect(
      await store.db.selectFrom('notifications').select(['status', 'sent_at']).where('record_id', '=', id).where('kind', '=', 'booking.reminder').execute(),
    ).toEqual([
      { status: 'skipped', sent_at: null },
      { status: 'skipped', sent_at: null },
    ]);
  });

  it('moves the reminder with a reschedule: none at the old time, both at the new', async () => {
    await book();
    const link = tokenIn(to((await deliver()).mails, visitor.email));
    expect((await reschedule(link, { start: SLOT_2 })).statusCode).toBe(200);
    await deliver();
    expect((await deliver(Temporal.Instant.from('2026-05-11T13:00:00Z'))).mails).toEqual([]);
    const { mails } = await deliver(Temporal.Instant.from('2026-05-11T14:00:00Z'));
    expect(mails).toHaveLength(2);
    expect(to(mails, visitor.email).text).toContain('Tuesday 12 May, 19:30 to 20:00, India Standard Time');
    expect(to(mails, 'daniel@virtualip.example').text).toContain('Tuesday 12 May, 10:00 to 10:30, Eastern Daylight Time');
  });

  it('hands the meeting to the colleague free at the new time: one organizer throughout, the first consultant uninvited, the visitor’s event updated in place', async () => {
    const { id } = await book();
    const link = tokenIn(to((await deliver()).mails, visitor.email));
    expect((await reschedule(link, { start: WEDNESDAY })).statusCode).toBe(200);
    const { mails } = await deliver();
    expect(mails).toHaveLength(3);
    const uid = `booking-${id}@www.virtualip.example`;
    const attendeesOf = (...addresses: string[]) => addresses.map((address) => expect.objectContaining({ address: `mailto:${address}` }));
    expect(invitationOf(to(mails, 'daniel@virtualip.example'))).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 1,
      organizer: ORGANIZER,
      attendees: attendeesOf('daniel@virtualip.example'),
    });
    expect(invitationOf(to(mails, 'elena@virtualip.example'))).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      organizer: ORGANIZER,
      start: 'DTSTART:20260513T130000Z',
      attendees: attendeesOf('elena@virtualip.example', visitor.email),
    });
    expect(invitationOf(to(mails, visitor.email))).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      organizer: ORGANIZER,
      attendees: attendeesOf('elena@virtualip.example', visitor.email),
    });
  });

  it('tells the sales address of each booking made, moved and cancelled, with the consultation request it follows; the consultant reads what was asked', async () => {
    await app.close();
    app = await appWith(
      { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'sales@virtualip.example', SITE_URL, RATE_LIMIT_FORMS: '100', BOOKING_CONFIRMATION: 'none' },
      { store, bookingCalendar: { availability, now: () => clock } },
    );
    const source = { landingPage: '/services/vapt', referrerHost: 'news.example.com', utmSource: 'newsletter', pagesSeen: 4 };
    const request = {
      fullName: visitor.fullName,
      companyName: visitor.companyName,
      email: visitor.email,
      phone: visitor.phone,
      service: 'cybersecurity',
      source,
    };
    const lead = (await app.inject({ method: 'POST', url: '/lead', payload: request })).json<{ id: string; bookingToken: string }>();
    await deliver();
    await book(SLOT, { ...visitor, leadId: lead.id, leadToken: lead.bookingToken, source } as typeof visitor);
    const booked = await deliver();
    const sales = to(booked.mails, 'sales@virtualip.example');
    expect(sales.subject).toMatch(/^Consultation booked: Priya Raman \(Raman Analytics\)/);
    for (const detail of [
      'Tuesday 12 May, 09:00 to 09:30, Eastern Daylight Time',
      'Daniel',
      'Cybersecurity Services',
      lead.id,
      'news.example.com',
      visitor.phone,
    ])
      expect(sales.text).toContain(detail);
    expect(sales.attachments).toEqual([]);
    expect(to(booked.mails, 'daniel@virtualip.example').text).toContain('a consultation on Cybersecurity Services');
    const link = tokenIn(to(booked.mails, visitor.email));
    expect((await reschedule(link, { start: WEDNESDAY })).statusCode).toBe(200);
    expect(to((await deliver()).mails, 'sales@virtualip.example').text).toMatch(/moved their free consultation; it is now with Elena/);
    await cancel(link);
    expect(to((await deliver()).mails, 'sales@virtualip.example').subject).toMatch(/^Consultation cancelled: Priya Raman/);
  });
});
