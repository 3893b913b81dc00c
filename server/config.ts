import { isIP } from 'node:net';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { isValidEmail } from '../src/shared/forms';
import { CONTROL_CHARACTER } from '../src/shared/text';
import { readRetention, type Retention } from '../src/shared/retention';
import { httpOrigin, siteOrigin } from '../src/siteUrl';
import type { NotifyConfig } from './notify/channels';
import { internalDirBeside } from './internalDir';

/** Every server setting in one place, read from the environment and validated at start-up. */
export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  /** What the build wrote for the API and nginx (INTERNAL_DIR; default dist-internal/ beside DIST_DIR): the site manifest. */
  internalDir: string;
  logLevel: string;
  databasePath: string;
  databaseUrl?: string;
  /** Origins allowed to call the API from a browser (the site's own origin needs no entry). */
  allowedOrigins: string[];
  rateLimit: { formsPerMinute: number; chatPerMinute: number; vitalsPerMinute: number; analyticsPerMinute: number };
  /** Optional OpenAI-compatible model for the chat; the offline engine answers when it is unset or fails. */
  llm?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  notify: NotifyConfig & { pollMs: number; retryBaseMs: number; retryMaxMs: number };
  /** Whose X-Forwarded-For to believe: false (nobody's) or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  connectionLimits: ConnectionLimits;
  /** How long a graceful shutdown (SIGTERM, SIGINT) may take before the process exits with what is unfinished logged. */
  shutdownTimeoutMs: number;
  /** Days kept before the daily purge deletes them (the privacy notice states the same numbers). */
  retention: Retention;
  /** The site's public origin (SITE_URL, as for the build): the links in e-mails to subscribers. */
  siteUrl: string;
  /** Redis for the rate limits, shared by every instance (REDIS_URL); unset: each process counts in memory. */
  redisUrl?: string;
  /** Serve the built site too (SERVE_SITE); false where a static host or nginx serves dist/ and this instance only the API. */
  serveSite: boolean;
  /** Prometheus metrics on their own address (METRICS_PORT; unset: off), never on the public port. */
  metrics?: { host: string; port: number };
  /** How many hours before a booked consultation its reminder e-mails are sent (BOOKING_REMINDER_HOURS); 0: none. */
  bookingReminderHours: number;
  /** Limits that keep one visitor from taking the calendar: upcoming bookings per e-mail address (BOOKINGS_PER_EMAIL) and booking attempts per client a day (BOOKINGS_PER_CLIENT_PER_DAY). */
  bookingLimits: { upcomingPerEmail: number; perClientPerDay: number };
  /**
   * How a booking becomes firm (BOOKING_CONFIRMATION): `email`, the visitor confirms from an e-mail
   * within BOOKING_HOLD_MINUTES; `host`, the consultant confirms or declines from theirs within
   * BOOKING_HOST_HOLD_HOURS; `none`, at once. Without SMTP_URL no e-mail can prove anything (nor
   * invite anybody): bookings are firm at once whatever the setting.
   */
  bookingConfirmation: { mode: BookingConfirmation; holdMinutes: number; hostHoldHours: number };
  /** Each consultant's private busy feed (BOOKING_BUSY_FEEDS: `id=url` pairs) and how often they are read (BOOKING_BUSY_REFRESH_MINUTES). */
  busyFeeds: { feeds: { consultantId: string; url: string }[]; refreshMinutes: number };
  /** Each consultant's secret for the private feed of their own bookings (BOOKING_CALENDAR_TOKENS: `id=secret` pairs). */
  calendarTokens: { consultantId: string; token: string }[];
}

export type TrustProxy = false | string[];

/** Socket limits: how long a request's headers and body may take to arrive, and how long an idle keep-alive connection stays open. */
export interface ConnectionLimits {
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000 };

/** A setting outside what it allows; the message is one line that names it and what it takes. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Why a server could not listen, in words, with the system's code (EADDRINUSE, ENOTFOUND, …). */
export function listenProblem(error: NodeJS.ErrnoException): string {
  const words: Record<string, string> = {
    EADDRINUSE: 'the port is in use',
    EACCES: 'permission denied (ports below 1024 need privileges)',
    EADDRNOTAVAIL: 'the address is not one of this machine’s',
    ENOTFOUND: 'no such host',
    EAI_AGAIN: 'the host name could not be resolved',
  };
  return error.code ? `${words[error.code] ?? error.message.split('\n')[0]} (${error.code})` : (error.message.split('\n')[0] ?? 'unknown error');
}

/** A rule shared with the build (it throws a plain Error naming the setting) read as a setting of the server. */
function sharedRule<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** Decimal digits only: Number() would also read ' ' as 0, '0x10DE' as 4318 and '1e3' as 1000. */
function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be an integer ${min}–${max}, got "${raw}"`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function url(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  return raw;
}

/** `daniel=https://… elena=https://…`: a consultant's id and the URL of their calendar's feed, per pair, separated by white space. */
function busyFeeds(raw: string | undefined): { consultantId: string; url: string }[] {
  const feeds = (raw ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0)
        throw new ConfigError(
          `BOOKING_BUSY_FEEDS must be consultant=URL pairs separated by spaces (e.g. "daniel=https://calendar.example/daniel.ics"); got "${pair.slice(0, 40)}"`,
        );
      return { consultantId: pair.slice(0, at), url: url('BOOKING_BUSY_FEEDS', pair.slice(at + 1), ['http:', 'https:'])! };
    });
  const twice = feeds.find((feed, index) => feeds.findIndex((other) => other.consultantId === feed.consultantId) !== index);
  if (twice) throw new ConfigError(`BOOKING_BUSY_FEEDS names ${twice.consultantId} twice: one feed per consultant`);
  return feeds;
}

/** The smallest secret a consultant's calendar feed takes: 32 characters (`openssl rand -base64 24` gives 32). */
const MIN_CALENDAR_TOKEN = 32;

/** `daniel=<secret> elena=<secret>`: the secret of each consultant's feed of their bookings. */
function calendarTokens(raw: string | undefined): { consultantId: string; token: string }[] {
  const tokens = (raw ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const token = pair.slice(at + 1);
      if (at <= 0 || !/^[A-Za-z0-9_+/=-]+$/.test(token) || token.length < MIN_CALENDAR_TOKEN) {
        throw new ConfigError(
          `BOOKING_CALENDAR_TOKENS must be consultant=secret pairs separated by spaces, each secret ${MIN_CALENDAR_TOKEN} or more letters, digits, -, _, +, / or = (e.g. from openssl rand -base64 24)`,
        );
      }
      return { consultantId: pair.slice(0, at), token };
    });
  const twice = tokens.find((entry, index) => tokens.findIndex((other) => other.consultantId === entry.consultantId) !== index);
  if (twice) throw new ConfigError(`BOOKING_CALENDAR_TOKENS names ${twice.consultantId} twice: one secret per consultant`);
  return tokens;
}

/** The names proxy-addr (fastify's trustProxy) knows for address ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Only the proxies' own addresses: `true` (believe every hop) lets a client behind an appending
 * proxy choose its own address by sending the header, and so escape the rate limits; a hop count
 * lets a client that reaches the server directly do the same (fastify ignores hop counts).
 */
function trustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  const why = raw === 'true' || /^\d+$/.test(raw) ? ', which would let a client choose its own address' : '';
  throw new ConfigError(
    `TRUST_PROXY must be false or the comma-separated addresses or CIDR ranges of the proxies in front of the server (e.g. 10.0.0.2, 10.0.0.0/8, loopback); got "${raw}"${why}`,
  );
}

/** An address to listen on: an IP address or localhost (a host name would be resolved, or fail, only at listen). */
function listenHost(name: string, raw: string | undefined, fallback: string): string {
  const host = raw || fallback;
  if (isIP(host) === 0 && host !== 'localhost') throw new ConfigError(`${name} must be an IP address (127.0.0.1, 0.0.0.0, ::) or localhost, got "${host}"`);
  return host;
}

function metrics(env: NodeJS.ProcessEnv, sitePort: number): ServerConfig['metrics'] {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') return undefined;
  const port = integer('METRICS_PORT', env.METRICS_PORT, 0, 0, 65535);
  if (port !== 0 && port === sitePort) throw new ConfigError(`METRICS_PORT must differ from PORT (${sitePort}): the metrics never share the public port`);
  return { host: listenHost('METRICS_HOST', env.METRICS_HOST, '127.0.0.1'), port };
}

/** Origins as a browser sends them in Origin: scheme://host[:port], nothing after it. */
function origins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (httpOrigin(entry) !== entry) {
      throw new ConfigError(`ALLOWED_ORIGINS must be comma-separated origins such as https://www.example.com (no path, no trailing slash), got "${entry}"`);
    }
  }
  return entries;
}

/** A sender such as `Virtual IP website <website@example.com>` or a bare address: one address, no line break. */
function mailFrom(raw: string | undefined): string {
  if (!raw) return 'Virtual IP website <website@virtualip.example>';
  const parsed = CONTROL_CHARACTER.test(raw) ? [] : addressparser(raw, { flatten: true });
  if (parsed.length !== 1 || !isValidEmail(parsed[0]?.address ?? '')) {
    throw new ConfigError(`MAIL_FROM must be one sender address, bare or as "Name <address@example.com>", on one line; got "${raw.replace(/[\r\n]/g, '\\n')}"`);
  }
  return raw;
}

/** Settings that only work together: one without the other would be silently ignored. */
function requireTogether(env: NodeJS.ProcessEnv, [first, second]: [string, string], why: string): void {
  const [a, b] = [Boolean(env[first]), Boolean(env[second])];
  if (a && !b) throw new ConfigError(`${first} is set without ${second}: ${why}`);
  if (b && !a) throw new ConfigError(`${second} is set without ${first}: ${why}`);
}

/** INTERNAL_DIR, or the build's own place for it: beside DIST_DIR. */
export const internalDirOf = (env: NodeJS.ProcessEnv): string => path.resolve(env.INTERNAL_DIR || internalDirBeside(env.DIST_DIR || 'dist'));

export const BOOKING_CONFIRMATIONS = ['email', 'host', 'none'] as const;
export type BookingConfirmation = (typeof BOOKING_CONFIRMATIONS)[number];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const notifyEmail = env.NOTIFY_EMAIL || undefined;
  if (notifyEmail && !isValidEmail(notifyEmail)) throw new ConfigError(`NOTIFY_EMAIL must be one bare address such as sales@example.com, got "${notifyEmail}"`);
  requireTogether(env, ['LLM_BASE_URL', 'LLM_API_KEY'], 'the chat asks a model only with both');
  if (env.WEBHOOK_SECRET && !env.WEBHOOK_URL) throw new ConfigError('WEBHOOK_SECRET is set without WEBHOOK_URL: there is no webhook to sign');
  const port = integer('PORT', env.PORT, 3000, 0, 65535);
  const retryBaseMs = integer('NOTIFY_RETRY_BASE_MS', env.NOTIFY_RETRY_BASE_MS, 5_000, 10, 3_600_000);
  const retryMaxMs = integer('NOTIFY_RETRY_MAX_MS', env.NOTIFY_RETRY_MAX_MS, 300_000, 10, 86_400_000);
  if (retryMaxMs < retryBaseMs) throw new ConfigError(`NOTIFY_RETRY_MAX_MS (${retryMaxMs}) must be at least NOTIFY_RETRY_BASE_MS (${retryBaseMs})`);
  return {
    host: listenHost('HOST', env.HOST, '127.0.0.1'),
    port,
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    internalDir: internalDirOf(env),
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, 'info'),
    databasePath: path.resolve(env.DATABASE_PATH || 'data/virtual-ip.sqlite'),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    rateLimit: {
      formsPerMinute: integer('RATE_LIMIT_FORMS', env.RATE_LIMIT_FORMS, 10, 1, 1_000_000),
      chatPerMinute: integer('RATE_LIMIT_CHAT', env.RATE_LIMIT_CHAT, 30, 1, 1_000_000),
      vitalsPerMinute: integer('RATE_LIMIT_VITALS', env.RATE_LIMIT_VITALS, 60, 1, 1_000_000),
      analyticsPerMinute: integer('RATE_LIMIT_ANALYTICS', env.RATE_LIMIT_ANALYTICS, 120, 1, 1_000_000),
    },
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY
        ? {
            baseUrl: url('LLM_BASE_URL', env.LLM_BASE_URL, ['http:', 'https:']) as string,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL || 'gpt-4o-mini',
            timeoutMs: integer('LLM_TIMEOUT_MS', env.LLM_TIMEOUT_MS, 8_000, 100, 120_000),
          }
        : undefined,
    notify: {
      smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
      notifyEmail,
      mailFrom: mailFrom(env.MAIL_FROM),
      webhookUrl: url('WEBHOOK_URL', env.WEBHOOK_URL, ['http:', 'https:']),
      webhookSecret: env.WEBHOOK_SECRET || undefined,
      timeoutMs: integer('NOTIFY_TIMEOUT_MS', env.NOTIFY_TIMEOUT_MS, 10_000, 100, 120_000),
      pollMs: integer('NOTIFY_POLL_MS', env.NOTIFY_POLL_MS, 5_000, 10, 3_600_000),
      retryBaseMs,
      retryMaxMs,
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    connectionLimits: {
      requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_CONNECTION_LIMITS.requestTimeoutMs, 100, 600_000),
      keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs, 100, 600_000),
    },
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 100, 600_000),
    // Both rules are the build's too (src/shared/retention.ts, src/siteUrl.ts).
    retention: sharedRule(() => readRetention(env)),
    siteUrl: sharedRule(() => siteOrigin(env.SITE_URL)),
    metrics: metrics(env, port),
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    serveSite: oneOf('SERVE_SITE', env.SERVE_SITE, ['true', 'false'], 'true') === 'true',
    bookingReminderHours: integer('BOOKING_REMINDER_HOURS', env.BOOKING_REMINDER_HOURS, 24, 0, 720),
    bookingLimits: {
      upcomingPerEmail: integer('BOOKINGS_PER_EMAIL', env.BOOKINGS_PER_EMAIL, 1, 1, 1000),
      perClientPerDay: integer('BOOKINGS_PER_CLIENT_PER_DAY', env.BOOKINGS_PER_CLIENT_PER_DAY, 10, 1, 1_000_000),
    },
    bookingConfirmation: {
      mode: oneOf('BOOKING_CONFIRMATION', env.BOOKING_CONFIRMATION, BOOKING_CONFIRMATIONS, 'email'),
      holdMinutes: integer('BOOKING_HOLD_MINUTES', env.BOOKING_HOLD_MINUTES, 15, 1, 1440),
      hostHoldHours: integer('BOOKING_HOST_HOLD_HOURS', env.BOOKING_HOST_HOLD_HOURS, 24, 1, 720),
    },
    calendarTokens: calendarTokens(env.BOOKING_CALENDAR_TOKENS),
    busyFeeds: {
      feeds: busyFeeds(env.BOOKING_BUSY_FEEDS),
      refreshMinutes: integer('BOOKING_BUSY_REFRESH_MINUTES', env.BOOKING_BUSY_REFRESH_MINUTES, 5, 1, 1440),
    },
  };
}
