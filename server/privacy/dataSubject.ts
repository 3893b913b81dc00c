import { sql, type Kysely, type Transaction } from 'kysely';
import { deleteKeysAnswering } from '../store/idempotency';
import { getRecord, type StoredContact, type StoredLead } from '../store/submissions';
import type { Notification } from '../notify/outbox';
import { NEWSLETTER_NOTICES, type Database, type RecordKind } from '../store/schema';
import { deleteSubscribers, getSubscriber, type Subscriber } from '../newsletter/subscriptions';
import { deleteBookings, toStoredBooking, type StoredBooking } from '../booking/bookings';

/** Everything stored that holds an e-mail address: a data subject's access request (GDPR Art. 15). */
export interface SubjectRecords {
  email: string;
  leads: StoredLead[];
  contacts: StoredContact[];
  /** Consultation bookings made with the address, in every state (held, confirmed, cancelled, declined, released). */
  bookings: StoredBooking[];
  /** The bookings' e-mailed links: what each was for (manage, confirm, approve) and when it was made (only a fingerprint of each link's code is stored). */
  bookingLinks: { bookingId: string; purpose: string; createdAt: string }[];
  notifications: Notification[];
  /** The newsletter subscription of the address, if there is one. */
  newsletter: Subscriber | null;
}

export interface ErasureReport {
  email: string;
  /** Ids of the records and notifications deleted, and how many idempotency keys answered with them (each holds a fingerprint of the submitted values). */
  deleted: {
    leads: string[];
    contacts: string[];
    bookings: string[];
    bookingLinks: number;
    notifications: string[];
    idempotencyKeys: number;
    newsletter: string[];
  };
}

/** Stored addresses are as typed; a request matches them without regard to case or surrounding spaces. */
const sameAddress = (email: string) => sql<boolean>`lower(trim(email)) = ${email.trim().toLowerCase()}`;

async function idsHolding(db: Kysely<Database> | Transaction<Database>, email: string): Promise<Record<RecordKind, string[]>> {
  const [leads, contacts] = await Promise.all([
    db.selectFrom('leads').select('id').where(sameAddress(email)).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('contacts').select('id').where(sameAddress(email)).orderBy('created_at').orderBy('id').execute(),
  ]);
  return { lead: leads.map((row) => row.id), contact: contacts.map((row) => row.id) };
}

function notificationsOf(db: Kysely<Database> | Transaction<Database>, ids: Record<RecordKind, string[]>) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where((eb) =>
      eb.or(
        (Object.entries(ids) as [RecordKind, string[]][])
          .filter(([, list]) => list.length > 0)
          .map(([kind, list]) => eb.and([eb('kind', '=', kind), eb('record_id', 'in', list)])),
      ),
    )
    .orderBy('created_at')
    .orderBy('id');
}

/** The bookings made with the address, oldest first. */
const bookingsOf = (db: Kysely<Database> | Transaction<Database>, email: string) =>
  db.selectFrom('bookings').selectAll().where(sameAddress(email)).orderBy('created_at').orderBy('id').execute();

/** Every notification about the bookings, whatever its kind (invitation, reminder, webhook event). */
const bookingNotifications = (db: Kysely<Database> | Transaction<Database>, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('notifications').selectAll().where('record_id', 'in', ids).orderBy('created_at').orderBy('id').execute();

/** Newsletter addresses are stored lower-cased and trimmed. */
const subscriptionOf = (db: Kysely<Database> | Transaction<Database>, email: string) =>
  db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export async function exportByEmail(db: Kysely<Database>, email: string): Promise<SubjectRecords> {
  const ids = await idsHolding(db, email);
  const [leads, contacts] = await Promise.all([
    Promise.all(ids.lead.map((id) => getRecord(db, 'lead', id))),
    Promise.all(ids.contact.map((id) => getRecord(db, 'contact', id))),
  ]);
  const subscription = await subscriptionOf(db, email);
  const bookings = await bookingsOf(db, email);
  const bookingIds = bookings.map((row) => row.id);
  const bookingLinks =
    bookingIds.length === 0
      ? []
      : await db
          .selectFrom('booking_tokens')
          .select(['booking_id', 'purpose', 'created_at'])
          .where('booking_id', 'in', bookingIds)
          .orderBy('created_at')
          .execute();
  const notifications = [
    ...(ids.lead.length + ids.contact.length > 0 ? await notificationsOf(db, ids).execute() : []),
    ...(await bookingNotifications(db, bookingIds)),
    ...(subscription
      ? await db
          .selectFrom('notifications')
          .selectAll()
          .where('record_id', '=', subscription.id)
          .where('kind', 'in', NEWSLETTER_NOTICES)
          .orderBy('created_at')
          .execute()
      : []),
  ];
  return {
    email,
    newsletter: subscription ? ((await getSubscriber(db, subscription.id)) ?? null) : null,
    leads: leads.filter((row): row is StoredLead => row !== undefined),
    contacts: contacts.filter((row): row is StoredContact => row !== undefined),
    bookings: bookings.map((row) => toStoredBooking(row)),
    bookingLinks: bookingLinks.map((row) => ({ bookingId: row.booking_id, purpose: row.purpose, createdAt: row.created_at })),
    notifications,
  };
}

/**
 * Deletes every lead, message and booking holding the address, with all their notifications (a
 * pending one would otherwise still e-mail the data), a booking's e-mailed links and the idempotency
 * keys that answered with them, and the newsletter subscription, in one transaction. Running it
 * again deletes nothing. A booking still to come is deleted like the others: its time is free
 * again, and no cancellation goes out (the consultant's calendar keeps the invitation).
 */
export async function eraseByEmail(db: Kysely<Database>, email: string): Promise<ErasureReport> {
  return db.transaction().execute(async (trx) => {
    const ids = await idsHolding(trx, email);
    const notifications = ids.lead.length + ids.contact.length > 0 ? (await notificationsOf(trx, ids).select('id').execute()).map((row) => row.id) : [];
    if (notifications.length > 0) await trx.deleteFrom('notifications').where('id', 'in', notifications).execute();
    if (ids.lead.length > 0) await trx.deleteFrom('leads').where('id', 'in', ids.lead).execute();
    if (ids.contact.length > 0) await trx.deleteFrom('contacts').where('id', 'in', ids.contact).execute();
    const bookings = (await bookingsOf(trx, email)).map((row) => row.id);
    notifications.push(...(await bookingNotifications(trx, bookings)).map((row) => row.id));
    const { links: bookingLinks } = await deleteBookings(trx, bookings);
    const idempotencyKeys =
      (await deleteKeysAnswering(trx, 'lead', ids.lead)) +
      (await deleteKeysAnswering(trx, 'contact', ids.contact)) +
      (await deleteKeysAnswering(trx, 'booking', bookings)) +
      (await deleteKeysAnswering(trx, 'reschedule', bookings));
    const subscription = await subscriptionOf(trx, email);
    if (subscription) {
      const ofSubscription = await trx
        .selectFrom('notifications')
        .select('id')
        .where('record_id', '=', subscription.id)
        .where('kind', 'in', NEWSLETTER_NOTICES)
        .execute();
      notifications.push(...ofSubscription.map((row) => row.id));
      await deleteSubscribers(trx, [subscription.id]);
    }
    return {
      email,
      deleted: {
        leads: ids.lead,
        contacts: ids.contact,
        bookings,
        bookingLinks,
        notifications,
        idempotencyKeys,
        newsletter: subscription ? [subscription.id] : [],
      },
    };
  });
}
