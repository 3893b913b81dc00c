import type { SwaggerOptions } from '@fastify/swagger';
import { WEBHOOK_EVENTS, WebhookPayloadSchema } from '../notify/webhookPayload';

/** Where the API publishes its OpenAPI document. */
export const OPENAPI_PATH = '/openapi.json';

/**
 * The API's OpenAPI 3.1 document, for integrators: @fastify/swagger builds it from the routes' own
 * request and response schemas (the contracts in src/shared/apiContract.ts and bookingContract.ts),
 * and the webhook's body from its schema (../notify/webhookPayload.ts). Nothing in it is written twice.
 */
export function openApiDocument(): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Virtual IP API',
        version: '1',
        description: 'The forms, the chat, the booking step and the beacons of the Virtual IP website (docs/api.md).',
      },
      webhooks: {
        event: {
          post: {
            summary: `What WEBHOOK_URL receives for each event: ${WEBHOOK_EVENTS.join(', ')}`,
            requestBody: { required: true, content: { 'application/json': { schema: WebhookPayloadSchema as object } } },
            responses: { '200': { description: 'Any 2xx: received; anything else is retried with back-off' } },
          },
        },
      },
    },
  };
}
