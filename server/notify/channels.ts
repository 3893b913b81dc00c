import { createHmac } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Channel, CompanyChannel } from '../store/schema';
import type { NotificationMessage } from './message';

/** Delivers one notification; throws when the channel is unavailable (the worker retries). */
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

export async function createChannels(config: NotifyConfig): Promise<Partial<Record<Channel, Deliver>>> {
  const channels: Partial<Record<Channel, Deliver>> = {};
  if (config.smtpUrl) {
    const { createTransport } = await import('nodemailer');
    const url = new URL(config.smtpUrl);
    for (const [name, value] of [['connectionTimeout', config.timeoutMs], ['greetingTimeout', config.timeoutMs], ['socketTimeout', config.timeoutMs]] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
    }
    const transport: Transporter = createTransport(url.toString());
    const send = (to: string, message: NotificationMessage, notificationId: string) =>
      transport.sendMail({
        from: config.mailFrom,
        to,
        subject: message.subject,
        text: message.text,
        headers: { ...message.headers, 'X-Notification-Id': notificationId },
      });
    const company = config.notifyEmail;
    if (company) channels.email = async (message, notificationId) => void (await send(company, message, notificationId));
    channels.subscriber = async (message, notificationId) => {
      if (!message.to) throw new Error('a message to a subscriber without its address');
      await send(message.to, message, notificationId);
    };
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
  return channels;
}
