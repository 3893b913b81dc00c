import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privacyNotice } from '../../src/build/content/policies';
import { siteManifest } from '../../src/build/siteManifest';
import { SITE_MANIFEST_FILE } from '../../src/model/siteManifest';
import { plainText } from '../../src/model/policyText';
import type { ContactPayload, LeadPayload } from '../../src/shared/forms';
import { DAY_MS, readRetention, type Retention } from '../../src/shared/retention';
import { markSent } from '../notify/outbox';
import { storeContact, storeLead } from '../store/submissions';
import { issueLinks, subscribe } from '../newsletter/subscriptions';
import { storeVitals } from '../store/vitals';
import { bookSlot, type BookingRequest } from '../booking/bookings';
import { freeSlots } from '../booking/slots';
import type { NotificationKind } from '../store/schema';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { eraseByEmail, exportByEmail } from './dataSubject';
import { noticeMismatch } from './noticeCheck';
import { NOTHING_PURGED, purgeExpired, type PurgeReport } from './purge';
import { loadConfig } from '../config';
import { configPlugin } from '../plugins/config';
import { purgePlugin } from '../plugins/purge';
import { storePlugin } from '../plugins/store';
import { openCalendar } from '../test/openCalendar';
import { failed, runInProcess, runSpawned, succeeded } from '../test/staffCommand';
import { privacyCommand } from '../cli/commands/privacy';
import { issueBookingLink } from '../booking/links';

/** Bookings made here queue no e-mails, events or reminders. */
const NO_NOTICES = { mail: false, webhook: false, reminderHours: 0 };

const NOW = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const retention: Retention = readRetention({});

const lead = (email: string, fullName = 'Ada Lovelace'): LeadPayload => ({ fullName, companyName: 'Analytical Ltd', email, phone: '', service: 'ai' });
const contact = (email: string): ContactPayload => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  phone: '',
  company: '',
  subject: 'web-services',
  message: 'Hello',
});

async function sendAll(store: TestStore, recordId: string) {
  const rows = await store.db.selectFrom('notifications').select('id').where('record_id', '=', recordId).execute();
  for (const row of rows) await markSent(store.db, row.id, NOW);
}

/** One consultant free around the clock, without notice: a booking made at any time gets the next half hour. */
const CALENDAR = openCalendar();

/** A booking made a day before its meeting, which ended between `days` and `days` + 1 hour ago (cancelled if asked). */
async function bookedDaysAgo(store: TestStore, days: number, email: string, extra: Partial<BookingRequest> = {}, idempotencyKey?: string): Promise<string> {
  const at = Temporal.Instant.fromEpochMilliseconds(NOW.getTime() - (days + 1) * DAY_MS);
  const [slot] = freeSlots(CALENDAR, [], at.add({ hours: 23 }));
  const outcome = await bookSlot(
    store,
    CALENDAR,
    { start: slot!.start, fullName: 'Ada Lovelace', email, timeZone: 'Europe/London', ...extra },
    at,
    NO_NOTICES,
    idempotencyKey ? { key: idempotencyKey, fingerprint: 'fingerprint', replaceExpired: false } : undefined,
  );
  if (!('booked' in outcome)) throw new Error('the slot was taken');
  return outcome.booked.id;
}

/** What the booking's e-mails leave in the store: a link (its fingerprint) and a notification of the booking. */
async function mailedAbout(store: TestStore, bookingId: string, status: 'pending' | 'sent') {
  await store.db
    .insertInto('booking_tokens')
    .values({ token_hash: `hash-${bookingId}`, booking_id: bookingId, purpose: 'manage', created_at: NOW.toISOString() })
    .execute();
  await store.db
    .insertInto('notifications')
    .values({
      id: `notification-${bookingId}`,
      // The invitation's kind is the booking's notifier's; the purge and the erasure go by the record id.
      kind: 'booking.created' as NotificationKind,
      record_id: bookingId,
      channel: 'email',
      status,
      attempts: status === 'sent' ? 1 : 0,
      next_attempt_at: NOW.toISOString(),
      locked_until: null,
      last_error: null,
      created_at: NOW.toISOString(),
      sent_at: status === 'sent' ? NOW.toISOString() : null,
    })
    .execute();
}

const count = async (store: TestStore, table: 'leads' | 'contacts' | 'notifications' | 'vitals' | 'idempotency_keys' | 'bookings' | 'booking_tokens') =>
  Number(
    (
      await store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('retention settings', () => {
  it('default to 730 days for submissions and 90 for vitals, and read the environment', () => {
    expect(readRetention({})).toEqual({ submissionsDays: 730, vitalsDays: 90, analyticsDays: 30, bookingsDays: 730 });
    expect(
      readRetention({ RETENTION_DAYS_SUBMISSIONS: '365', RETENTION_DAYS_VITALS: ' 30 ', RETENTION_DAYS_ANALYTICS: '7', RETENTION_DAYS_BOOKINGS: '90' }),
    ).toEqual({
      submissionsDays: 365,
      vitalsDays: 30,
      analyticsDays: 7,
      bookingsDays: 90,
    });
  });

  it.each(['0', '-1', '1.5', 'two', '100000'])('refuse RETENTION_DAYS_VITALS=%j with one line naming the setting', (raw) => {
    expect(() => readRetention({ RETENTION_DAYS_VITALS: raw })).toThrow(/^RETENTION_DAYS_VITALS must be a whole number of days 1–3650, got ".*"$/);
  });

  it('refuse a bad RETENTION_DAYS_BOOKINGS the same way', () => {
    expect(() => readRetention({ RETENTION_DAYS_BOOKINGS: '0' })).toThrow(/^RETENTION_DAYS_BOOKINGS must be a whole number of days 1–3650, got "0"$/);
  });
});

describe.each(STORE_KINDS)('privacy on %s', (kind) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await freshStore(kind);
  });
  afterEach(async () => {
    await store.cleanup();
  });

  describe('purge', () => {
    it('deletes expired leads, messages and their delivered notifications, old vitals and used idempotency keys; keeps the rest', async () => {
      const expiredLead = await storeLead(store.db, lead('old@example.test'), { channels: ['email', 'webhook'], idempotencyKey: 'old-key', now: daysAgo(731) });
      await sendAll(store, expiredLead.id);
      const expiredContact = await storeContact(store.db, contact('old@example.test'), { channels: ['email'], now: daysAgo(800) });
      await sendAll(store, expiredContact.id);
      // Expired, but its e-mail never went out: kept until it is delivered.
      const undelivered = await storeLead(store.db, lead('stuck@example.test'), { channels: ['email'], now: daysAgo(900) });
      const fresh = await storeLead(store.db, lead('new@example.test'), { channels: ['email'], idempotencyKey: 'new-key', now: daysAgo(729) });
      await sendAll(store, fresh.id);
      await storeLead(store.db, lead('today@example.test'), { channels: [], idempotencyKey: 'today-key', now: new Date(NOW.getTime() - 3_600_000) });
      await storeVitals(store.db, '/', [{ name: 'LCP', value: 1200, id: 'v5-old' }], daysAgo(91));
      await storeVitals(store.db, '/', [{ name: 'LCP', value: 1300, id: 'v5-new' }], daysAgo(89));

      const report = await purgeExpired(store.db, retention, NOW);

      expect(report).toEqual<PurgeReport>({
        leads: 1,
        contacts: 1,
        bookings: 0,
        notifications: 3,
        vitals: 1,
        idempotencyKeys: 2,
        keptUndelivered: 1,
        subscribers: 0,
        analyticsEvents: 0,
        analyticsSalts: 0,
      });
      const leads = await store.db.selectFrom('leads').select('id').orderBy('created_at').execute();
      expect(leads.map((row) => row.id)).toEqual([undelivered.id, fresh.id, expect.any(String)]);
      expect(await count(store, 'contacts')).toBe(0);
      const notifications = await store.db.selectFrom('notifications').select(['record_id', 'status']).orderBy('created_at').execute();
      expect(notifications).toEqual([
        { record_id: undelivered.id, status: 'pending' },
        { record_id: fresh.id, status: 'sent' },
      ]);
      expect((await store.db.selectFrom('vitals').select('id').execute()).map((row) => row.id)).toEqual(['v5-new']);
      expect((await store.db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key)).toEqual(['today-key']);

      // Once delivered, the expired lead goes at the next purge; a second purge finds nothing else.
      await sendAll(store, undelivered.id);
      expect(await purgeExpired(store.db, retention, NOW)).toEqual<PurgeReport>({ ...NOTHING_PURGED, leads: 1, notifications: 1 });
      expect(await purgeExpired(store.db, retention, NOW)).toEqual(NOTHING_PURGED);
    });

    it('deletes bookings RETENTION_DAYS_BOOKINGS after their meeting ended, cancelled ones too, with their links and delivered notifications', async () => {
      // Booked long before the meeting: the period counts from the meeting's end, not from the booking.
      const expired = await bookedDaysAgo(store, 731, 'old@example.test');
      await store.db
        .updateTable('bookings')
        .set({ created_at: daysAgo(900).toISOString() })
        .where('id', '=', expired)
        .execute();
      await mailedAbout(store, expired, 'sent');
      const cancelled = await bookedDaysAgo(store, 800, 'cancelled@example.test');
      await store.db
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelled_at: daysAgo(801).toISOString() })
        .where('id', '=', cancelled)
        .execute();
      // Expired, but its invitation never went out: kept until it is delivered.
      const undelivered = await bookedDaysAgo(store, 750, 'stuck@example.test');
      await mailedAbout(store, undelivered, 'pending');
      const kept = await bookedDaysAgo(store, 729, 'recent@example.test');
      await store.db
        .updateTable('bookings')
        .set({ created_at: daysAgo(760).toISOString() })
        .where('id', '=', kept)
        .execute();
      await mailedAbout(store, kept, 'sent');

      const report = await purgeExpired(store.db, retention, NOW);
      expect({ bookings: report.bookings, notifications: report.notifications, keptUndelivered: report.keptUndelivered }).toEqual({
        bookings: 2,
        notifications: 1,
        keptUndelivered: 1,
      });
      expect((await store.db.selectFrom('bookings').select('id').orderBy('ends_at').execute()).map((row) => row.id)).toEqual([undelivered, kept]);
      expect((await store.db.selectFrom('booking_tokens').select('booking_id').orderBy('booking_id').execute()).map((row) => row.booking_id)).toEqual(
        [undelivered, kept].sort(),
      );
      expect((await store.db.selectFrom('notifications').select('record_id').orderBy('record_id').execute()).map((row) => row.record_id)).toEqual(
        [undelivered, kept].sort(),
      );

      await store.db.updateTable('notifications').set({ status: 'sent' }).execute();
      expect((await purgeExpired(store.db, retention, NOW)).bookings).toBe(1);
      expect((await purgeExpired(store.db, readRetention({ RETENTION_DAYS_BOOKINGS: '700' }), NOW)).bookings).toBe(1);
      expect(await count(store, 'bookings')).toBe(0);
      expect(await count(store, 'booking_tokens')).toBe(0);
    });

    it('uses the configured periods', async () => {
      await storeLead(store.db, lead('a@example.test'), { channels: [], now: daysAgo(40) });
      await storeVitals(store.db, '/', [{ name: 'CLS', value: 0.01, id: 'v5-a' }], daysAgo(8));
      const report = await purgeExpired(store.db, readRetention({ RETENTION_DAYS_SUBMISSIONS: '30', RETENTION_DAYS_VITALS: '7' }), NOW);
      expect([report.leads, report.vitals]).toEqual([1, 1]);
    });

    it('runs in the server when it listens and daily after, and stops when the server closes', async () => {
      await storeVitals(store.db, '/', [{ name: 'LCP', value: 1, id: 'v5-1' }], new Date(Date.now() - 100 * DAY_MS));
      const reports: PurgeReport[] = [];
      const app = Fastify({ logger: false });
      await app.register(configPlugin, { config: loadConfig({}) });
      await app.register(storePlugin, { store });
      await app.register(purgePlugin, { intervalMs: 50, onPurged: (report) => reports.push(report) });
      await app.ready();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(reports).toEqual([]);
      await app.listen({ host: '127.0.0.1', port: 0 });
      await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(reports[0]?.vitals).toBe(1);
      await app.close();
      const after = reports.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reports.length).toBe(after);
    });
  });

  describe('data-subject requests', () => {
    it('export finds every record holding the address, in any case, with its notifications; erase deletes them and is idempotent', async () => {
      const first = await storeLead(store.db, lead('Ada@Example.test'), { channels: ['email', 'webhook'], idempotencyKey: 'ada-key' });
      await sendAll(store, first.id);
      const second = await storeContact(store.db, contact('ada@example.test'), { channels: ['webhook'] });
      const other = await storeLead(store.db, lead('bob@example.test', 'Bob'), { channels: ['email'], idempotencyKey: 'bob-key' });

      const found = await exportByEmail(store.db, ' ADA@example.TEST ');
      expect(found.leads.map((row) => [row.id, row.email])).toEqual([[first.id, 'Ada@Example.test']]);
      expect(found.contacts.map((row) => [row.id, row.message])).toEqual([[second.id, 'Hello']]);
      expect(found.notifications.map((row) => [row.record_id, row.channel, row.status]).sort()).toEqual(
        [
          [first.id, 'email', 'sent'],
          [first.id, 'webhook', 'sent'],
          [second.id, 'webhook', 'pending'],
        ].sort(),
      );

      const erased = await eraseByEmail(store.db, 'ada@example.test');
      expect(erased.deleted.leads).toEqual([first.id]);
      expect(erased.deleted.contacts).toEqual([second.id]);
      expect(erased.deleted.notifications).toHaveLength(3);
      // The key kept a fingerprint of Ada's submission: it goes with it.
      expect(erased.deleted.idempotencyKeys).toBe(1);
      expect(await store.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([{ key: 'bob-key' }]);
      expect(await exportByEmail(store.db, 'ada@example.test')).toEqual({
        email: 'ada@example.test',
        leads: [],
        contacts: [],
        bookings: [],
        bookingLinks: [],
        notifications: [],
        newsletter: null,
      });
      // The pending notification is gone too, so nothing e-mails the erased data later.
      expect(await store.db.selectFrom('notifications').select('record_id').execute()).toEqual([{ record_id: other.id }]);
      expect(await eraseByEmail(store.db, 'ada@example.test')).toEqual({
        email: 'ada@example.test',
        deleted: { leads: [], contacts: [], bookings: [], bookingLinks: 0, notifications: [], idempotencyKeys: 0, newsletter: [] },
      });
      expect((await exportByEmail(store.db, 'bob@example.test')).leads).toHaveLength(1);
    });

    it('export and erase cover a booking held for its confirmation, with its confirming link, and say when its hold ended', async () => {
      const at = Temporal.Instant.fromEpochMilliseconds(NOW.getTime() - 20 * 60_000);
      const [slot] = freeSlots(CALENDAR, [], at.add({ hours: 2 }));
      const outcome = await bookSlot(
        store,
        CALENDAR,
        { start: slot!.start, fullName: 'Ada Lovelace', email: 'ada@example.test', timeZone: 'UTC' },
        at,
        NO_NOTICES,
        undefined,
        {
          upcomingPerEmail: 1,
          hold: { ms: 15 * 60_000, by: 'email' },
        },
      );
      if (!('booked' in outcome)) throw new Error('not held');
      await issueBookingLink(store.db, outcome.booked.id, daysAgo(0), 'confirm');
      const found = await exportByEmail(store.db, 'ada@example.test');
      // Its hold ended five minutes before NOW: released, though no transaction has marked it yet.
      expect(found.bookings.map((row) => [row.status, row.holdUntil, row.confirmedAt])).toEqual([
        ['released', new Date(NOW.getTime() - 5 * 60_000).toISOString(), null],
      ]);
      expect(found.bookingLinks.map((link) => [link.bookingId, link.purpose])).toEqual([[outcome.booked.id, 'confirm']]);
      expect((await eraseByEmail(store.db, 'ada@example.test')).deleted).toMatchObject({ bookings: [outcome.booked.id], bookingLinks: 1 });
    });

    it('export and erase cover the bookings made with the address, past and to come, with their links, notifications and keys', async () => {
      const past = await bookedDaysAgo(
        store,
        10,
        'Ada@Example.test',
        { companyName: 'Analytical Ltd', source: { landingPage: '/book', pagesSeen: 2 } },
        'ada-booking-key',
      );
      await mailedAbout(store, past, 'sent');
      const coming = await bookedDaysAgo(store, -3, 'ada@example.test ');
      await mailedAbout(store, coming, 'pending');
      const bob = await bookedDaysAgo(store, -4, 'bob@example.test', {}, 'bob-booking-key');
      await mailedAbout(store, bob, 'pending');

      const found = await exportByEmail(store.db, 'ADA@example.test');
      expect(found.bookings.map((row) => [row.id, row.email, row.consultant, row.status])).toEqual([
        [past, 'Ada@Example.test', 'daniel-mercer', 'confirmed'],
        [coming, 'ada@example.test ', 'daniel-mercer', 'confirmed'],
      ]);
      expect(found.bookings[0]).toMatchObject({ companyName: 'Analytical Ltd', timeZone: 'Europe/London', source: { landingPage: '/book', pagesSeen: 2 } });
      expect(found.bookingLinks.map((link) => link.bookingId).sort()).toEqual([past, coming].sort());
      expect(found.notifications.map((row) => [row.record_id, row.status]).sort()).toEqual(
        [
          [past, 'sent'],
          [coming, 'pending'],
        ].sort(),
      );

      const erased = await eraseByEmail(store.db, 'ada@example.test');
      expect(erased.deleted).toMatchObject({ bookings: [past, coming], bookingLinks: 2, idempotencyKeys: 1 });
      expect(erased.deleted.notifications.sort()).toEqual([`notification-${past}`, `notification-${coming}`].sort());
      expect((await store.db.selectFrom('bookings').select('id').execute()).map((row) => row.id)).toEqual([bob]);
      expect((await store.db.selectFrom('booking_tokens').select('booking_id').execute()).map((row) => row.booking_id)).toEqual([bob]);
      expect((await store.db.selectFrom('notifications').select('record_id').execute()).map((row) => row.record_id)).toEqual([bob]);
      expect((await store.db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key)).toEqual(['bob-booking-key']);
      expect((await eraseByEmail(store.db, 'ada@example.test')).deleted).toMatchObject({ bookings: [], bookingLinks: 0, notifications: [] });
      // The erased booking's time is free again.
      expect(await bookedDaysAgo(store, -3, 'carol@example.test')).toEqual(expect.any(String));
    });
  });

  describe('newsletter subscriptions', () => {
    const on = { mail: true, webhook: true };
    const statusOf = async (email: string) =>
      (await store.db.selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirst())?.status;

    it('are found and erased by address, with their links and notifications', async () => {
      await subscribe(store.db, 'Reader@Example.test', on);
      const id = (await store.db.selectFrom('newsletter_subscribers').select('id').executeTakeFirstOrThrow()).id;
      await issueLinks(store.db, id);
      const found = await exportByEmail(store.db, 'reader@example.test');
      expect(found.newsletter).toMatchObject({ id, email: 'reader@example.test', status: 'pending' });
      expect(found.notifications.map((row) => row.kind)).toEqual(['newsletter.confirmation']);
      const erased = await eraseByEmail(store.db, ' READER@example.test');
      expect(erased.deleted.newsletter).toEqual([id]);
      expect(erased.deleted.notifications).toHaveLength(1);
      expect(await store.db.selectFrom('newsletter_tokens').selectAll().execute()).toEqual([]);
      expect(await store.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
      expect((await exportByEmail(store.db, 'reader@example.test')).newsletter).toBeNull();
    });

    it('are purged when never confirmed in time or unsubscribed, once nothing about them waits to be sent', async () => {
      await subscribe(store.db, 'late@example.test', on, daysAgo(9));
      await subscribe(store.db, 'recent@example.test', on, daysAgo(6));
      await subscribe(store.db, 'left@example.test', on, daysAgo(30));
      await subscribe(store.db, 'reader@example.test', on, daysAgo(30));
      await store.db.updateTable('newsletter_subscribers').set({ status: 'confirmed' }).where('email', '=', 'reader@example.test').execute();
      await store.db.updateTable('newsletter_subscribers').set({ status: 'unsubscribed' }).where('email', '=', 'left@example.test').execute();
      // Nothing goes while its confirmation e-mail (or the webhook event) is still waiting.
      expect((await purgeExpired(store.db, retention, NOW)).subscribers).toBe(0);
      await store.db.updateTable('notifications').set({ status: 'sent' }).execute();
      expect((await purgeExpired(store.db, retention, NOW)).subscribers).toBe(2);
      expect(await statusOf('late@example.test')).toBeUndefined();
      expect(await statusOf('left@example.test')).toBeUndefined();
      expect(await statusOf('recent@example.test')).toBe('pending');
      expect(await statusOf('reader@example.test')).toBe('confirmed');
    });
  });

  // The command runs in this process; its first call runs it in a process of its own.
  describe('npm run privacy', () => {
    const env = () => ({ ...process.env, ...store.env });
    const cli = (...args: string[]) => succeeded('privacy', runInProcess(privacyCommand, args, env()));

    it('exports as JSON, erases with a report, erases nothing the second time, and purges', async () => {
      const receipt = await storeLead(store.db, lead('cli@example.test'), { channels: ['email'] });
      await storeVitals(store.db, '/', [{ name: 'LCP', value: 1, id: 'v5-cli' }], new Date(Date.now() - 91 * DAY_MS));

      const exported = await succeeded('privacy', runSpawned('privacy', ['export', '--email', 'cli@example.test'], env()));
      const records = JSON.parse(exported.stdout);
      expect(records.leads.map((row: { id: string }) => row.id)).toEqual([receipt.id]);
      expect(records.notifications).toHaveLength(1);
      expect(exported.stderr).toContain(`1 leads, 0 messages, 0 bookings, 1 notifications, 0 newsletter subscriptions (${kind})`);

      const erased = JSON.parse((await cli('erase', '--email', 'CLI@example.test')).stdout);
      expect(erased.deleted.leads).toEqual([receipt.id]);
      expect(erased.deleted.notifications).toHaveLength(1);
      expect(JSON.parse((await cli('erase', '--email', 'cli@example.test')).stdout).deleted).toEqual({
        leads: [],
        contacts: [],
        bookings: [],
        bookingLinks: 0,
        notifications: [],
        idempotencyKeys: 0,
        newsletter: [],
      });

      const purged = JSON.parse((await cli('purge')).stdout);
      expect(purged).toEqual({
        retention: { submissionsDays: 730, vitalsDays: 90, analyticsDays: 30, bookingsDays: 730 },
        deleted: expect.objectContaining({ vitals: 1, bookings: 0 }),
      });
    }, 90_000);
  });
});

describe('npm run privacy arguments', () => {
  it('refuses bad arguments with exit status 2 and the usage, before opening any store', async () => {
    const cases = [
      [],
      ['export'],
      ['export', '--email', 'not-an-address'],
      ['erase', '--email', `${'a'.repeat(250)}@x.test`],
      ['purge', '--email', 'a@b.test'],
      ['wipe'],
      ['export', '--mail', 'a@b.test'],
    ];
    const failures = await Promise.all(
      cases.map((args) => failed(runInProcess(privacyCommand, args, { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }))),
    );
    for (const [index, failure] of failures.entries()) {
      expect(failure?.code, cases[index]?.join(' ')).toBe(2);
      expect(failure?.stderr).toContain('usage: npm run privacy');
    }
  }, 90_000);
});

describe('the built privacy notice against the server’s settings', () => {
  it('agrees with a build made with the same settings and is flagged when the server enforces others', async () => {
    // The build writes the periods its notice states into its manifest (dist-internal/site.json).
    const dist = await mkdtemp(path.join(tmpdir(), 'vip-notice-'));
    await writeFile(path.join(dist, SITE_MANIFEST_FILE), JSON.stringify({ privacyRetention: readRetention({}) }));
    expect(noticeMismatch(dist, readRetention({}))).toBeUndefined();
    expect(noticeMismatch(dist, readRetention({ RETENTION_DAYS_SUBMISSIONS: '365' }))).toMatch(/RETENTION_DAYS_SUBMISSIONS=365/);
    expect(noticeMismatch(dist, readRetention({ RETENTION_DAYS_BOOKINGS: '90' }))).toMatch(/RETENTION_DAYS_BOOKINGS=90/);
    expect(noticeMismatch(path.join(dist, 'nothing-built'), readRetention({}))).toBeUndefined();
    // A notice built before bookings were kept states no period for them.
    const older = path.join(dist, 'older-build');
    await mkdir(older, { recursive: true });
    const stated = Object.fromEntries(Object.entries(readRetention({})).filter(([key]) => key !== 'bookingsDays'));
    await writeFile(path.join(older, SITE_MANIFEST_FILE), JSON.stringify({ privacyRetention: stated }));
    expect(noticeMismatch(older, readRetention({}))).toMatch(/RETENTION_DAYS_BOOKINGS=730/);
    await rm(dist, { recursive: true, force: true });
  });

  it('is told the periods the built notice states', () => {
    const retention = readRetention({ RETENTION_DAYS_VITALS: '30', RETENTION_DAYS_BOOKINGS: '400' });
    expect(siteManifest({ RETENTION_DAYS_VITALS: '30', RETENTION_DAYS_BOOKINGS: '400' }).privacyRetention).toEqual(retention);
    const points = privacyNotice(retention).sections.find((section) => section.id === 'retention')?.points ?? [];
    expect(points.map((point) => plainText(point)).join(' ')).toContain(`${retention.vitalsDays} days`);
    expect(points.map((point) => plainText(point)).join(' ')).toContain(`${retention.bookingsDays} days`);
  });
});
