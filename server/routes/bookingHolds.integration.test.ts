/**
 * The proof of the address (BOOKING_CONFIRMATION): a booking held until the visitor confirms it from
 * an e-mail, or the consultant confirms or declines it; nothing goes to a calendar before; a hold
 * not confirmed in time is released. Real SMTP and webhook receivers, both stores.
 */
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { appWith } from '../test/apps';
import { availability, invitationOf, NOW, SITE_URL, SLOT, visitor } from '../test/bookingFixtures';
import { smtpSink, webhookReceiver } from '../test/deliverySinks';
import { freshStore, STORE_KINDS } from '../test/stores';

const CONSULTANT = 'daniel@virtualip.example';

describe.each(STORE_KINDS)('a booking held for its confirmation on %s', (kind) => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let clock: Temporal.Instant;

  const start = async (env: NodeJS.ProcessEnv = {}) => {
    app = await appWith(
      { SMTP_URL: smtp.url, WEBHOOK_URL: hook.url, SITE_URL, RATE_LIMIT_FORMS: '100', ...env },
      { store, bookingCalendar: { availability, now: () => clock } },
    );
  };
  beforeEach(async () => {
    store = await freshStore(kind);
    [smtp, hook] = await Promise.all([smtpSink(), webhookReceiver()]);
    clock = NOW;
  });
  afterEach(async () => {
    await app.close();
    await Promise.all([smtp.close(), hook.close()]);
    await store.cleanup();
  });

  const book = (who = visitor, at = SLOT) =>
    app.inject({ method: 'POST', url: '/booking', payload: { ...who, start: at }, headers: { 'content-type': 'application/json' } });
  const deliver = async () => {
    const [mails, events] = [smtp.messages.length, hook.received.length];
    await app.outbox.runOnce(new Date(clock.epochMilliseconds));
    return {
      mails: smtp.messages.slice(mails).map((message) => message.mail),
      events: hook.received.slice(events).map((event) => JSON.parse(event.body) as { type: string; data: Record<string, string> }),
    };
  };
  const linkIn = (mail: ParsedMail, page: string) => {
    const token = new RegExp(`${SITE_URL}${page}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
    if (!token) throw new Error(`no ${page} link in "${mail.subject}"`);
    return token;
  };
  const press = (page: string, token: string, intent: string) =>
    app.inject({
      method: 'POST',
      url: `${page}?token=${token}`,
      payload: `intent=${intent}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const freeStarts = async () =>
    (await app.inject({ method: 'GET', url: '/booking/slots' })).json<{ slots: { start: string }[] }>().slots.map((slot) => slot.start);

  it('email (the default): 202 held; the visitor gets a link and no invitation; its button makes it firm and the invitations follow', async () => {
    await start();
    const held = await book();
    expect(held.statusCode).toBe(202);
    expect(held.json()).toMatchObject({
      status: 'held',
      confirmBy: 'email',
      start: SLOT,
      holdUntil: new Date(NOW.epochMilliseconds + 15 * 60_000).toISOString(),
    });
    expect(await freeStarts()).not.toContain(SLOT);
    const first = await deliver();
    expect(first.mails).toHaveLength(1);
    expect(first.mails[0]!.to).toMatchObject({ value: [{ address: visitor.email }] });
    expect(first.mails[0]!.attachments).toEqual([]);
    expect(first.events.map((event) => [event.type, event.data.status])).toEqual([['booking.held', 'held']]);
    const token = linkIn(first.mails[0]!, BOOKING_PAGES.confirm);
    // A GET of the link (a mail scanner) changes nothing; the manage and approve routes do not take it.
    expect((await press(BOOKING_PAGES.approve, token, 'confirm')).headers.location).toBe(BOOKING_PAGES.invalidLink);
    expect((await press(BOOKING_PAGES.manage, token, 'cancel')).headers.location).toBe(BOOKING_PAGES.invalidLink);
    expect((await press(BOOKING_PAGES.confirm, token, 'decline')).statusCode).toBe(400);

    clock = NOW.add({ minutes: 10 });
    const confirmed = await press(BOOKING_PAGES.confirm, token, 'confirm');
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, BOOKING_PAGES.confirmed]);
    const second = await deliver();
    expect(second.mails.map((mail) => invitationOf(mail).method)).toEqual(['REQUEST', 'REQUEST']);
    expect(second.events.map((event) => [event.type, event.data.status])).toEqual([['booking.created', 'confirmed']]);
    // Pressed again: the same page, nothing sent again; the hold's end sends no release.
    expect((await press(BOOKING_PAGES.confirm, token, 'confirm')).headers.location).toBe(BOOKING_PAGES.confirmed);
    clock = NOW.add({ minutes: 16 });
    expect(await deliver()).toEqual({ mails: [], events: [] });
    expect(await freeStarts()).not.toContain(SLOT);
  });

  it('email: a hold not confirmed in time is released; its time is offered again, its event says so, and its link lands on the expired page', async () => {
    await start({ BOOKING_HOLD_MINUTES: '5' });
    expect((await book()).json()).toMatchObject({ status: 'held', holdUntil: new Date(NOW.epochMilliseconds + 5 * 60_000).toISOString() });
    const token = linkIn((await deliver()).mails[0]!, BOOKING_PAGES.confirm);
    clock = NOW.add({ minutes: 5 });
    expect(await freeStarts()).toContain(SLOT);
    expect((await deliver()).events.map((event) => [event.type, event.data.status])).toEqual([['booking.released', 'released']]);
    expect((await press(BOOKING_PAGES.confirm, token, 'confirm')).headers.location).toBe(BOOKING_PAGES.holdExpired);
    // The same address books again at once: the released hold counts no more.
    expect((await book()).statusCode).toBe(202);
  });

  it('host: the consultant gets who and what with the links, the visitor nothing; confirm sends the invitations, decline tells the visitor and frees the time', async () => {
    await start({ BOOKING_CONFIRMATION: 'host', NOTIFY_EMAIL: 'sales@virtualip.example' });
    const held = await book();
    expect([held.statusCode, held.json().confirmBy]).toEqual([202, 'host']);
    const asked = (await deliver()).mails;
    expect(asked.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : ''))).toEqual([CONSULTANT]);
    expect(asked[0]!.text).toContain(visitor.fullName);
    expect(asked[0]!.text).toContain(visitor.companyName);
    const approve = linkIn(asked[0]!, BOOKING_PAGES.approve);
    expect((await press(BOOKING_PAGES.confirm, approve, 'confirm')).headers.location).toBe(BOOKING_PAGES.invalidLink);
    expect((await press(BOOKING_PAGES.approve, approve, 'decline')).headers.location).toBe(BOOKING_PAGES.declined);
    const declined = await deliver();
    expect(declined.mails.map((mail) => [mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '', mail.attachments.length])).toEqual([
      [visitor.email, 0],
    ]);
    expect(declined.events.map((event) => event.type)).toEqual(['booking.declined']);
    expect(await freeStarts()).toContain(SLOT);

    expect((await book()).statusCode).toBe(202);
    const again = linkIn((await deliver()).mails[0]!, BOOKING_PAGES.approve);
    expect((await press(BOOKING_PAGES.approve, again, 'confirm')).headers.location).toBe(BOOKING_PAGES.confirmed);
    const firm = await deliver();
    expect(firm.mails.filter((mail) => mail.attachments.length > 0).map((mail) => invitationOf(mail).method)).toEqual(['REQUEST', 'REQUEST']);
    expect(firm.mails.some((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === 'sales@virtualip.example')).toBe(true);
  });

  it('none, or no SMTP: firm at once (201), the invitations sent as before', async () => {
    await start({ BOOKING_CONFIRMATION: 'none' });
    const booked = await book();
    expect([booked.statusCode, booked.json().status]).toEqual([201, 'confirmed']);
    expect((await deliver()).mails.map((mail) => invitationOf(mail).method)).toEqual(['REQUEST', 'REQUEST']);
    await app.close();
    app = await appWith({ SITE_URL, RATE_LIMIT_FORMS: '100' }, { store, bookingCalendar: { availability, now: () => clock } });
    expect((await book({ ...visitor, email: 'other@example.com' }, '2026-05-12T14:00:00Z')).statusCode).toBe(201);
  });
});
