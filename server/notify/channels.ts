import { createHmac } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Channel, CompanyChannel } from '../store/schema';
import type { NotificationMessage } from './message';

/** Delivers one notification; throws when the channel is unavailable (the worker retries) or refuses it. */
export type Deliver = (message: NotificationMessage, notificationId: string) => Promise<void>;

export interface NotifyConfig {
  smtpUrl?: string;
  notifyEmail?: string;
  mailFrom: string;
  webhookUrl?: string;
  webhookSecret?: string;
  timeoutMs: number;
}

/** The channels that tell the company, as configured: e-mail needs SMTP_URL and NOTIFY_EMAIL; the webhook needs WEBHOOK_URL. */
export function configuredChannels(config: NotifyConfig): CompanyChannel[] {
  const channels: CompanyChannel[] = [];
  if (config.smtpUrl && config.notifyEmail) channels.push('email');
  if (config.webhookUrl) channels.push('webhook');
  return channels;
}

/** HMAC-SHA256 of `${timestamp}.${body}`: receivers recompute it to check origin and freshness. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** An error's text with every word that holds an @ replaced (a mail server's answer names the recipient it refused); linear time. */
const withoutAddresses = (text: string) =>
  text
    .split(/(\s+)/)
    .map((word) => (word.includes('@') ? '[address]' : word))
    .join('');

/**
 * What the log and the outbox keep of a failed delivery, and whether to try again. A mail server's
 * 5xx answer is permanent (RFC 5321 §4.2.1): the mailbox does not exist or refuses, and trying
 * again only repeats it. The reason never names an address: the SMTP command, the reply code and
 * its enhanced status code say what happened (`SMTP RCPT TO answered 550 5.1.1`).
 */
export function deliveryFailure(error: unknown): { reason: string; permanent: boolean } {
  const smtp = error as { responseCode?: unknown; command?: unknown; response?: unknown } | null;
  if (smtp && typeof smtp.responseCode === 'number') {
    const enhanced = /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(String(smtp.response ?? ''))?.[1];
    const command = typeof smtp.command === 'string' ? ` ${withoutAddresses(smtp.command)}` : '';
    return {
      reason: `SMTP${command} answered ${smtp.responseCode}${enhanced ? ` ${enhanced}` : ''}`,
      permanent: smtp.responseCode >= 500 && smtp.responseCode < 600,
    };
  }
  return { reason: withoutAddresses(error instanceof Error ? error.message : String(error)), permanent: false };
}

/** The configured channels, and how to close what they hold open (the mail server's connections). */
export interface Channels {
  deliver: Partial<Record<Channel, Deliver>>;
  close: () => void;
}

/**
 * The channels of the configuration. The mail transport keeps a few connections to the mail server
 * and sends over them (nodemailer's pool: 5 connections, 100 messages each, by default): a
 * connection of its own per message cost about 100 ms, so a backlog drained at ten e-mails a
 * second. SMTP_URL's query may set any of nodemailer's options (`pool=false`, `maxConnections`,
 * `rateLimit`...).
 */
export async function createChannels(config: NotifyConfig): Promise<Channels> {
  const channels: Partial<Record<Channel, Deliver>> = {};
  let close = () => {};
  if (config.smtpUrl) {
    const { createTransport } = await import('nodemailer');
    const url = new URL(config.smtpUrl);
    for (const [name, value] of [
      ['pool', true],
      ['connectionTimeout', config.timeoutMs],
      ['greetingTimeout', config.timeoutMs],
      ['socketTimeout', config.timeoutMs],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
    }
    const transport: Transporter = createTransport(url.toString());
    close = () => transport.close();
    const send = (to: string, message: NotificationMessage, notificationId: string) =>
      transport.sendMail({
        from: config.mailFrom,
        // An address object: nodemailer reads no display name or second address out of it.
        to: { name: '', address: to },
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        // nodemailer writes it as a text/calendar alternative with the method, and as invite.ics.
        ...(message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content } } : {}),
        headers: { ...message.headers, 'X-Notification-Id': notificationId },
      });
    const company = config.notifyEmail;
    if (company) channels.email = async (message, notificationId) => void (await send(company, message, notificationId));
    // A subscriber, a booking's visitor or its consultant: the message names its recipient.
    const toRecipient =
      (who: string): Deliver =>
      async (message, notificationId) => {
        if (!message.to) throw new Error(`a message to a ${who} without its address`);
        await send(message.to, message, notificationId);
      };
    channels.subscriber = toRecipient('subscriber');
    channels.visitor = toRecipient('visitor');
    channels.consultant = toRecipient('consultant');
  }
  if (config.webhookUrl) {
    const url = config.webhookUrl;
    channels.webhook = async (message, notificationId) => {
      const body = JSON.stringify(message.payload);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-notification-id': notificationId,
        'x-virtualip-timestamp': timestamp,
      };
      if (config.webhookSecret) headers['x-virtualip-signature'] = webhookSignature(config.webhookSecret, timestamp, body);
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(config.timeoutMs) });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    };
  }
  return { deliver: channels, close };
}
