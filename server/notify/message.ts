import { campaignKey, type VisitSource } from '../../src/shared/analytics';
import { SERVICE_OPTIONS, SUBJECT_OPTIONS } from '../../src/shared/forms';
import type { StoredContact, StoredLead } from '../store/submissions';
import type { RecordKind } from '../store/schema';
import type { WebhookPayload } from './webhookPayload';

export interface NotificationMessage {
  /** The recipient of an e-mail to someone other than the company (a newsletter subscriber, a booking's visitor or consultant). */
  to?: string;
  /** Whom a reply reaches (the consultant for the visitor, the visitor for the consultant). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** Extra e-mail headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** An iCalendar invitation (RFC 5546), sent as the message's `text/calendar; method=…` part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Machine-readable body of the webhook. */
  payload: WebhookPayload;
}

/** A notification's message as composed for delivery. */
export interface Composed {
  message: NotificationMessage;
  /** Undoes what composing stored (the links of an e-mail that was not delivered). */
  discard?: () => Promise<void>;
}

/** The source in a few lines of the sales e-mail. */
export function sourceLines(source: VisitSource | undefined): string[] {
  if (!source) return ['Source:       not recorded (the visitor opted out of tracking, or sent it before sources were kept)'];
  return [
    `Landing page: ${source.landingPage}`,
    `Referrer:     ${source.referrerHost ?? 'none (direct, or the browser sent no referrer)'}`,
    `Campaign:     ${campaignKey(source) || 'none'}`,
    `Pages seen:   ${source.pagesSeen}`,
  ];
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** What the sales team receives about a new lead or contact message (plain text: nothing is rendered as HTML). */
export function notificationMessage(kind: RecordKind, record: StoredLead | StoredContact): NotificationMessage {
  const { id, receivedAt, source, ...data } = record;
  if (kind === 'lead') {
    const lead = record as StoredLead;
    return {
      subject: `New consultation request: ${lead.fullName} (${labelOf(SERVICE_OPTIONS, lead.service)})`,
      text: [
        `A visitor asked for a free consultation on ${receivedAt}.`,
        '',
        `Name:    ${lead.fullName}`,
        `Company: ${lead.companyName || '-'}`,
        `E-mail:  ${lead.email || '-'}`,
        `Phone:   ${lead.phone || '-'}`,
        `Service: ${labelOf(SERVICE_OPTIONS, lead.service)}`,
        '',
        ...sourceLines(source),
        '',
        `Reference: ${id}`,
      ].join('\n'),
      payload: { type: 'lead.created', id, receivedAt, data, source: source ?? null },
    };
  }
  const contact = record as StoredContact;
  return {
    subject: `New message: ${contact.firstName} ${contact.lastName} (${labelOf(SUBJECT_OPTIONS, contact.subject)})`,
    text: [
      `A visitor sent a message on ${receivedAt}.`,
      '',
      `Name:    ${contact.firstName} ${contact.lastName}`,
      `Company: ${contact.company || '-'}`,
      `E-mail:  ${contact.email}`,
      `Phone:   ${contact.phone || '-'}`,
      `Subject: ${labelOf(SUBJECT_OPTIONS, contact.subject)}`,
      '',
      contact.message,
      '',
      ...sourceLines(source),
      '',
      `Reference: ${id}`,
    ].join('\n'),
    payload: { type: 'contact.created', id, receivedAt, data, source: source ?? null },
  };
}
