import fp from 'fastify-plugin';
import { configuredChannels, createChannels, type Deliver } from '../notify/channels';
import type { NewsletterChannels } from '../newsletter/subscriptions';
import type { Channel, CompanyChannel } from '../store/schema';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export interface Notifier {
  /** The channels a new lead or message is queued for: e-mail with SMTP_URL and NOTIFY_EMAIL, the webhook with WEBHOOK_URL. */
  companyChannels: readonly CompanyChannel[];
  /** What the newsletter can send: confirmation e-mails (SMTP) and webhook events. */
  newsletter: NewsletterChannels;
  /** How each channel delivers (the outbox worker sends through these). */
  deliver: Partial<Record<Channel, Deliver>>;
}

/**
 * The configured ways to tell the company and write to subscribers. The mail transport's pooled
 * connections close with the app; the webhook makes a request per call.
 */
export const notifierPlugin = fp(
  async (app) => {
    const { notify } = app.config;
    const channels = await createChannels(notify);
    app.decorate('notifier', {
      companyChannels: configuredChannels(notify),
      newsletter: { mail: Boolean(notify.smtpUrl), webhook: Boolean(notify.webhookUrl) },
      deliver: channels.deliver,
    } satisfies Notifier);
    // After the outbox worker (registered later, so closed first) has finished its deliveries.
    app.addHook('onClose', () => channels.close());
  },
  { name: 'notifier', dependencies: ['config'] },
);
