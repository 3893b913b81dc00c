import { currentVisit } from './visit';

/** A form's values with the visit's source (landing page, referrer host, campaign, pages seen) when the visit is tracked. */
export function withSource<T extends object>(payload: T): T {
  const source = currentVisit();
  return source ? { ...payload, source } : payload;
}
