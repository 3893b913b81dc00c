/**
 * The links of a booking's e-mails (`/book/manage?token=…`, `/book/confirm?token=…`,
 * `/book/approve?token=…`): one per e-mail, created when the e-mail is composed, bound to the
 * booking and to what it may do (its purpose), only a SHA-256 of each stored, as the newsletter's.
 * A link works until the meeting starts, whenever it was sent: one from before a reschedule still
 * manages the one booking. Whether the meeting has started, was cancelled or its hold ended is the
 * booking's to say.
 */
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../store/tokens';
import type { BookingLinkPurpose, Database } from '../store/schema';

export async function issueBookingLink(
  db: Kysely<Database>,
  bookingId: string,
  now: Date,
  purpose: BookingLinkPurpose = 'manage',
): Promise<{ token: string; hash: string }> {
  const link = newToken();
  await db.insertInto('booking_tokens').values({ token_hash: link.hash, booking_id: bookingId, purpose, created_at: now.toISOString() }).execute();
  return link;
}

/** Deletes the link of an e-mail that was never delivered. */
export async function revokeBookingLink(db: Kysely<Database>, hash: string): Promise<void> {
  await db.deleteFrom('booking_tokens').where('token_hash', '=', hash).execute();
}

/** The booking a link's token is for, if the token is one of ours for `purpose`. */
export async function bookingIdOf(db: Kysely<Database>, token: string, purpose: BookingLinkPurpose = 'manage'): Promise<string | undefined> {
  const row = await db
    .selectFrom('booking_tokens')
    .select('booking_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.booking_id;
}
