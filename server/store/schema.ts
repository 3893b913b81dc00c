import type { MetricName } from '../../src/shared/vitals';

/** Table types of the store (same schema on SQLite and PostgreSQL; timestamps are ISO-8601 text). */
export interface LeadsTable {
  id: string;
  full_name: string;
  company_name: string;
  email: string;
  phone: string;
  service: string;
  created_at: string;
}

export interface ContactsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  created_at: string;
}

export type RecordKind = 'lead' | 'contact';
/** Notification channels; each is delivered by its own loop (server/notify/worker.ts). */
export const CHANNELS = ['email', 'webhook'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The outbox: one row per record and configured channel, written in the record's transaction. */
export interface NotificationsTable {
  id: string;
  kind: RecordKind;
  record_id: string;
  channel: Channel;
  status: 'pending' | 'sent';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The answer given to a submission, kept for 24 h so that a retry with the same key and data gets the same answer. */
export interface IdempotencyKeysTable {
  route: string;
  key: string;
  /** SHA-256 of the request's values; null for keys stored before it was kept. */
  request_hash: string | null;
  response: string;
  created_at: string;
}

/** One real-user Core Web Vitals sample (POST /vitals); the id is web-vitals' metric id. */
export interface VitalsTable {
  id: string;
  page: string;
  name: MetricName;
  value: number;
  created_at: string;
}

export interface Database {
  leads: LeadsTable;
  contacts: ContactsTable;
  notifications: NotificationsTable;
  idempotency_keys: IdempotencyKeysTable;
  vitals: VitalsTable;
}
