/**
 * Whether a name is an IANA time zone the runtime knows ("Europe/London", "UTC"), not an offset
 * ("+05:30") or an abbreviation ("EST"), which Intl would also take. The availability file's check
 * and the booking API's use this one rule.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
