/**
 * The answers of the API's routes but the booking step's (docs/api.md), declared once: JSON schemas the
 * routes answer by, and the types the server's code and the browser's calls take from them (the
 * browser imports the types only, so no schema code reaches it). The booking's are in
 * ./bookingContract.ts.
 */
import { Type, type Static } from 'typebox';

/** A refusal: what went wrong, in words for the visitor, and per field when fields broke the rules. */
export const RefusalSchema = Type.Object({
  error: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type Refusal = Static<typeof RefusalSchema>;

/** POST /lead and POST /contact: 201, the record stored; its Idempotency-Key gives it again. */
export const ReceiptSchema = Type.Object({
  id: Type.String(),
  receivedAt: Type.String({ description: 'A UTC instant, ISO 8601' }),
  /** A consultation request's proof (POST /lead): a booking that sends it with the request's id is attached to the request. */
  bookingToken: Type.Optional(Type.String()),
});
export type Receipt = Static<typeof ReceiptSchema>;

/** POST /chat: the assistant's answer (Markdown) and the site's pages it rests on. */
export const ChatReplySchema = Type.Object({
  response: Type.String(),
  sources: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
});
export type ChatReply = Static<typeof ChatReplySchema>;

/** POST /newsletter: 202, the sign-up taken (its confirmation e-mail is on its way, or it was a repeat). */
export const SignUpAcceptedSchema = Type.Object({ status: Type.Literal('accepted') });
export type SignUpAccepted = Static<typeof SignUpAcceptedSchema>;

/** POST /newsletter/unsubscribe from a mail client's one click (RFC 8058): 200. */
export const UnsubscribedSchema = Type.Object({ status: Type.Literal('unsubscribed') });

/** GET /health: 200 while the store answers, 503 with the reason when it does not. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok') });
export const UnhealthySchema = Type.Object({ status: Type.Literal('unavailable'), error: Type.String() });

/** A beacon taken (POST /vitals, POST /analytics): 204, no body. */
export const NoContentSchema = Type.Null({ description: 'No body' });
