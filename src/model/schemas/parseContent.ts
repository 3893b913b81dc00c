/**
 * Checks a content file's data against its schema, the way the build reads every content file: texts
 * trimmed, missing fields given their schema's `default`, then every problem named by its field
 * ('faq.2.answer') and its reason in an editor's words; a valid value is decoded (a schema's codecs,
 * such as Insights' tags read as key → name).
 */
import type { StaticDecode, TSchema } from 'typebox';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';

export interface ContentIssue {
  /** The field, dotted ('faq.2.answer'); empty for the whole file. */
  field: string;
  reason: string;
}

/** Every text of a value without its leading and trailing white space (YAML's block scalars end with a line break). */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
  return value;
}

/** The schema at a JSON pointer into `schema` ('#/properties/phone/properties/href'). */
function schemaAt(schema: TSchema, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = schema;
  for (const key of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function reasonOf(error: ReturnType<typeof Value.Errors>[number], schema: TSchema, value: unknown): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'minLength':
      return limit === 1 ? 'empty' : `shorter than ${plural(limit, 'character')}`;
    case 'maxLength':
      return `longer than ${plural(limit, 'character')} (${String(value).length})`;
    case 'minItems':
      return `fewer than ${plural(limit, 'item')}`;
    case 'maxItems':
      return `more than ${plural(limit, 'item')}`;
    case 'minimum':
      return `less than ${limit}`;
    case 'maximum':
      return `more than ${limit}`;
    case 'enum':
      return `one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'type': {
      const type = String(params.type);
      return `not ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'pattern':
    case 'format':
      return String(schemaAt(schema, error.schemaPath)?.errorMessage ?? 'not in the expected form');
    case '~refine':
      return String(params.message);
    case 'required':
      return 'required';
    default:
      return error.message;
  }
}

/** TypeBox stops at 8 errors by default; an editor is told every problem of a file at once. */
const MAX_ERRORS = 1000;
function everyError(schema: TSchema, value: unknown): ReturnType<typeof Value.Errors> {
  const { maxErrors } = Settings.Get();
  Settings.Set({ maxErrors: MAX_ERRORS });
  try {
    return Value.Errors(schema, value);
  } finally {
    Settings.Set({ maxErrors });
  }
}

const fieldOf = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.');

/** What is wrong with `data` against `schema`, one issue per problem; none when it is valid. */
export function contentIssues(schema: TSchema, data: unknown): { value: unknown; issues: ContentIssue[] } {
  const value = Value.Default(schema, trimmed(data));
  const issues: ContentIssue[] = [];
  for (const error of everyError(schema, value)) {
    const field = fieldOf(error.instancePath);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'boolean') continue; // an unknown field, reported by its object's additionalProperties
    if (error.keyword === 'additionalProperties') {
      for (const name of params.additionalProperties as string[]) issues.push({ field: [field, name].filter(Boolean).join('.'), reason: 'unknown field' });
    } else if (error.keyword === 'required') {
      for (const name of params.requiredProperties as string[]) issues.push({ field: [field, name].filter(Boolean).join('.'), reason: 'required' });
    } else {
      const at = error.instancePath
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
      issues.push({ field, reason: reasonOf(error, schema, at) });
    }
  }
  // A field that breaks two rules with one meaning (an e-mail address's format and pattern) is named once.
  const unique = [...new Map(issues.map((issue) => [`${issue.field}\n${issue.reason}`, issue])).values()];
  return { value, issues: unique };
}

/** The decoded value of valid data; throws naming every problem when it is not. */
export function parseContent<Schema extends TSchema>(schema: Schema, data: unknown): StaticDecode<Schema> {
  const { value, issues } = contentIssues(schema, data);
  if (issues.length > 0) throw new Error(issues.map(({ field, reason }) => `${field || '(the file)'}: ${reason}`).join('\n'));
  return Value.Decode(schema, value) as StaticDecode<Schema>;
}

/** `parseContent` without throwing. */
export function safeParseContent<Schema extends TSchema>(schema: Schema, data: unknown): { value?: StaticDecode<Schema>; issues: ContentIssue[] } {
  const { value, issues } = contentIssues(schema, data);
  return issues.length > 0 ? { issues } : { value: Value.Decode(schema, value) as StaticDecode<Schema>, issues };
}
