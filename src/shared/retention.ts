/**
 * How long the server keeps what it stores: one definition for the server's configuration
 * (server/config.ts), its purge (server/privacy/purge.ts) and the privacy notice, which the build
 * renders from the same environment variables with the same defaults.
 */
export const RETENTION_SETTINGS = {
  /** Leads and contact messages, with their notification records. */
  submissionsDays: { env: 'RETENTION_DAYS_SUBMISSIONS', defaultValue: 730, min: 1, max: 3650 },
  /** Web-vitals samples. */
  vitalsDays: { env: 'RETENTION_DAYS_VITALS', defaultValue: 90, min: 1, max: 3650 },
  /** Analytics' raw events (page views and events); their daily totals are kept, with no visitor in them. */
  analyticsDays: { env: 'RETENTION_DAYS_ANALYTICS', defaultValue: 30, min: 1, max: 3650 },
  /**
   * Consultation bookings, with their e-mailed links and notification records, counted from the
   * meeting's (planned) end, cancelled ones too: as long as a lead, from when the meeting was held.
   */
  bookingsDays: { env: 'RETENTION_DAYS_BOOKINGS', defaultValue: 730, min: 1, max: 3650 },
} as const;

/** How long a newsletter confirmation link works (the e-mail, the newsletter's pages and the privacy notice say it). */
export const NEWSLETTER_LINK_DAYS = 7;
/** A newsletter sign-up never confirmed is deleted by the purge this long after its confirmation was requested: a day after its link stops working. */
export const UNCONFIRMED_SIGN_UP_DAYS = NEWSLETTER_LINK_DAYS + 1;

/** A used Idempotency-Key is answered from the store this long, then pruned. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export type Retention = { [K in keyof typeof RETENTION_SETTINGS]: number };

/** The retention settings from the environment; throws one line naming a bad setting and its allowed values. */
export function readRetention(env: Record<string, string | undefined>): Retention {
  const entries = Object.entries(RETENTION_SETTINGS).map(([key, { env: name, defaultValue, min, max }]) => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return [key, defaultValue];
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) throw new Error(`${name} must be a whole number of days ${min}–${max}, got "${raw}"`);
    return [key, value];
  });
  return Object.fromEntries(entries) as Retention;
}

export const DAY_MS = 86_400_000;
