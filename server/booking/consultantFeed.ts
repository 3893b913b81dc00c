/**
 * A consultant's private calendar feed of their own bookings (GET /booking/calendar?consultant=<id>&token=… with
 * the secret of BOOKING_CALENDAR_TOKENS): every confirmed booking of theirs from 30 days back, as a
 * calendar program subscribes to it. Its events have UIDs of their own (not the invitations'), so a
 * client that holds both shows them side by side rather than merging two organisers' events.
 */
import ical from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { confirmedBookingsOf } from './bookings';
import { INVITATION_PRODUCT } from './invitation';
import { DAY_MS } from './zoneClock';

const LOOK_BACK_MS = 30 * DAY_MS;

export async function consultantFeed(db: Kysely<Database>, consultant: { id: string; name: string }, siteUrl: string, now: Date): Promise<string> {
  const rows = await confirmedBookingsOf(db, consultant.id, new Date(now.getTime() - LOOK_BACK_MS));
  const host = new URL(siteUrl).hostname;
  const calendar = ical({ prodId: INVITATION_PRODUCT, name: `Consultations: ${consultant.name}`, ttl: 15 * 60 });
  for (const row of rows) {
    calendar.createEvent({
      id: `booking-${row.id}-feed@${host}`,
      sequence: Number(row.sequence),
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      stamp: new Date(row.updated_at),
      summary: `Free consultation: ${row.full_name}${row.company_name ? ` (${row.company_name})` : ''}`,
      description: [`E-mail: ${row.email}`, `Phone: ${row.phone || '-'}`, `Reference: ${row.id}`].join('\n'),
    });
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
