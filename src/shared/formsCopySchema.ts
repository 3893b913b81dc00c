/**
 * The schema of the forms' words (content/site/forms.json): their fields' labels, their choices'
 * labels, what each says once sent and every message of their rules. JSON, not YAML, because the
 * browser's forms and the server's checks import it as it is (./forms.ts); the build checks it
 * against this schema with every other content file. Build and tests only: no page ships TypeBox.
 */
import { Type, type Static } from 'typebox';

const words = (max: number) => Type.String({ minLength: 1, maxLength: max });
const strict = <P extends Parameters<typeof Type.Object>[0]>(properties: P) => Type.Object(properties, { additionalProperties: false });
const labelsOf = <const Keys extends readonly string[]>(keys: Keys) =>
  strict(Object.fromEntries(keys.map((key) => [key, words(200)])) as { [K in Keys[number]]: ReturnType<typeof words> });
/** A sent form's line: its one place, {replyWithin}, is filled in from `replyWithin` (./forms.ts). */
const sentLine = Type.String({ minLength: 1, maxLength: 200, pattern: '^(?:[^{}]|\\{replyWithin\\})*$' });
const sent = strict({ heading: words(60), lines: Type.Array(sentLine, { minItems: 1 }) });

export const MESSAGE_NAMES = [
  'fullNameRequired',
  'serviceRequired',
  'emailOrPhone',
  'emailInvalid',
  'phoneInvalid',
  'firstNameRequired',
  'lastNameRequired',
  'emailRequired',
  'subjectRequired',
  'messageRequired',
  'messageTooLong',
  'tooLong',
  'controlCharacter',
  'notWellFormed',
  'slotRequired',
  'slotTaken',
  'slotPast',
  'slotTooSoon',
  'slotTooFar',
  'slotOutsideHours',
  'upcomingBooking',
  'bookingsPerClient',
  // What the API answers any form with: fields to correct, a rate limit, a post from another site, a failure, the store down.
  'fixFields',
  'tooManyRequests',
  'crossSite',
  'notTaken',
  'unavailable',
] as const;

export const formsCopySchema = strict({
  labels: strict({
    lead: labelsOf(['fullName', 'companyName', 'email', 'phone', 'service'] as const),
    contact: labelsOf(['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'] as const),
    newsletter: labelsOf(['email'] as const),
    /** The hidden field's label: only a form-filling bot reads it. */
    honeypot: words(60),
  }),
  /** Each choice's label by its value (the values are the API's: src/shared/forms.ts). */
  choices: strict({
    service: labelsOf(['placeholder', 'cybersecurity', 'ai', 'web', 'digital'] as const),
    subject: labelsOf(['ai-services', 'cyber-services', 'web-services', 'digital-services'] as const),
  }),
  /**
   * How soon the team answers a message ("24 hours"): said by the contact form once sent, the contact
   * page and its confirmation page, and the assistant, each through a {replyWithin} place.
   */
  replyWithin: words(40),
  /** What each form says once it is sent, and the heading and text of the page a submission without script lands on. */
  success: strict({ lead: sent, contact: sent, newsletter: sent }),
  /** The forms' own words: buttons, placeholders ({service}: the chosen service, lower case), failures, privacy notes. */
  ui: strict({
    contact: labelsOf(['choose', 'send', 'sending', 'failed', 'placeholder', 'placeholderAny', 'privacyNote'] as const),
    newsletter: labelsOf(['label', 'placeholder', 'subscribe', 'subscribing', 'failed', 'privacyNote'] as const),
    lead: labelsOf(['submit', 'submitting'] as const),
    /** The link to the privacy notice beside every form's button, and what a screen reader hears of its new tab. */
    privacyLink: labelsOf(['label', 'newTab'] as const),
  }),
  /** The rules' messages; `{max}` in messageTooLong is the longest message accepted. */
  messages: strict(Object.fromEntries(MESSAGE_NAMES.map((name) => [name, words(300)])) as { [K in (typeof MESSAGE_NAMES)[number]]: ReturnType<typeof words> }),
});

export type FormsCopy = Static<typeof formsCopySchema>;
