import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  LEAD_MAX_LENGTH,
  normalise,
  tooLongMessage,
  validateContact,
  validateLead,
  type ContactPayload,
  type FieldErrors,
  type LeadPayload,
  type Receipt,
} from '../../src/shared/forms';
import type { Channel, Database } from '../store/schema';
import { storeContact, storeLead, type SubmissionOptions } from '../store/submissions';
import { orUnavailable } from '../store/unavailable';

export interface FormRoutesOptions {
  db: Kysely<Database>;
  channels: readonly Channel[];
  /** Called after a submission is stored, so the outbox is worked on at once. */
  onStored: () => void;
  perMinute: number;
}

export const BODY_LIMIT = 16 * 1024;

/**
 * JSON schema of a form body: strings only, each within its field's length (checked before any
 * pattern runs), no unknown fields (the honeypot is a known field; the body limit bounds it).
 */
function bodySchema(maxLength: Record<string, number>) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...Object.fromEntries(Object.entries(maxLength).map(([field, max]) => [field, { type: 'string', maxLength: max }])),
      [HONEYPOT_FIELD]: { type: 'string' },
    },
  } as const;
}

/** A value over its field's length gets the same field message as the shared rules give it. */
function tooLongField(error: FastifyError | undefined): string | undefined {
  const issue = error?.validation?.[0];
  if (error?.validationContext !== 'body' || issue?.keyword !== 'maxLength') return undefined;
  return issue.instancePath.replace(/^\//, '');
}

const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' } },
} as const;

type Body = Record<string, string | undefined>;

function fillMissing<T>(fields: readonly string[], body: Body): T {
  return Object.fromEntries(fields.map((field) => [field, body[field] ?? ''])) as T;
}

/** The `error` of a 400 that carries per-field messages. */
export const FIELDS_ERROR = 'Please correct the highlighted fields.';

function rejectInvalid<T>(reply: FastifyReply, fields: FieldErrors<T>) {
  return reply.code(400).send({ error: FIELDS_ERROR, fields });
}

/** A bot filled the hidden field: answer like a success, store and send nothing. */
function honeypotReceipt(request: FastifyRequest): Receipt {
  request.log.info('honeypot field filled: submission dropped');
  return { id: crypto.randomUUID(), receivedAt: new Date().toISOString() };
}

interface FormSpec<T> {
  path: string;
  /** Names the stored record in the log (its id only: form contents never reach the info log). */
  kind: string;
  fields: readonly (keyof T & string)[];
  maxLength: Record<keyof T, number>;
  validate: (payload: T) => FieldErrors<T>;
  store: (db: Kysely<Database>, payload: T, options: SubmissionOptions) => Promise<Receipt>;
}

const LEAD_FORM: FormSpec<LeadPayload> = { path: '/lead', kind: 'lead', fields: LEAD_FIELDS, maxLength: LEAD_MAX_LENGTH, validate: validateLead, store: storeLead };
const CONTACT_FORM: FormSpec<ContactPayload> = {
  path: '/contact',
  kind: 'contact',
  fields: CONTACT_FIELDS,
  maxLength: CONTACT_MAX_LENGTH,
  validate: validateContact,
  store: storeContact,
};

/** One form's route: too-long values refused, bots answered and dropped, fields validated, stored, delivered. */
function formRoute<T>(app: FastifyInstance, options: FormRoutesOptions, form: FormSpec<T>): void {
  const schema = { body: bodySchema(form.maxLength), headers: idempotencyHeaders };
  const config = { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } };
  app.post<{ Body: Body }>(form.path, { bodyLimit: BODY_LIMIT, config, schema, attachValidation: true }, async (request, reply) => {
    if (request.validationError) {
      const field = tooLongField(request.validationError as FastifyError);
      if (field) return rejectInvalid(reply, { [field]: tooLongMessage(field) });
      throw request.validationError;
    }
    if (request.body[HONEYPOT_FIELD]) return reply.code(201).send(honeypotReceipt(request));
    const payload = normalise(fillMissing<T & object>(form.fields, request.body));
    const errors = form.validate(payload);
    if (Object.keys(errors).length > 0) return rejectInvalid(reply, errors);
    const receipt = await orUnavailable(
      form.store(options.db, payload, {
        idempotencyKey: (request.headers['idempotency-key'] as string | undefined) || undefined,
        channels: options.channels,
      }),
    );
    request.log.info({ [form.kind]: receipt.id }, `${form.kind} stored`);
    options.onStored();
    return reply.code(201).send(receipt);
  });
}

/** POST /lead and POST /contact (product.md §4). */
export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  formRoute(app, options, LEAD_FORM);
  formRoute(app, options, CONTACT_FORM);
}
