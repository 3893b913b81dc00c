import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Channel, Database } from '../store/schema';
import { getRecord } from '../store/submissions';
import type { Deliver } from './channels';
import { notificationMessage } from './message';
import { claimDue, markFailed, markSent, retryDelay, type Notification } from './outbox';

export interface WorkerOptions {
  db: Kysely<Database>;
  channels: Partial<Record<Channel, Deliver>>;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  batchSize?: number;
}

/**
 * Delivers the outbox: polls for due notifications, sends each through its channel, and marks it
 * sent or schedules a retry with back-off. Everything it needs is in the database, so deliveries
 * resume after a restart; a channel being down only delays them.
 */
export class NotificationWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Look at the outbox soon (after a new submission) instead of waiting for the next poll. */
  nudge(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Stops polling and waits for the delivery in progress; unsent rows stay queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the due notifications (public for tests). */
  async runOnce(now = new Date()): Promise<number> {
    const { db, leaseMs, batchSize = 20 } = this.options;
    const due = await claimDue(db, now, batchSize, leaseMs);
    for (const notification of due) await this.deliver(notification);
    return due.length;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'notification worker pass failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.options.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async deliver(notification: Notification): Promise<void> {
    const { db, channels, log, retryBaseMs, retryMaxMs } = this.options;
    const send = channels[notification.channel];
    try {
      if (!send) throw new Error(`channel ${notification.channel} is not configured`);
      const record = await getRecord(db, notification.kind, notification.record_id);
      if (!record) throw new Error(`${notification.kind} ${notification.record_id} not found`);
      await send(notificationMessage(notification.kind, record), notification.id);
      await markSent(db, notification.id, new Date());
      log.info({ notification: notification.id, channel: notification.channel, kind: notification.kind }, 'notification delivered');
    } catch (error) {
      const delay = retryDelay(notification.attempts, retryBaseMs, retryMaxMs);
      const reason = error instanceof Error ? error.message : String(error);
      await markFailed(db, notification, reason, new Date(Date.now() + delay));
      log.warn({ notification: notification.id, channel: notification.channel, attempts: notification.attempts + 1, retryInMs: delay, reason }, 'notification delivery failed, will retry');
    }
  }
}
