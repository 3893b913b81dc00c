import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldsAnswer } from '../errors';
import { MESSAGES } from '../../src/shared/forms';

/**
 * JSON can carry a lone UTF-16 surrogate ("\ud800"), which is not text: SQLite would store it as
 * invalid UTF-8 and PostgreSQL as a replacement character. The API refuses it in every string of
 * every body, so both stores only ever see well-formed text.
 */
export const NOT_WELL_FORMED = MESSAGES.notWellFormed;

// With the u flag a character class matches a lone surrogate only; a valid pair is one code point.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

/** The fields of a JSON value whose text is not well formed, named as 'page', 'samples[0].id'. */
export function malformedTextFields(value: unknown, name = ''): string[] {
  if (typeof value === 'string') return isWellFormedText(value) ? [] : [name];
  if (Array.isArray(value)) return value.flatMap((item, index) => malformedTextFields(item, `${name}[${index}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => malformedTextFields(item, name ? `${name}.${key}` : key));
  return [];
}

/** preHandler hook: 400 with the malformed fields' messages, in the API's usual error shape. */
export async function refuseMalformedText(request: FastifyRequest, reply: FastifyReply) {
  const fields = malformedTextFields(request.body);
  if (fields.length > 0) return reply.code(400).send(fieldsAnswer(Object.fromEntries(fields.map((field) => [field || 'body', NOT_WELL_FORMED]))));
}
