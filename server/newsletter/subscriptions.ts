/**
 * Newsletter subscriptions with double opt-in. A sign-up stores the address as pending and queues a
 * confirmation e-mail in the outbox (same transaction); the e-mail's link confirms it. Every e-mail
 * carries an unsubscribe link. Whatever the state of an address, a sign-up looks the same to the
 * visitor, so nobody can learn who is subscribed. Confirmation and unsubscription also queue a
 * webhook event when a webhook is configured, so a mailing service can be kept in step.
 */
import { newRecordId } from '../store/recordId';
import type { Kysely, Transaction } from 'kysely';
import { NEWSLETTER_NOTICES, type Channel, type Database, type NewsletterNotice, type NewsletterSubscribersTable } from '../store/schema';
import { hashToken, newToken } from '../store/tokens';
import type { VisitSource } from '../../src/shared/analytics';
import { sourceColumns } from '../store/submissions';
import { queueNotifications } from '../notify/outbox';
import { isUniqueViolation } from '../store/uniqueViolation';
import { DAY_MS, NEWSLETTER_LINK_DAYS, UNCONFIRMED_SIGN_UP_DAYS } from '../../src/shared/retention';

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = NEWSLETTER_LINK_DAYS * DAY_MS;
/** An unsubscribe link works as long as the subscription can exist. */
export const UNSUBSCRIBE_VALID_MS = 5 * 365 * 24 * 3600 * 1000;
/** A pending address gets at most one confirmation e-mail in this time, however often it is entered. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

export interface NewsletterChannels {
  /** The confirmation e-mail can be sent (SMTP is configured). */
  mail: boolean;
  /** A webhook receives newsletter.confirmed and newsletter.unsubscribed. */
  webhook: boolean;
}

/** One notice about a subscriber, due now, in the outbox (../notify/outbox.ts). */
const queue = (trx: Transaction<Database>, kind: NewsletterNotice, subscriberId: string, channel: Channel, now: Date) =>
  queueNotifications(trx, [{ kind, recordId: subscriberId, channel, dueAt: now.toISOString() }], now);

/**
 * Signs an address up: a new or unsubscribed address becomes pending and gets a confirmation
 * e-mail; a pending one gets another unless one was queued in the last RESEND_AFTER_MS; a confirmed
 * one is left as it is. Returns whether an e-mail was queued (for the log; the visitor is not told).
 */
export async function subscribe(
  db: Kysely<Database>,
  rawEmail: string,
  channels: NewsletterChannels,
  now = new Date(),
  source?: VisitSource,
): Promise<boolean> {
  const email = rawEmail.trim().toLowerCase();
  const at = now.toISOString();
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
      let id: string;
      if (!existing) {
        id = newRecordId();
        await trx
          .insertInto('newsletter_subscribers')
          .values({
            id,
            email,
            status: 'pending',
            created_at: at,
            confirmation_requested_at: at,
            confirmed_at: null,
            unsubscribed_at: null,
            ...sourceColumns(source),
          })
          .execute();
      } else if (existing.status === 'confirmed') {
        return false;
      } else if (existing.status === 'pending' && now.getTime() - Date.parse(existing.confirmation_requested_at) < RESEND_AFTER_MS) {
        return false;
      } else {
        id = existing.id;
        await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'pending', confirmation_requested_at: at, unsubscribed_at: null })
          .where('id', '=', id)
          .execute();
      }
      if (channels.mail) await queue(trx, 'newsletter.confirmation', id, 'subscriber', now);
      return channels.mail;
    });
  try {
    return await attempt();
  } catch (error) {
    // The same address signed up at the same moment elsewhere: that sign-up stands.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The links of one e-mail to a subscriber: created when the e-mail is sent, stored hashed. */
export async function issueLinks(
  db: Kysely<Database>,
  subscriberId: string,
  now = new Date(),
): Promise<{ confirm: string; unsubscribe: string; hashes: string[] }> {
  const confirm = newToken();
  const unsubscribe = newToken();
  const at = now.toISOString();
  await db
    .insertInto('newsletter_tokens')
    .values([
      {
        token_hash: confirm.hash,
        subscriber_id: subscriberId,
        purpose: 'confirm',
        created_at: at,
        expires_at: new Date(now.getTime() + CONFIRMATION_VALID_MS).toISOString(),
        used_at: null,
      },
      {
        token_hash: unsubscribe.hash,
        subscriber_id: subscriberId,
        purpose: 'unsubscribe',
        created_at: at,
        expires_at: new Date(now.getTime() + UNSUBSCRIBE_VALID_MS).toISOString(),
        used_at: null,
      },
    ])
    .execute();
  return { confirm: confirm.token, unsubscribe: unsubscribe.token, hashes: [confirm.hash, unsubscribe.hash] };
}

/** Deletes the links of an e-mail that was never delivered. */
export async function revokeLinks(db: Kysely<Database>, hashes: readonly string[]): Promise<void> {
  await db.deleteFrom('newsletter_tokens').where('token_hash', 'in', hashes).execute();
}

export type LinkOutcome = 'done' | 'already' | 'invalid';

/**
 * Follows a link: 'done' when it changed the subscription, 'already' when it was followed before
 * (or the subscription is already in that state), 'invalid' when it is unknown or has expired.
 */
async function followLink(
  db: Kysely<Database>,
  token: string,
  purpose: 'confirm' | 'unsubscribe',
  channels: NewsletterChannels,
  now: Date,
): Promise<LinkOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('newsletter_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!link) return 'invalid';
    const subscriber = await trx.selectFrom('newsletter_subscribers').selectAll().where('id', '=', link.subscriber_id).executeTakeFirst();
    if (!subscriber) return 'invalid';
    const target: NewsletterSubscribersTable['status'] = purpose === 'confirm' ? 'confirmed' : 'unsubscribed';
    if (subscriber.status === target) return 'already';
    if (link.used_at !== null || link.expires_at < at) return 'invalid';
    // A confirmation link of an address that has unsubscribed since does not subscribe it again.
    if (purpose === 'confirm' && subscriber.status !== 'pending') return 'invalid';
    await trx.updateTable('newsletter_tokens').set({ used_at: at }).where('token_hash', '=', link.token_hash).execute();
    await trx
      .updateTable('newsletter_subscribers')
      .set(purpose === 'confirm' ? { status: 'confirmed', confirmed_at: at } : { status: 'unsubscribed', unsubscribed_at: at })
      .where('id', '=', subscriber.id)
      .execute();
    if (channels.webhook) await queue(trx, purpose === 'confirm' ? 'newsletter.confirmed' : 'newsletter.unsubscribed', subscriber.id, 'webhook', now);
    return 'done';
  });
}

export const confirmSubscription = (db: Kysely<Database>, token: string, channels: NewsletterChannels, now = new Date()) =>
  followLink(db, token, 'confirm', channels, now);
export const unsubscribe = (db: Kysely<Database>, token: string, channels: NewsletterChannels, now = new Date()) =>
  followLink(db, token, 'unsubscribe', channels, now);

export interface Subscriber {
  id: string;
  email: string;
  status: NewsletterSubscribersTable['status'];
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export async function getSubscriber(db: Kysely<Database>, id: string): Promise<Subscriber | undefined> {
  const row = await db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      status: row.status,
      subscribedAt: row.created_at,
      confirmedAt: row.confirmed_at,
      unsubscribedAt: row.unsubscribed_at,
    }
  );
}

/** The confirmed subscribers, oldest confirmation first, page by page (the export); `since`: confirmed from then on. */
export async function* confirmedSubscribers(db: Kysely<Database>, since?: Date, pageSize = 500): AsyncGenerator<{ email: string; confirmedAt: string }> {
  let after = { at: since ? new Date(since.getTime() - 1).toISOString() : '', id: '' };
  for (;;) {
    const rows = await db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email', 'confirmed_at'])
      .where('status', '=', 'confirmed')
      .where((eb) => eb.or([eb('confirmed_at', '>', after.at), eb.and([eb('confirmed_at', '=', after.at), eb('id', '>', after.id)])]))
      .orderBy('confirmed_at')
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) yield { email: row.email, confirmedAt: row.confirmed_at ?? '' };
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.confirmed_at ?? '', id: last.id };
  }
}

/** Deletes subscriptions with their links and their newsletter notifications (erasure, purge). */
export async function deleteSubscribers(trx: Transaction<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await trx.deleteFrom('notifications').where('record_id', 'in', ids).where('kind', 'in', NEWSLETTER_NOTICES).execute();
  await trx.deleteFrom('newsletter_tokens').where('subscriber_id', 'in', ids).execute();
  const deleted = await trx.deleteFrom('newsletter_subscribers').where('id', 'in', ids).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** A sign-up whose confirmation link has expired (with a day's grace) is deleted by the purge. */
export const UNCONFIRMED_KEPT_MS = UNCONFIRMED_SIGN_UP_DAYS * DAY_MS;

/**
 * The subscriptions the purge deletes: never confirmed and past UNCONFIRMED_KEPT_MS, or
 * unsubscribed; in both cases only once no notification of theirs waits (the webhook that keeps a
 * mailing service in step must hear of the unsubscription first).
 */
export async function purgeSubscribers(trx: Transaction<Database>, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - UNCONFIRMED_KEPT_MS).toISOString();
  const rows = await trx
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'unsubscribed'), eb.and([eb('status', '=', 'pending'), eb('confirmation_requested_at', '<', expiredBefore)])]))
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('notifications')
            .select('notifications.id')
            .where('notifications.status', '=', 'pending')
            .where('notifications.record_id', '=', ref('newsletter_subscribers.id')),
        ),
      ),
    )
    .execute();
  return deleteSubscribers(
    trx,
    rows.map((row) => row.id),
  );
}
