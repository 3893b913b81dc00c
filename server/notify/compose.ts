/**
 * What a notification of the outbox says, built when it is delivered from what the database holds
 * then: a new lead or message for the company, a newsletter confirmation e-mail (its one-time links
 * are created here, so no link is ever stored in clear), or a newsletter webhook event.
 */
import type { Kysely } from 'kysely';
import { confirmationEmail, subscriptionEvent } from '../newsletter/messages';
import { getSubscriber, issueLinks } from '../newsletter/subscriptions';
import type { Database } from '../store/schema';
import { getRecord } from '../store/submissions';
import { notificationMessage, type NotificationMessage } from './message';
import type { Notification } from './outbox';

export interface ComposeOptions {
  /** The site's public origin, for the links in e-mails. */
  siteUrl: string;
  companyName: string;
}

/** The message, or undefined when there is nothing to send any more (the address confirmed or left meanwhile). */
export async function composeMessage(db: Kysely<Database>, notification: Notification, options: ComposeOptions): Promise<NotificationMessage | undefined> {
  const { kind, record_id: id } = notification;
  if (kind === 'lead' || kind === 'contact') {
    const record = await getRecord(db, kind, id);
    if (!record) throw new Error(`${kind} ${id} not found`);
    return notificationMessage(kind, record);
  }
  const subscriber = await getSubscriber(db, id);
  if (!subscriber) return undefined;
  if (kind === 'newsletter.confirmation') {
    if (subscriber.status !== 'pending') return undefined;
    return confirmationEmail(subscriber, await issueLinks(db, id), options.siteUrl, options.companyName);
  }
  return subscriptionEvent(kind, subscriber);
}
