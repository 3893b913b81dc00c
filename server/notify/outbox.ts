import type { Kysely, Selectable } from 'kysely';
import { newRecordId } from '../store/recordId';
import { rowInserter } from '../store/rowInserter';
import type { Channel, Database, NotificationKind, NotificationsTable } from '../store/schema';

export type Notification = Selectable<NotificationsTable>;

/** A notification to queue: pass the transaction that writes what it is about. */
export interface NewNotification {
  kind: NotificationKind;
  recordId: string;
  channel: Channel;
  /** When it is due (ISO 8601): now, or later for a reminder. */
  dueAt: string;
  recipient?: string;
}

const insertNotification = rowInserter('notifications', {
  id: true,
  kind: true,
  record_id: true,
  channel: true,
  status: true,
  recipient: true,
  attempts: true,
  next_attempt_at: true,
  locked_until: true,
  last_error: true,
  created_at: true,
  sent_at: true,
});

export async function queueNotifications(db: Kysely<Database>, notifications: readonly NewNotification[], now: Date): Promise<void> {
  if (notifications.length === 0) return;
  const at = now.toISOString();
  for (const notification of notifications)
    await insertNotification(db, {
      id: newRecordId(),
      kind: notification.kind,
      record_id: notification.recordId,
      channel: notification.channel,
      status: 'pending',
      recipient: notification.recipient ?? null,
      attempts: 0,
      next_attempt_at: notification.dueAt,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    });
}

/** Deletes a record's notifications of one kind that are not delivered yet (a reminder for a time that has changed). */
export async function dropPending(db: Kysely<Database>, recordId: string, kind: NotificationKind): Promise<void> {
  await db.deleteFrom('notifications').where('record_id', '=', recordId).where('kind', '=', kind).where('status', '=', 'pending').execute();
}

/**
 * Claims up to `limit` due notifications of one channel by leasing them until now + leaseMs, so that a slow
 * delivery is not picked up twice; a lease that expires (process killed mid-delivery) frees the row.
 */
export async function claimDue(db: Kysely<Database>, channel: Channel, now: Date, limit: number, leaseMs: number): Promise<Notification[]> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('notifications')
    .select('id')
    .where('channel', '=', channel)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  return db
    .updateTable('notifications')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .returningAll()
    .execute();
}

export async function markSent(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set((eb) => ({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** A notification that no longer fits (a reminder for a meeting cancelled or started since) is done without being sent: no sent_at. */
export async function markSkipped(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('notifications').set({ status: 'skipped', locked_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Kysely<Database>, notification: Notification, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ attempts: notification.attempts + 1, last_error: error.slice(0, 500), next_attempt_at: retryAt.toISOString(), locked_until: null })
    .where('id', '=', notification.id)
    .execute();
}

/** A delivery refused for good (a permanent answer): the notification fails and is not tried again. */
export async function markRefused(db: Kysely<Database>, notification: Notification, error: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ status: 'failed', attempts: notification.attempts + 1, last_error: error.slice(0, 500), locked_until: null })
    .where('id', '=', notification.id)
    .execute();
}

/** Exponential back-off: base, 2×base, 4×base … capped at max; attempts stop only on a permanent refusal. */
export function retryDelay(attemptsSoFar: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attemptsSoFar, 30));
}

export async function pendingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface OutboxBacklog {
  channel: Channel;
  /** Waiting to be sent, failed ones included. */
  pending: number;
  /** Waiting after at least one failed attempt. */
  failed: number;
}

/** The undelivered notifications per channel (for the metrics). */
export async function outboxBacklog(db: Kysely<Database>): Promise<OutboxBacklog[]> {
  const rows = await db
    .selectFrom('notifications')
    .select((eb) => [
      'channel',
      eb.fn.countAll<string | number>().as('pending'),
      eb.fn.sum<string | number | null>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('failed'),
    ])
    .where('status', '=', 'pending')
    .groupBy('channel')
    .execute();
  return rows.map((row) => ({ channel: row.channel, pending: Number(row.pending), failed: Number(row.failed ?? 0) }));
}
