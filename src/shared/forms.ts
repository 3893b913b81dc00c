/**
 * The lead and contact forms' fields, options and validation rules: one module used by the
 * browser (modal, contact form) and the server (POST /lead, POST /contact), so both apply the
 * same rules with the same messages (site-spec §3, §5; product.md §4).
 */

export const SERVICE_OPTIONS = [
  { value: '', label: 'Select a service...' },
  { value: 'cybersecurity', label: 'Cybersecurity Services' },
  { value: 'ai', label: 'Artificial Intelligence Services' },
  { value: 'web', label: 'Web Development Services' },
  { value: 'digital', label: 'Digital Marketing' },
] as const;
export type LeadService = Exclude<(typeof SERVICE_OPTIONS)[number]['value'], ''>;

export const SUBJECT_OPTIONS = [
  { value: 'ai-services', label: 'AI Services' },
  { value: 'cyber-services', label: 'Cybersecurity Services' },
  { value: 'web-services', label: 'Web Services' },
  { value: 'digital-services', label: 'Digital Services' },
] as const;
export type ContactSubject = (typeof SUBJECT_OPTIONS)[number]['value'];

/** The hidden field both forms carry: people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

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

export const LEAD_FIELDS = ['fullName', 'companyName', 'email', 'phone', 'service'] as const satisfies readonly (keyof LeadPayload)[];
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'] as const satisfies readonly (keyof ContactPayload)[];

/** Longest accepted value per field (characters); the server rejects longer ones. */
export const MAX_LENGTH = { name: 200, email: 254, phone: 40, company: 200, message: 5000 } as const;
export const PHONE_MIN_DIGITS = 7;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const MESSAGES = {
  fullNameRequired: 'Full name is required',
  serviceRequired: 'Please select a service',
  emailOrPhone: 'Provide an email or a phone number.',
  emailInvalid: 'Enter a valid email',
  phoneInvalid: 'Enter a valid phone number',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  subjectRequired: 'Please select a subject',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${MAX_LENGTH.message} characters`,
  tooLong: 'This value is too long',
} as const;

/** An e-mail address: something@domain.tld with no spaces (site-spec §5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL.test(value.trim());
export const isValidPhone = (value: string) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

const tooLong = (value: string, max: number) => value.length > max;

/** Site-spec §5 lead rules; an empty object means valid. */
export function validateLead(payload: LeadPayload): FieldErrors<LeadPayload> {
  const errors: FieldErrors<LeadPayload> = {};
  const email = payload.email.trim();
  const phone = payload.phone.trim();

  if (!payload.fullName.trim()) errors.fullName = MESSAGES.fullNameRequired;
  else if (tooLong(payload.fullName, MAX_LENGTH.name)) errors.fullName = MESSAGES.tooLong;
  if (!SERVICE_OPTIONS.some((option) => option.value !== '' && option.value === payload.service)) errors.service = MESSAGES.serviceRequired;
  if (!email && !phone) {
    errors.email = MESSAGES.emailOrPhone;
    errors.phone = MESSAGES.emailOrPhone;
  }
  if (email && (!isValidEmail(email) || tooLong(email, MAX_LENGTH.email))) errors.email = MESSAGES.emailInvalid;
  if (phone && (!isValidPhone(phone) || tooLong(phone, MAX_LENGTH.phone))) errors.phone = MESSAGES.phoneInvalid;
  if (tooLong(payload.companyName, MAX_LENGTH.company)) errors.companyName = MESSAGES.tooLong;
  return errors;
}

/** Product.md §4 contact rules (the page enforces the same with browser validation). */
export function validateContact(payload: ContactPayload): FieldErrors<ContactPayload> {
  const errors: FieldErrors<ContactPayload> = {};
  if (!payload.firstName.trim()) errors.firstName = MESSAGES.firstNameRequired;
  else if (tooLong(payload.firstName, MAX_LENGTH.name)) errors.firstName = MESSAGES.tooLong;
  if (!payload.lastName.trim()) errors.lastName = MESSAGES.lastNameRequired;
  else if (tooLong(payload.lastName, MAX_LENGTH.name)) errors.lastName = MESSAGES.tooLong;
  if (!payload.email.trim()) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(payload.email) || tooLong(payload.email.trim(), MAX_LENGTH.email)) errors.email = MESSAGES.emailInvalid;
  if (payload.phone.trim() && (!isValidPhone(payload.phone) || tooLong(payload.phone, MAX_LENGTH.phone))) errors.phone = MESSAGES.phoneInvalid;
  if (tooLong(payload.company, MAX_LENGTH.company)) errors.company = MESSAGES.tooLong;
  if (!SUBJECT_OPTIONS.some((option) => option.value === payload.subject)) errors.subject = MESSAGES.subjectRequired;
  if (!payload.message.trim()) errors.message = MESSAGES.messageRequired;
  else if (tooLong(payload.message, MAX_LENGTH.message)) errors.message = MESSAGES.messageTooLong;
  return errors;
}

/** The trimmed form of a payload, as it is stored. */
export function normalise<T extends object>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}

/** API answers (product.md §4). */
export interface Receipt {
  id: string;
  receivedAt: string;
}

export interface ApiError<T = Record<string, string>> {
  error: string;
  fields?: FieldErrors<T>;
}
