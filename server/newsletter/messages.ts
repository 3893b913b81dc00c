/**
 * The newsletter's e-mails and webhook events. The confirmation e-mail is plain text with the
 * confirmation and unsubscribe links, and List-Unsubscribe headers for one-click unsubscription
 * (RFC 2369, RFC 8058).
 */
import type { NotificationMessage } from '../notify/message';
import { NEWSLETTER_LINKS } from '../../src/model/newsletterPaths';
import type { Subscriber } from './subscriptions';
import type { EmailWords } from '../../src/model/schemas/emailSchemas';
import { NEWSLETTER_LINK_DAYS } from '../../src/shared/retention';
import { fillIn } from '../../src/shared/text';

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
  words: EmailWords['newsletter'],
): NotificationMessage {
  const unsubscribeUrl = link(siteUrl, UNSUBSCRIBE_PATH, links.unsubscribe);
  return {
    to: subscriber.email,
    subject: fillIn(words.subject, { company: companyName }),
    text: [
      fillIn(words.intro, { company: companyName }),
      '',
      fillIn(words.confirm, { days: NEWSLETTER_LINK_DAYS }),
      link(siteUrl, CONFIRM_PATH, links.confirm),
      '',
      words.ignore,
      '',
      fillIn(words.unsubscribe, { link: unsubscribeUrl }),
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
