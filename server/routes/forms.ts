import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type, type TOptional, type TString } from 'typebox';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  LEAD_MAX_LENGTH,
  normalise,
  validateContact,
  validateLead,
  type ContactPayload,
  type FieldErrors,
  type LeadPayload,
} from '../../src/shared/forms';
import type { VisitSource } from '../../src/shared/analytics';
import { ReceiptSchema, RefusalSchema, type Receipt } from '../../src/shared/apiContract';
import { VisitSourceSchema } from '../../src/shared/analyticsSchema';
import { fieldsAnswer } from '../errors';
import type { Database } from '../store/schema';
import { storeContact, storeLead, type SubmissionOptions } from '../store/submissions';
import { orUnavailable } from '../store/unavailable';
import { newRecordId } from '../store/recordId';
import { newToken } from '../store/tokens';
import { contentIdempotencyKey } from './formPosts';

export const BODY_LIMIT = 16 * 1024;

type OptionalStrings<Field extends string> = { [Name in Field]: TOptional<TString> };

/**
 * The schema of a form's body, from its fields' lengths: strings only, each within its field's
 * length (checked before any pattern runs), no unknown fields (the honeypot is a known field; the
 * body limit bounds it). Missing fields are the shared rules' to name, so none is required here.
 */
export function formBodySchema<Field extends string>(maxLength: Record<Field, number>) {
  const fields = Object.fromEntries(Object.entries<number>(maxLength).map(([field, max]) => [field, Type.Optional(Type.String({ maxLength: max }))]));
  const honeypot = { [HONEYPOT_FIELD]: Type.Optional(Type.String()) };
  return Type.Object({ ...fields, ...honeypot } as OptionalStrings<Field | typeof HONEYPOT_FIELD>, { additionalProperties: false });
}

/** A form's body: its fields, and the visit's source when the site tracked the visit (src/shared/analyticsSchema.ts). */
export function formWithSourceSchema<Field extends string>(maxLength: Record<Field, number>) {
  return Type.Object({ ...formBodySchema(maxLength).properties, source: Type.Optional(VisitSourceSchema) }, { additionalProperties: false });
}

export const idempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' })) });

/** The body with every field present (empty when not sent), before the shared rules check it. */
function fillMissing<T>(fields: readonly (keyof T & string)[], body: Partial<Record<string, string>>): T {
  return Object.fromEntries(fields.map((field) => [field, body[field] ?? ''])) as T;
}

/** A bot filled the hidden field: answer like a success, store and send nothing. */
export function honeypotReceipt(request: FastifyRequest): Receipt {
  request.log.info('honeypot field filled: submission dropped');
  return { id: newRecordId(), receivedAt: new Date().toISOString() };
}

interface FormSpec<T> {
  path: string;
  /** Names the stored record in the log (its id only: form contents never reach the info log). */
  kind: string;
  fields: readonly (keyof T & string)[];
  maxLength: Record<keyof T & string, number>;
  validate: (payload: T) => FieldErrors<T>;
  store: (db: Kysely<Database>, payload: T, options: SubmissionOptions) => Promise<Receipt>;
}

const LEAD_FORM: FormSpec<LeadPayload> = {
  path: '/lead',
  kind: 'lead',
  fields: LEAD_FIELDS,
  maxLength: LEAD_MAX_LENGTH,
  validate: validateLead,
  store: storeLead,
};
const CONTACT_FORM: FormSpec<ContactPayload> = {
  path: '/contact',
  kind: 'contact',
  fields: CONTACT_FIELDS,
  maxLength: CONTACT_MAX_LENGTH,
  validate: validateContact,
  store: storeContact,
};

/** One form's route: too-long values refused, bots answered and dropped, fields validated, stored, delivered. */
function formRoute<T>(app: FastifyInstance, form: FormSpec<T>): void {
  // Typed by field name only: which fields a form has is the spec's (FormSpec), not the compiler's.
  const schema = { body: formWithSourceSchema<string>(form.maxLength), headers: idempotencyHeaders, response: { 201: ReceiptSchema, '4xx': RefusalSchema } };
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(form.path, { bodyLimit: BODY_LIMIT, onRequest: app.formLimits.forms, config: { fieldErrors: true }, schema }, async (request, reply) => {
      // A bot's lead gets a proof like a real one's, which proves nothing.
      if (request.body[HONEYPOT_FIELD])
        return reply.code(201).send({ ...honeypotReceipt(request), ...(form.kind === 'lead' ? { bookingToken: newToken().token } : {}) });
      const payload = normalise(fillMissing<T & object>(form.fields, request.body));
      const errors = form.validate(payload);
      if (Object.keys(errors).length > 0) return reply.code(400).send(fieldsAnswer(errors as Record<string, string>));
      const receipt = await orUnavailable(
        form.store(app.store.db, payload, {
          // A form sent without script carries no key: its content is one.
          idempotencyKey: request.headers['idempotency-key'] || (request.formPost ? contentIdempotencyKey(form.kind, payload) : undefined),
          channels: app.notifier.companyChannels,
          // The schema checked it (formWithSourceSchema); its type is lost in the by-name typing above.
          source: (request.body as { source?: VisitSource }).source,
        }),
      );
      request.log.info({ [form.kind]: receipt.id }, `${form.kind} stored`);
      app.metrics.submissions.inc({ form: form.kind });
      app.outbox.nudge();
      return reply.code(201).send(receipt);
    });
}

/** POST /lead and POST /contact (docs/product/platform.md §4). */
export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  formRoute(app, LEAD_FORM);
  formRoute(app, CONTACT_FORM);
};
