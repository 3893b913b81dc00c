import { NoContentSchema, RefusalSchema } from '../../src/shared/apiContract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { MAX_SAMPLES_PER_BATCH, METRIC_NAMES, THRESHOLDS } from '../../src/shared/vitals';
import type { VitalSample } from '../../src/shared/vitalsSchema';
import { MAX_ID, MAX_PAGE, VitalsBatchSchema } from '../../src/shared/vitalsSchema';
import { normalisePage } from '../pages/knownPages';
import { orUnavailable } from '../store/unavailable';
import { storeVitals } from '../store/vitals';
import { refuseOtherSites } from './fromTheSite';

export const VITALS_PATH = '/vitals';
export const VITALS_BODY_LIMIT = 4 * 1024;
/** Far above any real measurement: a larger value comes from a broken or forged report. */
const MAX_VALUE = { ms: 600_000, '': 100 } as const;

/** What each part of a batch must be, by the last segment of its path ('sample' for an array item). */
const RULES: Record<string, string> = {
  body: 'must be an object {page, samples}',
  page: `must be a path of 1–${MAX_PAGE} characters starting with /`,
  samples: `must be a list of 1–${MAX_SAMPLES_PER_BATCH} samples`,
  sample: 'must be an object {name, value, id}',
  name: `must be one of ${METRIC_NAMES.join(', ')}`,
  value: 'must be a number ≥ 0',
  id: `must be 1–${MAX_ID} letters, digits, dots, underscores or hyphens`,
};

/** The first schema violation in words ('samples[2].name must be one of …'), not in ajv's keywords. */
function describeInvalid(issue: FastifySchemaValidationError | undefined): string {
  const segments = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const label = segments.map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index > 0 ? `.${segment}` : segment)).join('');
  const within = label ? `${label}.` : '';
  if (issue?.keyword === 'additionalProperties') return `Unknown field: ${within}${String(issue.params.additionalProperty)}`;
  if (issue?.keyword === 'required') return `Missing field: ${within}${String(issue.params.missingProperty)}`;
  const last = segments.at(-1) ?? 'body';
  return `${label || 'body'} ${RULES[/^\d+$/.test(last) ? 'sample' : last] ?? 'is not valid'}`;
}

function valueError(samples: readonly VitalSample[]): string | undefined {
  for (const [index, { name, value }] of samples.entries()) {
    const { unit } = THRESHOLDS[name];
    const max = MAX_VALUE[unit];
    if (value > max) return `samples[${index}].value must be 0–${max}${unit ? ` ${unit}` : ''} for ${name}`;
  }
  return undefined;
}

/** POST /vitals {page, samples}: real-user Core Web Vitals, sent by the site's pages with sendBeacon (another site's: 403). */
export const vitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // sendBeacon with a string sends text/plain (a CORS-simple request: no preflight); the text is JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    VITALS_PATH,
    {
      bodyLimit: VITALS_BODY_LIMIT,
      onRequest: refuseOtherSites(app),
      config: { rateLimit: { max: app.config.rateLimit.vitalsPerMinute, timeWindow: '1 minute' }, describeInvalid },
      schema: { body: VitalsBatchSchema, response: { 204: NoContentSchema, '4xx': RefusalSchema } },
    },
    async (request, reply) => {
      const error = valueError(request.body.samples);
      if (error) return reply.code(400).send({ error });
      await orUnavailable(storeVitals(app.store.db, normalisePage(request.body.page), request.body.samples));
      return reply.code(204).send(null);
    },
  );
};
