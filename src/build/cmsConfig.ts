/**
 * The configuration of the content editor (Decap CMS at /admin), generated from the content
 * schemas: every collection the site reads, each field with the widget its schema calls for, and
 * required where the schema requires it. A field added to a schema appears in the editor with the
 * next build; nothing is kept in step by hand.
 */
import { emailWordsSchema } from '../model/schemas/emailSchemas';
import { islandWordsSchema } from './content/islandWords';
import { formsCopySchema } from '../shared/formsCopySchema';
import type { TSchema } from 'typebox';
import { CATALOGS, catalogNames } from '../model/catalogs';
import { availabilitySchema } from '../model/schemas/availability';
import { assistantSchema } from '../model/schemas/assistantSchema';
import { articleSchema, DAY, insightsIndexSchema } from '../model/schemas/insightsSchemas';
import {
  aboutPageSchema,
  awardsPageSchema,
  catalogIndexSchema,
  companySchema,
  contactPageSchema,
  homePageSchema,
  interfaceCopySchema,
  newsletterPagesSchema,
  formPagesSchema,
  bookingPagesSchema,
  notFoundPageSchema,
  policyPageSchema,
  securityPageSchema,
  servicesPageSchema,
} from '../model/schemas/pageSchemas';
import { KIND_BODY_HINTS, KIND_SCHEMAS } from './content/catalogKinds';
import { INSIGHTS } from '../model/insights';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  errorMessage?: string;
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface CmsField {
  label: string;
  name: string;
  widget: string;
  required?: false;
  [option: string]: unknown;
}

/** 'heroTitle' → 'Hero title', 'faq' → 'FAQ'. */
function labelOf(name: string): string {
  if (name === 'faq') return 'FAQ';
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldOf(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base = { label: labelOf(name), name, ...(required ? {} : { required: false as const }) };
  if (schema.pattern === DAY.source)
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  switch (schema.type) {
    case 'string':
      return {
        ...base,
        widget: (schema.maxLength ?? 0) > 160 ? 'text' : 'string',
        ...(schema.pattern ? { pattern: [schema.pattern, schema.errorMessage ?? 'Not in the expected format'] } : {}),
      };
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? { max: schema.maximum } : {}),
      };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'array': {
      const items = schema.items ?? {};
      const bounds = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) };
      if (items.type === 'object') return { ...base, widget: 'list', ...bounds, fields: fieldsOf(items) };
      return { ...base, widget: 'list', ...bounds, field: fieldOf('item', items, true) };
    }
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(schema) };
    default:
      throw new Error(`cmsConfig: no editor widget for the field '${name}' (${JSON.stringify(schema)})`);
  }
}

/** A field a file may leave out: optional, or given its schema's default. */
function fieldsOf(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name) && property.default === undefined));
}

/** The editor fields of a content schema (JSON Schema as it is), in the schema's order. */
export function cmsFields(schema: TSchema): CmsField[] {
  return fieldsOf(schema as JsonSchema);
}

const BODY: CmsField = { label: 'Body', name: 'body', widget: 'markdown' };

/** A folder of Markdown files, one page each. */
function folderCollection(name: string, label: string, folder: string, schema: TSchema, hint: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    label,
    label_singular: label.replace(/s$/, ''),
    folder: `content/${folder}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    description: hint,
    fields: [...cmsFields(schema), { ...BODY, hint }],
    ...extra,
  };
}

const file = (name: string, label: string, path: string, schema: TSchema) => ({ name, label, file: path, fields: cmsFields(schema) });

export interface CmsConfigOptions {
  /** The production backend (Decap's `backend`), e.g. { name: 'github', repo: 'owner/site', branch: 'main' }. */
  backend: Record<string, unknown>;
  /** What an article may name, from the other content files: offered as choices instead of free text. */
  articleChoices: { tags: { label: string; value: string }[]; authors: string[]; services: string[]; frameworks: string[] };
  /** The islands' words files, each edited field by field in its own shape (src/build/content/islandWords.ts). */
  islandWords?: readonly { name: string; file: string; words: unknown }[];
}

/** A free-text field turned into a choice among `options` (several for a list). */
function asChoice(field: CmsField, options: readonly (string | { label: string; value: string })[]): CmsField {
  const { label, name, required } = field;
  return {
    label,
    name,
    ...(required === false ? { required } : {}),
    widget: 'select',
    options,
    ...(field.widget === 'list' ? { multiple: true, min: field.min, max: field.max } : {}),
  };
}

/** The whole editor configuration (served as /admin/config.yml). */
export function cmsConfig({ backend, articleChoices, islandWords = [] }: CmsConfigOptions) {
  const choices: Record<string, readonly (string | { label: string; value: string })[]> = {
    tags: articleChoices.tags,
    author: articleChoices.authors,
    services: articleChoices.services,
    frameworks: articleChoices.frameworks,
  };
  const articleFields = (fields: CmsField[]) => fields.map((field) => (choices[field.name] ? asChoice(field, choices[field.name]!) : field));
  return {
    backend,
    // On this machine (npm run cms), edits go to the files through decap-server instead.
    local_backend: true,
    publish_mode: 'simple',
    media_folder: `public/images/${INSIGHTS.folder}`,
    public_folder: `/images/${INSIGHTS.folder}`,
    site_url: '/',
    collections: [
      (() => {
        const articles = folderCollection(
          'insights',
          'Insights articles',
          INSIGHTS.folder,
          articleSchema,
          'The article: a lead paragraph, then sections starting with ## headings.',
          {
            sortable_fields: ['date', 'title'],
          },
        );
        return { ...articles, fields: articleFields(articles.fields) };
      })(),
      ...catalogNames().map((catalog) =>
        folderCollection(
          catalog,
          CATALOGS[catalog].label,
          CATALOGS[catalog].folder,
          KIND_SCHEMAS[CATALOGS[catalog].kind],
          KIND_BODY_HINTS[CATALOGS[catalog].kind],
        ),
      ),
      {
        name: 'site',
        label: 'Company and pages',
        files: [
          file('company', 'Company facts', 'content/site/company.yaml', companySchema),
          file('interface', 'Words of the header, footer and shared parts', 'content/site/interface.yaml', interfaceCopySchema),
          file('form-words', 'Forms: labels, choices, messages', 'content/site/forms.json', formsCopySchema),
          file('booking', 'Consultation calendar', 'content/site/booking.yaml', availabilitySchema),
          file('emails', 'E-mails to visitors', 'content/site/emails.yaml', emailWordsSchema),
          file('assistant', 'Chat assistant (answers, ways to ask, lexicon)', 'content/site/assistant.yaml', assistantSchema),
          file('home', 'Home page', 'content/pages/home.yaml', homePageSchema),
          file('about', 'About page', 'content/pages/about.yaml', aboutPageSchema),
          file('services', 'Services overview', 'content/pages/services.yaml', servicesPageSchema),
          file('awards', 'Awards page', 'content/pages/awards.yaml', awardsPageSchema),
          file('contact', 'Contact page', 'content/pages/contact.yaml', contactPageSchema),
          file('privacy', 'Privacy notice', 'content/pages/privacy.yaml', policyPageSchema),
          file('security', 'Vulnerability disclosure policy', 'content/pages/security.yaml', securityPageSchema),
          file('not-found', 'Page not found', 'content/pages/not-found.yaml', notFoundPageSchema),
          file('newsletter', 'Newsletter link pages', 'content/pages/newsletter.yaml', newsletterPagesSchema),
          file('forms', 'Form pages (consultation, confirmations, form not sent)', 'content/pages/forms.yaml', formPagesSchema),
          file('booking-pages', 'Booking pages (book a time, manage, cancelled, link not valid)', 'content/pages/booking.yaml', bookingPagesSchema),
        ],
      },
      {
        name: 'islands',
        label: 'Words of the search, the chat and the booking step',
        files: islandWords.map(({ name, file: path, words }) => file(`${name}-words`, `Words of the ${name}`, path, islandWordsSchema(words))),
      },
      {
        name: 'indexes',
        label: 'Index pages',
        files: [
          file('insights-index', 'Insights index, tags and feeds', `content/${INSIGHTS.folder}/_index.yaml`, insightsIndexSchema),
          ...catalogNames().map((catalog) =>
            file(`${catalog}-index`, `${CATALOGS[catalog].label} index`, `content/${CATALOGS[catalog].folder}/_index.yaml`, catalogIndexSchema),
          ),
        ],
      },
    ],
  };
}
