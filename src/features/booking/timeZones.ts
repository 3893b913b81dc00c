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
 * Every zone the browser knows, sorted as the list reads, with UTC and `current` among them (engines list neither
 * UTC nor every alias they resolve to, such as Chromium's 'Asia/Calcutta' for 'Asia/Kolkata').
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // One option per city: the current zone stands for any other name of its city.
  const currentLabel = zoneOptionLabel(current);
  const others = known.filter((zone) => zone === current || zoneOptionLabel(zone) !== currentLabel);
  return [...new Set([...others, 'UTC', current])]
    .map((zone) => ({ zone, label: zoneOptionLabel(zone) }))
    .sort((a, b) => a.label.localeCompare(b.label))
    .map(({ zone }) => zone);
}

/**
 * The old names ICU (and so Chromium) still gives for cities since renamed in the IANA database;
 * the list shows the city as it is called now, and the value stays the name the engine knows.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** How a zone reads in the list: 'America/New York', 'Asia/Kolkata' for Chromium's 'Asia/Calcutta'. */
export const zoneOptionLabel = (zone: string) => (RENAMED[zone] ?? zone).replaceAll('_', ' ');
