import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { CHANNELS, type Channel, type Database } from '../store/schema';
import { deliveryFailure, type Deliver } from './channels';
import { composeMessage, type ComposeOptions } from './compose';
import type { Composed } from './message';
import { claimDue, markFailed, markRefused, markSent, markSkipped, retryDelay, type Notification } from './outbox';

export interface WorkerOptions {
  db: Kysely<Database>;
  channels: Partial<Record<Channel, Deliver>>;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  batchSize?: number;
  /** For the links and names in e-mails to subscribers. */
  compose: ComposeOptions;
  /** Told of each delivery attempt's outcome (the metrics count them). */
  onAttempt?: (channel: Channel, outcome: 'sent' | 'skipped' | 'failed' | 'refused') => void;
}

/**
 * Delivers the outbox: polls for due notifications, sends each through its channel, and marks it
 * sent or schedules a retry with back-off. Everything it needs is in the database, so deliveries
 * resume after a restart; a channel being down only delays them. Each channel has its own loop, so
 * a channel that hangs until its time-out (a webhook that never answers) never delays another.
 */
export class NotificationWorker {
  private readonly loops: ChannelLoop[];
  /** The configured channels' loops: nothing new is queued for another, so only they are nudged. */
  private readonly configured: ChannelLoop[];

  constructor(options: WorkerOptions) {
    // Unconfigured channels too: their leftover rows keep failing visibly (logged, retried) as before.
    this.loops = CHANNELS.map((channel) => new ChannelLoop(channel, options));
    this.configured = this.loops.filter((loop) => options.channels[loop.channel] !== undefined);
  }

  start(): void {
    for (const loop of this.loops) loop.start();
  }

  /** Look at the outbox soon (after a new submission) instead of waiting for the next poll. */
  nudge(): void {
    for (const loop of this.configured) loop.nudge();
  }

  /** Stops polling and waits for the deliveries in progress; unsent rows stay queued for the next start. */
  async stop(): Promise<void> {
    await Promise.all(this.loops.map((loop) => loop.stop()));
  }

  /** One pass over the due notifications, the channels side by side (public for tests). */
  async runOnce(now = new Date()): Promise<number> {
    const counts = await Promise.all(this.loops.map((loop) => loop.runOnce(now)));
    return counts.reduce((sum, count) => sum + count, 0);
  }
}

/** Notifications claimed per pass. */
const BATCH_SIZE = 20;

/** The delivery loop of one channel: its notifications one at a time, in the order they fell due. */
class ChannelLoop {
  private timer: NodeJS.Timeout | undefined;
  /** A pass is due at once: further nudges until it starts change nothing (under load, one per request). */
  private passSoon = false;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** A nudge came during a pass: look again right after it rather than at the next poll. */
  private nudged = false;

  constructor(
    readonly channel: Channel,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.nudged = true;
    else if (!this.passSoon) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  async runOnce(now: Date): Promise<number> {
    return (await this.pass(now)).due;
  }

  /** One batch: how many were due, and how many were settled (sent, no longer needed, or refused for good). */
  private async pass(now: Date): Promise<{ due: number; settled: number }> {
    const { db, leaseMs, batchSize = BATCH_SIZE } = this.options;
    const due = await claimDue(db, this.channel, now, batchSize, leaseMs);
    let settled = 0;
    for (const notification of due) if (await this.deliver(notification, now)) settled += 1;
    return { due: due.length, settled };
  }

  /**
   * Passes back to back while a whole batch was due and some of it was settled (a backlog after a
   * restart or an outage drains at the channel's speed); a poll apart once the outbox is drained or
   * every delivery failed (the channel is down: its failures wait for their retry times).
   */
  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    const { batchSize = BATCH_SIZE, log, pollMs } = this.options;
    this.passSoon = delayMs === 0;
    this.timer = setTimeout(() => {
      this.passSoon = false;
      this.nudged = false;
      this.running = this.pass(new Date())
        .then(
          ({ due, settled }) => due >= batchSize && settled > 0,
          (error: unknown) => {
            log.error({ err: error, channel: this.channel }, 'notification worker pass failed');
            return false;
          },
        )
        .then((more) => {
          this.running = undefined;
          if (!this.stopped) this.schedule(more || this.nudged ? 0 : pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * `now`: the time of the pass, which says whether a booking's meeting has started (tests pass
   * their own). True when it is settled: sent, no longer needed, or refused for good.
   */
  private async deliver(notification: Notification, now: Date): Promise<boolean> {
    const { db, channels, log, retryBaseMs, retryMaxMs } = this.options;
    const send = channels[notification.channel];
    const about = { notification: notification.id, channel: notification.channel, kind: notification.kind };
    let composed: Composed | undefined;
    try {
      if (!send) throw new Error(`channel ${notification.channel} is not configured`);
      composed = await composeMessage(db, notification, this.options.compose, now);
      if (!composed) {
        await markSkipped(db, notification.id);
        this.options.onAttempt?.(notification.channel, 'skipped');
        log.info(about, 'notification no longer needed, not sent');
        return true;
      }
      await send(composed.message, notification.id);
      await markSent(db, notification.id, new Date());
      this.options.onAttempt?.(notification.channel, 'sent');
      log.info(about, 'notification delivered');
      return true;
    } catch (error) {
      // Links of an e-mail that never left stay unusable: each attempt issues its own.
      await composed?.discard?.();
      const { reason, permanent } = deliveryFailure(error);
      if (permanent) {
        await markRefused(db, notification, reason);
        this.options.onAttempt?.(notification.channel, 'refused');
        log.error({ ...about, attempts: notification.attempts + 1, reason }, 'notification refused for good, not retried');
        return true;
      }
      const delay = retryDelay(notification.attempts, retryBaseMs, retryMaxMs);
      await markFailed(db, notification, reason, new Date(Date.now() + delay));
      this.options.onAttempt?.(notification.channel, 'failed');
      log.warn({ ...about, attempts: notification.attempts + 1, retryInMs: delay, reason }, 'notification delivery failed, will retry');
      return false;
    }
  }
}
