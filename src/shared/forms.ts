/**
 * The lead and contact forms' fields, options and validation rules: one module used by the
 * browser (modal, contact form) and the server (POST /lead, POST /contact), so both apply the
 * same rules with the same messages (docs/product/site.md §3, §5; docs/product/platform.md §4).
 * The words (labels, choices, messages, what a sent form says) are content: content/site/forms.json.
 */
// The build checks the file against its schema; Node's own loader (the end-to-end tests) needs the attribute.
import copy from '../../content/site/forms.json' with { type: 'json' };
import type { FormsCopy } from './formsCopySchema';
import { CONTROL_CHARACTER, CONTROL_CHARACTER_IN_TEXT, fillIn } from './text';

const { choices: CHOICES, labels: LABELS, success, messages, ui, replyWithin }: FormsCopy = copy;

/** The forms' own words: buttons, placeholders, failures, privacy notes. */
export const FORM_WORDS: FormsCopy['ui'] = ui;

export const SERVICE_OPTIONS = [
  { value: '', label: CHOICES.service.placeholder },
  { value: 'cybersecurity', label: CHOICES.service.cybersecurity },
  { value: 'ai', label: CHOICES.service.ai },
  { value: 'web', label: CHOICES.service.web },
  { value: 'digital', label: CHOICES.service.digital },
] as const;
export type LeadService = Exclude<(typeof SERVICE_OPTIONS)[number]['value'], ''>;

const SUBJECTS = ['ai-services', 'cyber-services', 'web-services', 'digital-services'] as const;
export const SUBJECT_OPTIONS = SUBJECTS.map((value) => ({ value, label: CHOICES.subject[value] }));
export type ContactSubject = (typeof SUBJECTS)[number];

/** The hidden field both forms carry: people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';
export const HONEYPOT_LABEL = LABELS.honeypot;

export interface LeadPayload {
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  service: string;
}

export interface ContactPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

/** Each field's visible label (a required field's adds ' *'); the no-script problem page names fields by them too. */
export const LEAD_LABELS: Record<keyof LeadPayload, string> = LABELS.lead;
export const CONTACT_LABELS: Record<keyof ContactPayload, string> = LABELS.contact;

/**
 * What each form says once it is sent (docs/product/site.md §4, §8; the newsletter's double opt-in): the
 * form's own success state, and the confirmation page a submission without script lands on.
 */
export const SUCCESS_COPY: FormsCopy['success'] = Object.fromEntries(
  Object.entries(success).map(([form, sent]) => [form, { ...sent, lines: sent.lines.map((line) => fillIn(line, { replyWithin })) }]),
) as FormsCopy['success'];

/** How soon the team answers a message, as the contact page and its confirmation page say it ({replyWithin}). */
export const REPLY_WITHIN = replyWithin;
export type FormName = keyof FormsCopy['success'];

export const LEAD_FIELDS = ['fullName', 'companyName', 'email', 'phone', 'service'] as const satisfies readonly (keyof LeadPayload)[];
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'] as const satisfies readonly (keyof ContactPayload)[];

/** Longest accepted value per field (characters, before trimming); the server's schema refuses longer ones before any other rule. */
export const MAX_LENGTH = { name: 200, email: 254, phone: 40, company: 200, message: 5000, choice: 100 } as const;
export const LEAD_MAX_LENGTH = {
  fullName: MAX_LENGTH.name,
  companyName: MAX_LENGTH.company,
  email: MAX_LENGTH.email,
  phone: MAX_LENGTH.phone,
  service: MAX_LENGTH.choice,
} as const satisfies Record<keyof LeadPayload, number>;
export const CONTACT_MAX_LENGTH = {
  firstName: MAX_LENGTH.name,
  lastName: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  phone: MAX_LENGTH.phone,
  company: MAX_LENGTH.company,
  subject: MAX_LENGTH.choice,
  message: MAX_LENGTH.message,
} as const satisfies Record<keyof ContactPayload, number>;
export const PHONE_MIN_DIGITS = 7;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** An error that carries the API's per-field messages (its `{error, fields}` answer): src/api's ApiError. */
export interface FieldProblems {
  readonly fields?: FieldErrors<Record<string, string>> | undefined;
}

/** The per-field messages an error carries, if it carries any (the form hook shows them beside their fields). */
export function fieldErrorsOf(error: unknown): FieldErrors<Record<string, string>> | undefined {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return undefined;
  const { fields } = error as FieldProblems;
  return typeof fields === 'object' && fields !== null ? fields : undefined;
}

/**
 * A new key per form submission: retries of the same submission reuse it, so one row is stored.
 * (crypto.randomUUID exists only in secure contexts; getRandomValues everywhere.)
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const MESSAGES: FormsCopy['messages'] = { ...messages, messageTooLong: messages.messageTooLong.replaceAll('{max}', String(MAX_LENGTH.message)) };

/**
 * An e-mail address: a bare local@domain.tld and nothing else (docs/product/site.md §5), in the grammar of the
 * HTML standard's `<input type=email>` (WHATWG's "valid e-mail address") with at least one dot in the
 * domain. No display name, comment or quoted local part (`x<a@b.example>`, `a(1)@b.example`,
 * `"a"@b.example`): each is another spelling of one mailbox, and a mailer would read a display name
 * out of it. Labels of 1–63 letters, digits and inner hyphens, so every repetition is bounded by
 * the @, a dot or 63 characters (no backtracking beyond a label).
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

export const isValidEmail = (value: string) => EMAIL.test(value.trim());
export const isValidPhone = (value: string) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

/** The message a too-long value gets, from the schema on the server and from these rules alike. */
const TOO_LONG_MESSAGE: Partial<Record<keyof LeadPayload | keyof ContactPayload, string>> = {
  email: MESSAGES.emailInvalid,
  phone: MESSAGES.phoneInvalid,
  service: MESSAGES.serviceRequired,
  subject: MESSAGES.subjectRequired,
  message: MESSAGES.messageTooLong,
};
export const tooLongMessage = (field: string) => TOO_LONG_MESSAGE[field as keyof typeof TOO_LONG_MESSAGE] ?? MESSAGES.tooLong;

function lengthErrors<T extends object>(payload: T, maxLength: Record<keyof T, number>): FieldErrors<T> {
  const fields = Object.keys(maxLength) as (keyof T & string)[];
  return Object.fromEntries(
    fields.filter((field) => String(payload[field]).length > maxLength[field]).map((field) => [field, tooLongMessage(field)]),
  ) as FieldErrors<T>;
}

const hasControlCharacter = (value: string, multiline = false) => (multiline ? CONTROL_CHARACTER_IN_TEXT : CONTROL_CHARACTER).test(value);

function controlCharacterErrors<T extends object>(payload: T, multiline: readonly (keyof T)[] = []): FieldErrors<T> {
  const fields = Object.keys(payload) as (keyof T & string)[];
  return Object.fromEntries(
    fields
      .filter((field) => typeof payload[field] === 'string' && hasControlCharacter(payload[field], multiline.includes(field)))
      .map((field) => [field, MESSAGES.controlCharacter]),
  ) as FieldErrors<T>;
}

/** The lead rules of docs/product/site.md §5; an empty object means valid. */
export function validateLead(payload: LeadPayload): FieldErrors<LeadPayload> {
  const errors: FieldErrors<LeadPayload> = {};
  const email = payload.email.trim();
  const phone = payload.phone.trim();

  if (!payload.fullName.trim()) errors.fullName = MESSAGES.fullNameRequired;
  if (!SERVICE_OPTIONS.some((option) => option.value !== '' && option.value === payload.service)) errors.service = MESSAGES.serviceRequired;
  if (!email && !phone) {
    errors.email = MESSAGES.emailOrPhone;
    errors.phone = MESSAGES.emailOrPhone;
  }
  if (email && !isValidEmail(email)) errors.email = MESSAGES.emailInvalid;
  if (phone && !isValidPhone(phone)) errors.phone = MESSAGES.phoneInvalid;
  return { ...errors, ...controlCharacterErrors(payload), ...lengthErrors(payload, LEAD_MAX_LENGTH) };
}

/** The contact rules of docs/product/platform.md §4 (the page enforces the same with browser validation). */
export function validateContact(payload: ContactPayload): FieldErrors<ContactPayload> {
  const errors: FieldErrors<ContactPayload> = {};
  if (!payload.firstName.trim()) errors.firstName = MESSAGES.firstNameRequired;
  if (!payload.lastName.trim()) errors.lastName = MESSAGES.lastNameRequired;
  if (!payload.email.trim()) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(payload.email)) errors.email = MESSAGES.emailInvalid;
  if (payload.phone.trim() && !isValidPhone(payload.phone)) errors.phone = MESSAGES.phoneInvalid;
  if (!SUBJECT_OPTIONS.some((option) => option.value === payload.subject)) errors.subject = MESSAGES.subjectRequired;
  if (!payload.message.trim()) errors.message = MESSAGES.messageRequired;
  return { ...errors, ...controlCharacterErrors(payload, ['message']), ...lengthErrors(payload, CONTACT_MAX_LENGTH) };
}

/** A newsletter sign-up: an address in the forms' e-mail format. */
export interface NewsletterPayload {
  email: string;
}
export const NEWSLETTER_LABELS: Record<keyof NewsletterPayload, string> = LABELS.newsletter;
export const NEWSLETTER_MAX_LENGTH = { email: MAX_LENGTH.email } as const satisfies Record<keyof NewsletterPayload, number>;

export function validateNewsletter(payload: NewsletterPayload): FieldErrors<NewsletterPayload> {
  const errors: FieldErrors<NewsletterPayload> = {};
  if (!payload.email.trim()) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(payload.email)) errors.email = MESSAGES.emailInvalid;
  return { ...errors, ...controlCharacterErrors(payload), ...lengthErrors(payload, NEWSLETTER_MAX_LENGTH) };
}

/** The trimmed form of a payload, as it is stored. */
export function normalise<T extends object>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}

/** What a booking asks of a visitor: an address for the invitation, a name, and what the lead did not give. */
export interface BookingPayload {
  fullName: string;
  email: string;
  companyName: string;
  phone: string;
}
export const BOOKING_FIELDS = ['fullName', 'email', 'companyName', 'phone'] as const satisfies readonly (keyof BookingPayload)[];
export const BOOKING_MAX_LENGTH = { fullName: MAX_LENGTH.name, email: MAX_LENGTH.email, companyName: MAX_LENGTH.company, phone: MAX_LENGTH.phone } as const;

/** The booking rules: the lead form's, but an e-mail address is required (the invitation goes to it). */
export function validateBooking(payload: BookingPayload): FieldErrors<BookingPayload> {
  const errors: FieldErrors<BookingPayload> = {};
  if (!payload.fullName.trim()) errors.fullName = MESSAGES.fullNameRequired;
  if (!payload.email.trim()) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(payload.email)) errors.email = MESSAGES.emailInvalid;
  if (payload.phone.trim() && !isValidPhone(payload.phone)) errors.phone = MESSAGES.phoneInvalid;
  return { ...errors, ...controlCharacterErrors(payload), ...lengthErrors(payload, BOOKING_MAX_LENGTH) };
}
