import { newRecordId } from './recordId';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { hashToken, newToken } from './tokens';
import type { Receipt } from '../../src/shared/apiContract';
import { CONTACT_FIELDS, LEAD_FIELDS, type ContactPayload, type LeadPayload } from '../../src/shared/forms';
import { queueNotifications } from '../notify/outbox';
import { groupCommitter } from './groupCommit';
import { rowInserter } from './rowInserter';
import { beginProcessing, lookUpKey, requestFingerprint, saveKey } from './idempotency';
import type { VisitSource } from '../../src/shared/analytics';
import type { Channel, ContactsTable, Database, LeadsTable, RecordKind, SourceColumns } from './schema';
import { isUniqueViolation } from './uniqueViolation';

export interface SubmissionOptions {
  /** The client's Idempotency-Key: a retry with the same key and data stores nothing new and gets the same receipt. */
  idempotencyKey?: string;
  /** Notification channels to queue for the company, in the same transaction as the record. */
  channels: readonly Channel[];
  /** Where the visit that sent it came from, when the site tracked the visit. */
  source?: VisitSource;
  now?: Date;
}

/** A source as the record's columns (all null for a visit that was not tracked). */
export function sourceColumns(source: VisitSource | undefined): SourceColumns {
  return {
    source_landing_page: source?.landingPage ?? null,
    source_referrer_host: source?.referrerHost ?? null,
    source_utm_source: source?.utmSource ?? null,
    source_utm_medium: source?.utmMedium ?? null,
    source_utm_campaign: source?.utmCampaign ?? null,
    source_pages_seen: source?.pagesSeen ?? null,
  };
}

/** The record's source, or undefined for one without (sent before sources were kept, or not tracked). */
export function sourceOf(row: SourceColumns): VisitSource | undefined {
  if (row.source_landing_page === null || row.source_pages_seen === null) return undefined;
  const source: VisitSource = { landingPage: row.source_landing_page, pagesSeen: Number(row.source_pages_seen) };
  if (row.source_referrer_host !== null) source.referrerHost = row.source_referrer_host;
  if (row.source_utm_source !== null) source.utmSource = row.source_utm_source;
  if (row.source_utm_medium !== null) source.utmMedium = row.source_utm_medium;
  if (row.source_utm_campaign !== null) source.utmCampaign = row.source_utm_campaign;
  return source;
}

/** The source's columns, for a table's row inserter. */
export const SOURCE_COLUMNS = {
  source_landing_page: true,
  source_referrer_host: true,
  source_utm_source: true,
  source_utm_medium: true,
  source_utm_campaign: true,
  source_pages_seen: true,
} as const;

const insertLead = rowInserter('leads', {
  id: true,
  full_name: true,
  company_name: true,
  email: true,
  phone: true,
  service: true,
  created_at: true,
  booking_token_hash: true,
  ...SOURCE_COLUMNS,
});

const insertContact = rowInserter('contacts', {
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  company: true,
  subject: true,
  message: true,
  created_at: true,
  ...SOURCE_COLUMNS,
});

/** Writes the record; what it returns joins the receipt. */
type InsertRecord = (trx: Transaction<Database>, id: string, createdAt: string) => Promise<Partial<Receipt> | void>;

/**
 * Stores one submission atomically: the record, its notification rows (the outbox) and its
 * idempotency key commit together or not at all (in a group commit with concurrent submissions).
 */
async function commitSubmission(
  db: Kysely<Database>,
  kind: RecordKind,
  options: SubmissionOptions,
  insertRecord: InsertRecord,
  saveIdempotencyKey?: (trx: Transaction<Database>, receipt: Receipt) => Promise<void>,
): Promise<Receipt> {
  return groupCommitter(db).run(async (trx) => {
    const id = newRecordId();
    const now = options.now ?? new Date();
    const receivedAt = now.toISOString();
    const receipt: Receipt = { id, receivedAt, ...(await insertRecord(trx, id, receivedAt)) };
    const notices = options.channels.map((channel) => ({ kind, recordId: id, channel, dueAt: receivedAt }));
    await queueNotifications(trx, notices, now);
    await saveIdempotencyKey?.(trx, receipt);
    return receipt;
  });
}

/**
 * Stores a submission once per Idempotency-Key: the same data again gets the first receipt,
 * different data a 422, a repeat while the first is in progress a 409 (see ./idempotency).
 */
async function storeSubmission(
  db: Kysely<Database>,
  kind: RecordKind,
  values: readonly string[],
  options: SubmissionOptions,
  insertRecord: InsertRecord,
): Promise<Receipt> {
  const key = options.idempotencyKey;
  if (!key) return commitSubmission(db, kind, options, insertRecord);
  const fingerprint = requestFingerprint(values);
  const now = options.now ?? new Date();
  const done = beginProcessing(db, kind, key, fingerprint);
  try {
    const earlier = await lookUpKey(db, kind, key, fingerprint, now);
    if (earlier.state === 'answered') return earlier.receipt;
    try {
      return await commitSubmission(db, kind, options, insertRecord, (trx, receipt) =>
        saveKey(trx, kind, key, fingerprint, receipt, earlier.state === 'expired', receipt.receivedAt),
      );
    } catch (error) {
      // Another server process stored the same key first: answer as it did (or 422 for other data).
      if (!isUniqueViolation(error)) throw error;
      const stored = await lookUpKey(db, kind, key, fingerprint, now);
      if (stored.state === 'answered') return stored.receipt;
      throw error;
    }
  } finally {
    done();
  }
}

export function storeLead(db: Kysely<Database>, lead: LeadPayload, options: SubmissionOptions): Promise<Receipt> {
  return storeSubmission(
    db,
    'lead',
    LEAD_FIELDS.map((field) => lead[field]),
    options,
    async (trx, id, createdAt) => {
      // Only the visitor who sent the request can attach a booking to it (POST /booking's leadToken).
      const proof = newToken();
      await insertLead(trx, {
        id,
        full_name: lead.fullName,
        company_name: lead.companyName,
        email: lead.email,
        phone: lead.phone,
        service: lead.service,
        created_at: createdAt,
        booking_token_hash: proof.hash,
        ...sourceColumns(options.source),
      });
      return { bookingToken: proof.token };
    },
  );
}

/** The consultation request `leadId` names, if `token` is its proof (the receipt's bookingToken). */
export async function provenLead(db: Kysely<Database>, leadId: string | undefined, token: string | undefined): Promise<string | undefined> {
  if (!leadId || !token) return undefined;
  const row = await db.selectFrom('leads').select('id').where('id', '=', leadId).where('booking_token_hash', '=', hashToken(token)).executeTakeFirst();
  return row?.id;
}

export function storeContact(db: Kysely<Database>, contact: ContactPayload, options: SubmissionOptions): Promise<Receipt> {
  return storeSubmission(
    db,
    'contact',
    CONTACT_FIELDS.map((field) => contact[field]),
    options,
    async (trx, id, createdAt) => {
      await insertContact(trx, {
        id,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        company: contact.company,
        subject: contact.subject,
        message: contact.message,
        created_at: createdAt,
        ...sourceColumns(options.source),
      });
    },
  );
}

export interface StoredLead extends LeadPayload {
  id: string;
  receivedAt: string;
  source?: VisitSource;
}

export interface StoredContact extends ContactPayload {
  id: string;
  receivedAt: string;
  source?: VisitSource;
}

const withSource = (row: SourceColumns) => {
  const source = sourceOf(row);
  return source ? { source } : {};
};

const toLead = (row: Selectable<LeadsTable>): StoredLead => ({
  id: row.id,
  receivedAt: row.created_at,
  fullName: row.full_name,
  companyName: row.company_name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  ...withSource(row),
});

const toContact = (row: Selectable<ContactsTable>): StoredContact => ({
  id: row.id,
  receivedAt: row.created_at,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  subject: row.subject,
  message: row.message,
  ...withSource(row),
});

/** Leads received at or after `since` (all when omitted), oldest first. */
export async function listLeads(db: Kysely<Database>, since?: Date): Promise<StoredLead[]> {
  let query = db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id');
  if (since) query = query.where('created_at', '>=', since.toISOString());
  return (await query.execute()).map(toLead);
}

/** Contact messages received at or after `since` (all when omitted), oldest first. */
export async function listContacts(db: Kysely<Database>, since?: Date): Promise<StoredContact[]> {
  let query = db.selectFrom('contacts').selectAll().orderBy('created_at').orderBy('id');
  if (since) query = query.where('created_at', '>=', since.toISOString());
  return (await query.execute()).map(toContact);
}

/**
 * The rows of a submission table (leads, contacts, bookings) created at or after `since`, oldest
 * first, read page by page (keyset on created_at, id), so that memory stays the same for any table
 * size on both stores. (Kysely's .stream() would need the pg-cursor package on PostgreSQL.)
 */
export async function* pagesOf<Table extends 'leads' | 'contacts' | 'bookings'>(
  db: Kysely<Database>,
  table: Table,
  since: Date | undefined,
  pageSize: number,
): AsyncGenerator<Selectable<Database[Table]>> {
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const last = after;
    // One query shape for every such table: they share id and created_at.
    let query = db
      .selectFrom(table as 'leads')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(pageSize);
    if (since) query = query.where('created_at', '>=', since.toISOString());
    if (last) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(last.created_at, last.id)));
    const rows = await query.execute();
    yield* rows as Selectable<Database[Table]>[];
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

/** Like listLeads, read in pages of `pageSize` as the consumer asks for them. */
export async function* streamLeads(db: Kysely<Database>, since?: Date, pageSize = 500): AsyncGenerator<StoredLead> {
  for await (const row of pagesOf(db, 'leads', since, pageSize)) yield toLead(row);
}

/** Like listContacts, read in pages of `pageSize` as the consumer asks for them. */
export async function* streamContacts(db: Kysely<Database>, since?: Date, pageSize = 500): AsyncGenerator<StoredContact> {
  for await (const row of pagesOf(db, 'contacts', since, pageSize)) yield toContact(row);
}

/** One stored lead or contact message, for its notification. */
export async function getRecord(db: Kysely<Database>, kind: RecordKind, id: string): Promise<StoredLead | StoredContact | undefined> {
  if (kind === 'lead') {
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toLead(row);
  }
  const row = await db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toContact(row);
}
