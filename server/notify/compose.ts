/**
 * What a notification of the outbox says, built when it is delivered from what the database holds
 * then: a new lead or message for the company, a newsletter confirmation e-mail (its one-time links
 * are created here, so no link is ever stored in clear), a newsletter webhook event, or a booking's
 * e-mail or event (server/booking/compose.ts).
 */
import type { EmailWords } from '../../src/model/schemas/emailSchemas';
import type { Kysely } from 'kysely';
import type { Consultant } from '../../src/model/schemas/availability';
import { composeBookingNotice } from '../booking/compose';
import { confirmationEmail, subscriptionEvent } from '../newsletter/messages';
import { getSubscriber, issueLinks, revokeLinks } from '../newsletter/subscriptions';
import { isBookingNotice, type Database } from '../store/schema';
import { getRecord } from '../store/submissions';
import { notificationMessage, type Composed } from './message';
import type { Notification } from './outbox';

export interface ComposeOptions {
  /** The site's public origin, for the links in e-mails. */
  siteUrl: string;
  /** The API's base URL where it is apart from the site (the build's VITE_API_URL): where a mail client's one-click unsubscription goes. Default: siteUrl. */
  apiUrl?: string;
  companyName: string;
  /** The company's address (content/site/company.yaml): the organizer of the booking invitations. */
  companyEmail?: string;
  /** The consultation calendar's consultants, whom booking e-mails are from and to (none: booking notices cannot be composed). */
  consultants?: readonly Consultant[];
  /** What the e-mails to visitors say (content/site/emails.yaml, through the site manifest). */
  words: EmailWords;
}

/** The message, or undefined when there is nothing to send any more (the address confirmed or left meanwhile). */
export async function composeMessage(
  db: Kysely<Database>,
  notification: Notification,
  options: ComposeOptions,
  now = new Date(),
): Promise<Composed | undefined> {
  const { kind, record_id: id } = notification;
  if (isBookingNotice(kind))
    return composeBookingNotice(
      db,
      notification,
      { ...options, companyEmail: options.companyEmail ?? '', consultants: options.consultants ?? [], words: options.words.booking },
      now,
    );
  if (kind === 'lead' || kind === 'contact') {
    const record = await getRecord(db, kind, id);
    if (!record) throw new Error(`${kind} ${id} not found`);
    return { message: notificationMessage(kind, record) };
  }
  const subscriber = await getSubscriber(db, id);
  if (!subscriber) return undefined;
  if (kind === 'newsletter.confirmation') {
    if (subscriber.status !== 'pending') return undefined;
    const links = await issueLinks(db, id);
    return {
      message: confirmationEmail(
        subscriber,
        links,
        { siteUrl: options.siteUrl, apiUrl: options.apiUrl ?? options.siteUrl },
        options.companyName,
        options.words.newsletter,
      ),
      discard: () => revokeLinks(db, links.hashes),
    };
  }
  return { message: subscriptionEvent(kind, subscriber) };
}
