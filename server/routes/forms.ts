import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  normalise,
  validateContact,
  validateLead,
  type ContactPayload,
  type FieldErrors,
  type LeadPayload,
  type Receipt,
} from '../../src/shared/forms';
import type { Channel, Database } from '../store/schema';
import { storeContact, storeLead, type SubmissionOptions } from '../store/submissions';

export interface FormRoutesOptions {
  db: Kysely<Database>;
  channels: readonly Channel[];
  /** Called after a submission is stored, so the outbox is worked on at once. */
  onStored: () => void;
  perMinute: number;
}

export const BODY_LIMIT = 16 * 1024;
const MAX_FIELD = 10_000;

/** NUL never belongs in form text, and PostgreSQL cannot store it: refuse it as bad input. */
const hasNul = (body: Body) => Object.values(body).some((value) => typeof value === 'string' && value.includes('\u0000'));
const NUL_ERROR = 'Text contains a character that is not allowed';

/** JSON schema of a form body: strings only, no unknown fields (the honeypot is a known field). */
function bodySchema(fields: readonly string[]) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries([...fields, HONEYPOT_FIELD].map((field) => [field, { type: 'string', maxLength: MAX_FIELD }])),
  } as const;
}

const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' } },
} as const;

type Body = Record<string, string | undefined>;

function fillMissing<T>(fields: readonly string[], body: Body): T {
  return Object.fromEntries(fields.map((field) => [field, body[field] ?? ''])) as T;
}

function rejectInvalid<T>(reply: FastifyReply, fields: FieldErrors<T>) {
  return reply.code(400).send({ error: 'Please correct the highlighted fields.', fields });
}

/** A bot filled the hidden field: answer like a success, store and send nothing. */
function honeypotReceipt(request: FastifyRequest): Receipt {
  request.log.info('honeypot field filled: submission dropped');
  return { id: crypto.randomUUID(), receivedAt: new Date().toISOString() };
}

/** POST /lead and POST /contact (product.md §4). */
export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const routeConfig = {
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
  };
  const submission = (request: FastifyRequest): SubmissionOptions => ({
    idempotencyKey: (request.headers['idempotency-key'] as string | undefined) || undefined,
    channels: options.channels,
  });

  app.post<{ Body: Body }>('/lead', { ...routeConfig, schema: { body: bodySchema(LEAD_FIELDS), headers: idempotencyHeaders } }, async (request, reply) => {
    if (hasNul(request.body)) return reply.code(400).send({ error: NUL_ERROR });
    if (request.body[HONEYPOT_FIELD]) return reply.code(201).send(honeypotReceipt(request));
    const lead = normalise(fillMissing<LeadPayload>(LEAD_FIELDS, request.body));
    const errors = validateLead(lead);
    if (Object.keys(errors).length > 0) return rejectInvalid(reply, errors);
    const receipt = await storeLead(options.db, lead, submission(request));
    request.log.info({ lead: receipt.id }, 'lead stored');
    options.onStored();
    return reply.code(201).send(receipt);
  });

  app.post<{ Body: Body }>('/contact', { ...routeConfig, schema: { body: bodySchema(CONTACT_FIELDS), headers: idempotencyHeaders } }, async (request, reply) => {
    if (hasNul(request.body)) return reply.code(400).send({ error: NUL_ERROR });
    if (request.body[HONEYPOT_FIELD]) return reply.code(201).send(honeypotReceipt(request));
    const contact = normalise(fillMissing<ContactPayload>(CONTACT_FIELDS, request.body));
    const errors = validateContact(contact);
    if (Object.keys(errors).length > 0) return rejectInvalid(reply, errors);
    const receipt = await storeContact(options.db, contact, submission(request));
    request.log.info({ contact: receipt.id }, 'contact message stored');
    options.onStored();
    return reply.code(201).send(receipt);
  });
}
