/**
 * What POST /vitals accepts, as a JSON schema the server validates with. The browser's type of a
 * batch is derived from it with a type-only import, so no schema code reaches the browser.
 */
import { Type, type Static } from 'typebox';
import { MAX_SAMPLES_PER_BATCH, METRIC_NAMES } from './vitals';

export const MAX_PAGE = 200;
export const MAX_ID = 100;

export const VitalSampleSchema = Type.Object(
  {
    name: Type.Enum(METRIC_NAMES),
    // ajv's 'number' is finite: 1e400, which JSON.parse makes Infinity, fails it.
    value: Type.Number({ minimum: 0 }),
    /** web-vitals' metric id, e.g. "v5-1732190000000-8412345678901"; a re-report of a metric keeps it. */
    id: Type.String({ minLength: 1, maxLength: MAX_ID, pattern: '^[A-Za-z0-9._-]+$' }),
  },
  { additionalProperties: false },
);

export const VitalsBatchSchema = Type.Object(
  {
    /** location.pathname of the page measured. */
    page: Type.String({ minLength: 1, maxLength: MAX_PAGE, pattern: '^/' }),
    samples: Type.Array(VitalSampleSchema, { minItems: 1, maxItems: MAX_SAMPLES_PER_BATCH }),
  },
  { additionalProperties: false },
);

export type VitalSample = Static<typeof VitalSampleSchema>;
export type VitalsBatch = Static<typeof VitalsBatchSchema>;
