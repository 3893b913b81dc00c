/**
 * The visitor's time zone and the zones they may choose instead: IANA names, from the browser's
 * own Intl (no date library).
 */

/** The zone the browser runs in ('Asia/Kolkata'; some engines say 'Asia/Calcutta'), UTC when it says none. */
export function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Every zone the browser knows, sorted, with UTC and `current` among them (engines list neither
 * UTC nor every alias they resolve to, such as Chromium's 'Asia/Calcutta' for 'Asia/Kolkata').
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', current])].sort((a, b) => a.localeCompare(b));
}

/** How a zone reads in the list: 'America/New York'. */
export const zoneOptionLabel = (zone: string) => zone.replaceAll('_', ' ');
