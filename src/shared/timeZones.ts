/**
 * A time zone named by a visitor's browser (Intl.DateTimeFormat().resolvedOptions().timeZone), as the
 * server takes it: an IANA name the runtime knows ("Asia/Kolkata", "UTC"), never an offset or an
 * abbreviation. Anything else is not a zone, and the caller falls back to UTC.
 */
const MAX_NAME = 64;

/**
 * The name when it is an IANA time zone the runtime knows, else undefined. The name is kept as
 * given: some ICU versions canonicalise to older names ("Asia/Calcutta" for "Asia/Kolkata").
 */
export function ianaTimeZone(name: string | undefined): string | undefined {
  if (!name || name.length > MAX_NAME || (!name.includes('/') && name !== 'UTC')) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return undefined;
  }
}
