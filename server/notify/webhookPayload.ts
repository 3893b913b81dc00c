import { Type, type Static } from 'typebox';
import { VisitSourceSchema } from '../../src/shared/analyticsSchema';
import { BOOKING_NOTICES, NEWSLETTER_NOTICES } from '../store/schema';

/** The events the webhook sends, by `type`. */
export const WEBHOOK_EVENTS = ['lead.created', 'contact.created', ...NEWSLETTER_NOTICES, ...BOOKING_NOTICES] as const;

/**
 * The webhook's body (docs/api.md, "Delivery to the sales team"), declared once: the notifications
 * are typed by it and the OpenAPI document publishes it (`webhooks`).
 */
export const WebhookPayloadSchema = Type.Object({
  type: Type.Enum(WEBHOOK_EVENTS),
  /** The record the event is about (a lead, a message, a subscriber, a booking). */
  id: Type.String(),
  receivedAt: Type.String({ description: 'A UTC instant, ISO 8601' }),
  /** The record's fields, by name. */
  data: Type.Record(Type.String(), Type.String()),
  /** Where the visit that sent a lead or a message came from; null when it was not tracked. */
  source: Type.Optional(Type.Union([VisitSourceSchema, Type.Null()])),
});
export type WebhookPayload = Static<typeof WebhookPayloadSchema>;
