import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { emailWordsSchema } from '../../src/model/schemas/emailSchemas';
import { parseContent } from '../../src/model/schemas/parseContent';

/** The e-mails' words as the build hands them to the server (content/site/emails.yaml, read as the build reads it). */
export const EMAIL_WORDS = parseContent(emailWordsSchema, parse(readFileSync(new URL('../../content/site/emails.yaml', import.meta.url), 'utf8')));
