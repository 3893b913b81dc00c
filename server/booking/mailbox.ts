import normalizeEmail from 'validator/lib/normalizeEmail';

/**
 * One mailbox however its address is spelled, for the limit on upcoming bookings per address:
 * validator's normalisation (lower case; Gmail's dots; the sub-address of Gmail, Outlook, Yahoo and
 * iCloud), and a "+tag" dropped for every domain, as most mail servers deliver a+tag@ to a@.
 */
export function mailboxOf(email: string): string {
  const normal = normalizeEmail(email.trim()) || email.trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  const local = normal.slice(0, at);
  const untagged = local.split('+')[0] || local;
  return `${untagged}${normal.slice(at)}`;
}
