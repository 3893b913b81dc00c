import { PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** Schema migrations, run at start-up; portable between SQLite and PostgreSQL. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('full_name', 'text', (column) => column.notNull())
        .addColumn('company_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('service', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

      await db.schema
        .createTable('contacts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('company', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('contacts_created_at').on('contacts').column('created_at').execute();

      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('record_id', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('notifications_due').on('notifications').columns(['status', 'next_attempt_at']).execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('route', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('response', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['route', 'key'])
        .execute();
    },
  },
  '2026-11-21-002-vitals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vitals')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('page', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('value', 'double precision', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('vitals_created_at').on('vitals').column('created_at').execute();
    },
  },
  '2026-11-22-001-idempotency-fingerprint': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
      await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
    },
  },
  '2026-11-24-001-newsletter': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('confirmation_requested_at', 'text', (column) => column.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .execute();
      await db.schema
        .createTable('newsletter_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('subscriber_id', 'text', (column) => column.notNull())
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('newsletter_tokens_subscriber').on('newsletter_tokens').column('subscriber_id').execute();
    },
  },
  '2026-11-28-001-analytics': {
    async up(db: Kysely<unknown>) {
      // A submission's source: where the visit that sent it started (all null for earlier records).
      for (const table of ['leads', 'contacts']) {
        await db.schema.alterTable(table).addColumn('source_landing_page', 'text').execute();
        await db.schema.alterTable(table).addColumn('source_referrer_host', 'text').execute();
        await db.schema.alterTable(table).addColumn('source_utm_source', 'text').execute();
        await db.schema.alterTable(table).addColumn('source_utm_medium', 'text').execute();
        await db.schema.alterTable(table).addColumn('source_utm_campaign', 'text').execute();
        await db.schema.alterTable(table).addColumn('source_pages_seen', 'integer').execute();
      }
      await db.schema
        .createTable('analytics_events')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addColumn('event', 'text', (column) => column.notNull())
        .addColumn('page', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull())
        .addColumn('landing_page', 'text', (column) => column.notNull())
        .addColumn('referrer_host', 'text', (column) => column.notNull())
        .addColumn('campaign', 'text', (column) => column.notNull())
        .addColumn('pages_seen', 'integer', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('analytics_events_day').on('analytics_events').column('day').execute();
      await db.schema
        .createTable('analytics_salts')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('salt', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('analytics_daily')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('dimension', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('visitors', 'integer', (column) => column.notNull())
        .addColumn('visits', 'integer', (column) => column.notNull())
        .addColumn('pageviews', 'integer', (column) => column.notNull())
        .addColumn('events', 'integer', (column) => column.notNull())
        .addColumn('leads', 'integer', (column) => column.notNull())
        .addColumn('contacts', 'integer', (column) => column.notNull())
        .addColumn('signups', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'dimension', 'key'])
        .execute();
      await db.schema
        .createTable('analytics_rolled_days')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('rolled_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  '2026-12-01-001-signup-source': {
    async up(db: Kysely<unknown>) {
      // A sign-up's source, as a lead's: the report counts conversions from the stored records (null before).
      await db.schema.alterTable('newsletter_subscribers').addColumn('source_landing_page', 'text').execute();
      await db.schema.alterTable('newsletter_subscribers').addColumn('source_referrer_host', 'text').execute();
      await db.schema.alterTable('newsletter_subscribers').addColumn('source_utm_source', 'text').execute();
      await db.schema.alterTable('newsletter_subscribers').addColumn('source_utm_medium', 'text').execute();
      await db.schema.alterTable('newsletter_subscribers').addColumn('source_utm_campaign', 'text').execute();
      await db.schema.alterTable('newsletter_subscribers').addColumn('source_pages_seen', 'integer').execute();
    },
  },
  '2026-12-02-001-bookings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('consultant_id', 'text', (column) => column.notNull())
        .addColumn('starts_at', 'text', (column) => column.notNull())
        .addColumn('ends_at', 'text', (column) => column.notNull())
        .addColumn('held_from', 'bigint', (column) => column.notNull())
        .addColumn('held_to', 'bigint', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('full_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('company_name', 'text')
        .addColumn('phone', 'text')
        .addColumn('lead_id', 'text')
        .addColumn('time_zone', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('cancelled_at', 'text')
        .addColumn('source_landing_page', 'text')
        .addColumn('source_referrer_host', 'text')
        .addColumn('source_utm_source', 'text')
        .addColumn('source_utm_medium', 'text')
        .addColumn('source_utm_campaign', 'text')
        .addColumn('source_pages_seen', 'integer')
        .execute();
      await db.schema.createIndex('bookings_held').on('bookings').columns(['status', 'held_to']).execute();
      await db.schema.createIndex('bookings_created_at').on('bookings').column('created_at').execute();
      await db.schema
        .createTable('booking_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('booking_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('booking_tokens_booking').on('booking_tokens').column('booking_id').execute();
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        // No two confirmed bookings of one consultant whose buffered times overlap, whatever the
        // application checked: the second of two concurrent transactions fails (23P01).
        await sql`create extension if not exists btree_gist`.execute(db);
        await sql`alter table bookings add constraint bookings_no_overlap exclude using gist (consultant_id with =, int8range(held_from, held_to) with &&) where (status = 'confirmed')`.execute(
          db,
        );
      } else {
        // SQLite checks and inserts in one BEGIN IMMEDIATE transaction; this is the backstop.
        await sql`create unique index bookings_one_per_start on bookings (consultant_id, starts_at) where status = 'confirmed'`.execute(db);
      }
    },
  },
  '2026-12-02-002-analytics-bookings': {
    async up(db: Kysely<unknown>) {
      // A booking is a conversion too; the days rolled up before it count none.
      await db.schema
        .alterTable('analytics_daily')
        .addColumn('bookings', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
  },
  '2026-12-03-001-booking-notices': {
    async up(db: Kysely<unknown>) {
      // A consultant's notice names its consultant: a booking can move to another one.
      await db.schema.alterTable('notifications').addColumn('recipient', 'text').execute();
      // A reschedule replaces the booking's pending reminders.
      await db.schema.createIndex('notifications_record').on('notifications').columns(['record_id', 'kind']).execute();
      // Each consultant's latest booking (the least recently booked gets the next one).
      await db.schema.createIndex('bookings_consultant_created').on('bookings').columns(['consultant_id', 'created_at']).execute();
    },
  },
  '2026-12-04-001-bookings-by-start': {
    async up(db: Kysely<unknown>) {
      // The check of one time reads a consultant's confirmed bookings by start (the day's count, what
      // may clash): SQLite has bookings_one_per_start for it, PostgreSQL only the exclusion constraint's
      // GiST index over the held range. Not unique: an overlap must stay the constraint's error (23P01).
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`create index bookings_confirmed_start on bookings (consultant_id, starts_at) where status = 'confirmed'`.execute(db);
      }
    },
  },
  '2026-12-06-001-booking-limits': {
    async up(db: Kysely<unknown>) {
      // The visitor's mailbox however the address was spelled (server/booking/mailbox.ts): the limit
      // on upcoming bookings per address counts by it. Earlier rows get their address in lower case.
      await db.schema.alterTable('bookings').addColumn('mailbox', 'text').execute();
      await sql`update bookings set mailbox = lower(email)`.execute(db);
      await db.schema.createIndex('bookings_mailbox').on('bookings').columns(['mailbox', 'ends_at']).execute();
      // A consultation request's proof for the booking that follows it (POST /lead's bookingToken).
      await db.schema.alterTable('leads').addColumn('booking_token_hash', 'text').execute();
    },
  },
  '2026-12-06-002-booking-holds': {
    async up(db: Kysely<unknown>) {
      // A held booking (waiting for its confirmation) holds its time like a confirmed one until
      // hold_until (epoch ms); an expired hold is released in the next booking's transaction. The
      // backstops and the indexes the check of one time reads count both states.
      await db.schema.alterTable('bookings').addColumn('hold_until', 'bigint').execute();
      await db.schema.createIndex('bookings_holds').on('bookings').columns(['status', 'hold_until']).execute();
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table bookings drop constraint bookings_no_overlap`.execute(db);
        await sql`alter table bookings add constraint bookings_no_overlap exclude using gist (consultant_id with =, int8range(held_from, held_to) with &&) where (status in ('held', 'confirmed'))`.execute(
          db,
        );
        await sql`drop index bookings_confirmed_start`.execute(db);
        await sql`create index bookings_confirmed_start on bookings (consultant_id, starts_at) where status in ('held', 'confirmed')`.execute(db);
      } else {
        await sql`drop index bookings_one_per_start`.execute(db);
        await sql`create unique index bookings_one_per_start on bookings (consultant_id, starts_at) where status in ('held', 'confirmed')`.execute(db);
      }
    },
  },
  '2026-12-06-003-booking-confirmation': {
    async up(db: Kysely<unknown>) {
      // A link does what its e-mail was for: the visitor's confirmation, the consultant's approval, or managing a firm booking.
      await db.schema
        .alterTable('booking_tokens')
        .addColumn('purpose', 'text', (column) => column.notNull().defaultTo('manage'))
        .execute();
      // The analytics count a booking on the day it became firm; the earlier ones were firm when made.
      await db.schema.alterTable('bookings').addColumn('confirmed_at', 'text').execute();
      await sql`update bookings set confirmed_at = created_at where status in ('confirmed', 'cancelled')`.execute(db);
      await db.schema.createIndex('bookings_confirmed_at').on('bookings').column('confirmed_at').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
