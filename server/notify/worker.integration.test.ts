import Fastify from 'fastify';
import { EMAIL_WORDS } from '../test/emailWords';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/freePort';
import { hangingWebhookReceiver, lateSmtpSink, refusingSmtpServer, webhookReceiver } from '../test/deliverySinks';
import type { LeadPayload } from '../../src/shared/forms';
import { storeLead } from '../store/submissions';
import { freshStore, STORE_KINDS } from '../test/stores';
import { createChannels, webhookSignature, type Channels, type NotifyConfig } from './channels';
import { pendingCount, retryDelay } from './outbox';
import { PassThrough } from 'node:stream';
import { purgeSubscribers, subscribe, UNCONFIRMED_KEPT_MS } from '../newsletter/subscriptions';
import { NotificationWorker } from './worker';
import { WebhookPayloadSchema } from './webhookPayload';
import { Value } from 'typebox/value';

const lead: LeadPayload = { fullName: 'Ada Lovelace', companyName: 'Analytical Ltd', email: 'ada@analytical.example', phone: '', service: 'ai' };
const silent = Fastify({ logger: { level: 'silent' } }).log;
const SECRET = 'test-secret';

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

const SOURCE = { landingPage: '/', referrerHost: 'news.example.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', pagesSeen: 3 };

describe('retryDelay', () => {
  it('backs off exponentially up to the cap', () => {
    expect([0, 1, 2, 3, 10].map((attempts) => retryDelay(attempts, 1000, 60_000))).toEqual([1000, 2000, 4000, 8000, 60_000]);
  });
});

describe.each(STORE_KINDS)('notification delivery on %s', (kind) => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  beforeEach(async () => {
    store = await freshStore(kind);
  });
  /** The channels of each test, their mail connections closed after it. */
  const opened: Channels[] = [];
  const channelsOf = async (config: NotifyConfig): Promise<Channels['deliver']> => {
    const channels = await createChannels(config);
    opened.push(channels);
    return channels.deliver;
  };
  afterEach(async () => {
    for (const channels of opened.splice(0)) channels.close();
    await store.cleanup();
  });

  const worker = async (channels: Channels['deliver']) =>
    new NotificationWorker({
      db: store.db,
      channels,
      log: silent,
      pollMs: 60_000,
      retryBaseMs: 1,
      retryMaxMs: 5,
      leaseMs: 10_000,
      compose: { siteUrl: 'https://site.test', companyName: 'Virtual IP', words: EMAIL_WORDS },
    });

  it('delivers every queued lead exactly once when the webhook comes back, across a restart', async () => {
    const sink = await webhookReceiver({ down: true });
    const { url } = sink;
    const config = { webhookUrl: url, webhookSecret: SECRET, mailFrom: 'site@virtualip.example', timeoutMs: 2000 };
    const receipts = [];
    for (let index = 0; index < 3; index += 1)
      receipts.push(await storeLead(store.db, { ...lead, fullName: `Lead ${index}` }, { channels: ['webhook'], source: index === 0 ? SOURCE : undefined }));

    const first = await worker(await channelsOf(config));
    for (let pass = 0; pass < 3; pass += 1) {
      await first.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(sink.received).toEqual([]);
    expect(sink.attempts()).toBeGreaterThanOrEqual(6);
    expect(await pendingCount(store.db)).toBe(3);

    // The process restarts (a new worker over the same store), and the receiver is back.
    sink.bringUp();
    const restarted = await worker(await channelsOf(config));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await restarted.runOnce();
    await restarted.runOnce();
    await restarted.runOnce();

    expect(await pendingCount(store.db)).toBe(0);
    const ids = sink.received.map((delivery) => JSON.parse(delivery.body).id).sort();
    expect(ids).toEqual(receipts.map((receipt) => receipt.id).sort());
    for (const delivery of sink.received) {
      const timestamp = String(delivery.headers['x-virtualip-timestamp']);
      expect(delivery.headers['x-virtualip-signature']).toBe(webhookSignature(SECRET, timestamp, delivery.body));
      expect(JSON.parse(delivery.body)).toMatchObject({ type: 'lead.created', data: { email: 'ada@analytical.example', service: 'ai' } });
      // The body the OpenAPI document publishes (its webhooks).
      expect(Value.Errors(WebhookPayloadSchema, JSON.parse(delivery.body))).toEqual([]);
    }
    // Each lead's source goes with it: the visit's, or null for a visit that was not tracked.
    const sources = Object.fromEntries(
      sink.received.map((delivery) => JSON.parse(delivery.body) as { id: string; source: unknown }).map((body) => [body.id, body.source]),
    );
    expect(receipts.map((receipt) => sources[receipt.id])).toEqual([SOURCE, null, null]);
    await sink.close();
  });

  it('e-mails the sales team once the SMTP server is reachable, exactly once', async () => {
    const port = await freePort();
    const sink = lateSmtpSink(port);
    const config = { smtpUrl: `smtp://127.0.0.1:${port}`, notifyEmail: 'sales@virtualip.example', mailFrom: 'site@virtualip.example', timeoutMs: 2000 };
    const receipt = await storeLead(store.db, { ...lead, fullName: 'Mail <b>Me</b>' }, { channels: ['email'], source: SOURCE });

    const delivering = await worker(await channelsOf(config));
    await delivering.runOnce(); // SMTP is down: connection refused, retry scheduled
    expect(sink.messages).toEqual([]);
    const [row] = await store.db.selectFrom('notifications').selectAll().execute();
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toBeTruthy();

    await sink.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await delivering.runOnce();
    await delivering.runOnce();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toContain('Subject: New consultation request: Mail <b>Me</b>');
    expect(sink.messages[0]).toContain(`Reference: ${receipt.id}`);
    expect(sink.messages[0]).toMatch(/Landing page: \/\r?\nReferrer: +news\.example\.com\r?\nCampaign: +newsletter \/ email \/ launch\r?\nPages seen: +3/);
    expect(sink.messages[0]).toContain('Content-Type: text/plain');
    expect(await pendingCount(store.db)).toBe(0);
    await sink.close();
  });

  it('drains a backlog back to back, not a batch per poll; a channel that is down is tried a batch per poll', async () => {
    const port = await freePort();
    const sink = lateSmtpSink(port);
    const config = { smtpUrl: `smtp://127.0.0.1:${port}`, notifyEmail: 'sales@virtualip.example', mailFrom: 'site@virtualip.example', timeoutMs: 2000 };
    for (let n = 0; n < 70; n += 1) await storeLead(store.db, { ...lead, email: `backlog${n}@analytical.example` }, { channels: ['email'] });
    const attempted = async () => (await store.db.selectFrom('notifications').select('attempts').where('attempts', '>', 0).execute()).length;

    // SMTP down: one batch fails, and the rest wait for the next poll (a minute away).
    const down = await worker(await channelsOf(config));
    down.start();
    await waitFor(() => false, 500);
    await down.stop();
    expect(await attempted()).toBe(20);

    await sink.start();
    const delivering = await worker(await channelsOf(config));
    delivering.start();
    // Every lead long before the poll interval: the worker does not wait between full batches.
    await waitFor(() => sink.messages.length === 70, 30_000);
    await delivering.stop();
    expect(sink.messages).toHaveLength(70);
    expect(await pendingCount(store.db)).toBe(0);
    await sink.close();
  });

  it('e-mails each lead long before a hanging webhook times out: one channel never delays another', async () => {
    const hook = await hangingWebhookReceiver();
    const webhookUrl = hook.url;
    const port = await freePort();
    const smtp = lateSmtpSink(port);
    await smtp.start();
    const timeoutMs = 6000;
    const config = { smtpUrl: `smtp://127.0.0.1:${port}`, notifyEmail: 'sales@virtualip.example', mailFrom: 'site@virtualip.example', webhookUrl, timeoutMs };
    const delivering = new NotificationWorker({
      db: store.db,
      channels: await channelsOf(config),
      log: silent,
      pollMs: 60_000,
      retryBaseMs: 60_000,
      retryMaxMs: 60_000,
      leaseMs: timeoutMs * 3,
      compose: { siteUrl: 'https://site.test', companyName: 'Virtual IP', words: EMAIL_WORDS },
    });
    delivering.start();

    // Leads arrive one after another while the webhook hangs, as on a running server (stored, then a nudge).
    const delays: number[] = [];
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const storedAt = Date.now();
      const { id } = await storeLead(store.db, { ...lead, fullName: `Lead ${index}` }, { channels: ['email', 'webhook'] });
      ids.push(id);
      delivering.nudge();
      await waitFor(() => smtp.messages.some((message) => message.includes(`Reference: ${id}`)), 2 * timeoutMs);
      delays.push(Date.now() - storedAt);
    }
    expect(
      delays.every((delay) => delay < timeoutMs / 3),
      `e-mail delays ${delays.join(', ')} ms with a ${timeoutMs} ms webhook timeout`,
    ).toBe(true);
    expect(hook.requests()).toBeGreaterThanOrEqual(1);

    await delivering.stop(); // waits for the webhook delivery in flight to time out
    await hook.close();
    await smtp.close();
    // Each channel keeps its own retry state: the e-mails are sent, the timed-out webhooks wait for their retry.
    const rows = await store.db.selectFrom('notifications').selectAll().where('record_id', 'in', ids).execute();
    expect(rows.filter((row) => row.channel === 'email').map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 1]));
    const webhooks = rows.filter((row) => row.channel === 'webhook');
    expect(webhooks.map((row) => row.status)).toEqual(ids.map(() => 'pending'));
    expect(webhooks.filter((row) => row.attempts === 1).map((row) => row.last_error)).toEqual([expect.stringMatching(/timeout|aborted/i)]);
  }, 60_000);

  it('gives up on an address the mail server refuses for good (5xx): one attempt, its links withdrawn, no address kept, purged on schedule', async () => {
    const refusing = await refusingSmtpServer();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const log = Fastify({ logger: { level: 'info', stream } }).log;
    const address = 'victim@corp.example';
    await subscribe(store.db, address, { mail: true, webhook: false });
    const config = { smtpUrl: refusing.url, mailFrom: 'site@virtualip.example', timeoutMs: 2000 };
    const delivering = new NotificationWorker({
      db: store.db,
      channels: await channelsOf(config),
      log,
      pollMs: 60_000,
      retryBaseMs: 1,
      retryMaxMs: 5,
      leaseMs: 10_000,
      compose: { siteUrl: 'https://site.test', companyName: 'Virtual IP', words: EMAIL_WORDS },
    });
    for (let pass = 0; pass < 4; pass += 1) {
      await delivering.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await refusing.close();

    expect(refusing.refusals()).toBe(1);
    const [row] = await store.db.selectFrom('notifications').selectAll().execute();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: 'SMTP RCPT TO answered 550 5.1.1' });
    expect(await store.db.selectFrom('newsletter_tokens').selectAll().execute()).toEqual([]);
    expect(lines.join('')).toContain('notification refused for good');
    expect(lines.join('')).not.toContain(address);
    const purged = await store.db.transaction().execute((trx) => purgeSubscribers(trx, new Date(Date.now() + UNCONFIRMED_KEPT_MS + 60_000)));
    expect(purged).toBe(1);
  });
});
