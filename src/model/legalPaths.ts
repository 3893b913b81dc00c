/** Paths of the pages the footer and the forms link to, and that /.well-known/security.txt names. */
export const PRIVACY_PATH = '/privacy';
export const SECURITY_POLICY_PATH = '/security';
export const SECURITY_TXT_PATH = '/.well-known/security.txt';
