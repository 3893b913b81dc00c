/**
 * A time zone named by a visitor's browser (Intl.DateTimeFormat().resolvedOptions().timeZone), as the
 * server takes it: an IANA name the runtime knows ("Asia/Kolkata", "UTC"), never an offset or an
 * abbreviation. Anything else is not a zone, and the caller falls back to UTC.
 */
const MAX_NAME = 64;

/**
 * Names the runtime accepted: constructing a formatter to ask is costly (measured: docs/performance.md,
 * "Measurements behind the code"), and the answer does not change while it runs. Made-up names are not
 * kept, and the runtime takes any letter case, so the set stops growing at a size the real names (some
 * 600) do not reach.
 */
const KNOWN = new Set<string>();
const MAX_KNOWN = 2_000;

/**
 * The name when it is an IANA time zone the runtime knows, else undefined. The name is kept as
 * given: some ICU versions canonicalise to older names ("Asia/Calcutta" for "Asia/Kolkata").
 */
export function ianaTimeZone(name: string | undefined): string | undefined {
  if (!name || name.length > MAX_NAME || (!name.includes('/') && name !== 'UTC')) return undefined;
  if (KNOWN.has(name)) return name;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    if (KNOWN.size < MAX_KNOWN) KNOWN.add(name);
    return name;
  } catch {
    return undefined;
  }
}
