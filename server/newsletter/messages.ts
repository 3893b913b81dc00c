/**
 * The newsletter's e-mails and webhook events. The confirmation e-mail is plain text with the
 * confirmation and unsubscribe links, and List-Unsubscribe headers for one-click unsubscription
 * (RFC 2369, RFC 8058).
 */
import type { NotificationMessage } from '../notify/message';
import { NEWSLETTER_LINKS } from '../../src/model/newsletterPaths';
import type { Subscriber } from './subscriptions';

const { confirm: CONFIRM_PATH, unsubscribe: UNSUBSCRIBE_PATH } = NEWSLETTER_LINKS;

const link = (siteUrl: string, path: string, token: string) => `${siteUrl}${path}?token=${token}`;

/**
 * The links a person opens are pages of the site (siteUrl); the List-Unsubscribe address, which a
 * mail client POSTs to by itself (RFC 8058), is the API's (apiUrl: the site's own origin unless the
 * API is apart from a statically hosted site).
 */
export function confirmationEmail(
  subscriber: Subscriber,
  links: { confirm: string; unsubscribe: string },
  { siteUrl, apiUrl }: { siteUrl: string; apiUrl: string },
  companyName: string,
): NotificationMessage {
  const unsubscribeUrl = link(siteUrl, UNSUBSCRIBE_PATH, links.unsubscribe);
  return {
    to: subscriber.email,
    subject: `Confirm your subscription to the ${companyName} newsletter`,
    text: [
      `Someone, hopefully you, asked to receive the ${companyName} newsletter at this address: security advisories, compliance deadlines and practical guides, once a month.`,
      '',
      'To confirm, open this link and press the button on the page (it works for 7 days):',
      link(siteUrl, CONFIRM_PATH, links.confirm),
      '',
      'If you did not ask for it, ignore this e-mail: without confirmation you will receive nothing else.',
      '',
      `Unsubscribe: ${unsubscribeUrl}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${link(apiUrl, UNSUBSCRIBE_PATH, links.unsubscribe)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    payload: { type: 'newsletter.confirmation', id: subscriber.id, receivedAt: subscriber.subscribedAt, data: {} },
  };
}

/** What a mailing service kept in step receives when an address confirms or unsubscribes. */
export function subscriptionEvent(kind: 'newsletter.confirmed' | 'newsletter.unsubscribed', subscriber: Subscriber): NotificationMessage {
  const at = (kind === 'newsletter.confirmed' ? subscriber.confirmedAt : subscriber.unsubscribedAt) ?? subscriber.subscribedAt;
  return {
    subject: kind === 'newsletter.confirmed' ? 'Newsletter subscription confirmed' : 'Newsletter subscription cancelled',
    text: `${subscriber.email} ${kind === 'newsletter.confirmed' ? 'confirmed' : 'cancelled'} the newsletter subscription on ${at}.`,
    payload: { type: kind, id: subscriber.id, receivedAt: at, data: { email: subscriber.email } },
  };
}
