/**
 * The consultants' busy feeds as the server holds them (BOOKING_BUSY_FEEDS): each read on a
 * schedule and, when the last read is older than a minute, before a booking is made; the busy times
 * of the horizon kept in memory, per instance. A feed that cannot be read (down, slow, not
 * iCalendar) keeps its last good copy, with a warning in the log and its age in /metrics.
 */
import type { FastifyBaseLogger } from 'fastify';
import { busyIntervalsOf, type BusyTimes } from './busyTimes';
import { DAY_MS } from './zoneClock';

export interface BusyFeed {
  consultantId: string;
  url: string;
  /** The consultant's zone: where a floating or all-day time of the feed is read. */
  timeZone: string;
}

export interface BusyCalendarOptions {
  /** How far ahead the calendar offers slots (the busy times beyond it are not kept). */
  horizonDays: number;
  timeoutMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Each read's outcome, for the metrics. */
  onRead?: (consultantId: string, outcome: 'read' | 'failed') => void;
}

/** A feed larger than this is refused (a calendar export of years is far smaller). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export class BusyCalendars {
  private readonly copies = new Map<string, { intervals: [number, number][]; readAt: number }>();
  private reading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(
    private readonly feeds: readonly BusyFeed[],
    private readonly options: BusyCalendarOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The busy times of every feed read so far. */
  times(): BusyTimes {
    return new Map([...this.copies].map(([id, copy]) => [id, copy.intervals]));
  }

  /** Seconds since each feed was last read well (none for a feed never read). */
  ages(): { consultantId: string; seconds: number | undefined }[] {
    return this.feeds.map(({ consultantId }) => {
      const copy = this.copies.get(consultantId);
      return { consultantId, seconds: copy ? (this.now() - copy.readAt) / 1000 : undefined };
    });
  }

  /** Reads every feed once (one read at a time: a call while one runs waits for it). */
  refresh(): Promise<void> {
    this.reading ??= Promise.all(this.feeds.map((feed) => this.read(feed))).then(
      () => (this.reading = undefined),
      () => (this.reading = undefined),
    );
    return this.reading;
  }

  /** Reads the feeds when one was last read longer than `maxAgeMs` ago (or never). */
  async fresh(maxAgeMs: number): Promise<void> {
    if (this.feeds.some(({ consultantId }) => this.now() - (this.copies.get(consultantId)?.readAt ?? -Infinity) > maxAgeMs)) await this.refresh();
  }

  start(intervalMs: number): void {
    if (this.feeds.length === 0 || this.timer) return;
    this.timer = setInterval(() => void this.refresh(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.reading;
  }

  private async read(feed: BusyFeed): Promise<void> {
    const { log, timeoutMs, horizonDays, onRead } = this.options;
    try {
      const response = await fetch(feed.url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/calendar' } });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const text = await response.text();
      if (text.length > MAX_FEED_BYTES) throw new Error(`larger than ${MAX_FEED_BYTES} bytes`);
      const now = this.now();
      this.copies.set(feed.consultantId, { intervals: busyIntervalsOf(text, feed.timeZone, now - DAY_MS, now + (horizonDays + 2) * DAY_MS), readAt: now });
      onRead?.(feed.consultantId, 'read');
    } catch (error) {
      onRead?.(feed.consultantId, 'failed');
      const copy = this.copies.get(feed.consultantId);
      // The URL is a secret (it opens the consultant's calendar): the log names the consultant only.
      log.warn(
        {
          consultant: feed.consultantId,
          reason: error instanceof Error ? error.message : String(error),
          lastGoodCopyAgeSeconds: copy ? Math.round((this.now() - copy.readAt) / 1000) : null,
        },
        copy ? 'busy feed not read: keeping its last good copy' : 'busy feed not read: none read yet, its busy times are not known',
      );
    }
  }
}
