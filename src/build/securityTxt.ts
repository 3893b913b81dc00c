import { company } from './content/company';
import { DAY_MS } from '../shared/retention';
import { joinSiteUrl } from '../siteUrl';
import { SECURITY_POLICY_PATH, SECURITY_TXT_PATH } from '../model/legalPaths';

/** Fields of /.well-known/security.txt that are settings, not the company's facts (RFC 9116). */
const securityTxtFacts = {
  preferredLanguages: ['en'],
  /** Expires is set this many days after the build: under the year RFC 9116 recommends at most. */
  expiresAfterDays: 180,
} as const;

/** /.well-known/security.txt (RFC 9116), written into dist/ by the build. */
export function securityTxt(siteUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + securityTxtFacts.expiresAfterDays * DAY_MS);
  return [
    `# Security contact of ${company.name}: how to report a vulnerability (RFC 9116).`,
    `Contact: mailto:${company.securityEmail}`,
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${securityTxtFacts.preferredLanguages.join(', ')}`,
    `Canonical: ${joinSiteUrl(siteUrl, SECURITY_TXT_PATH)}`,
    `Policy: ${joinSiteUrl(siteUrl, SECURITY_POLICY_PATH)}`,
    '',
  ].join('\n');
}

/** The fields of a security.txt, by name (lower case), in order; comments and blank lines skipped. */
export function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z0-9-]+): (.+)$/.exec(line);
    if (!match) throw new Error(`security.txt: not a field line: ${JSON.stringify(line)}`);
    const name = (match[1] as string).toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2] as string]);
  }
  return fields;
}

/** What is wrong with a security.txt for this site (empty when nothing): every field RFC 9116 and we ask for. */
export function securityTxtProblems(text: string, siteUrl: string, now: Date): string[] {
  let fields: Map<string, string[]>;
  try {
    fields = parseSecurityTxt(text);
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  const one = (name: string) => {
    const values = fields.get(name.toLowerCase()) ?? [];
    if (values.length !== 1) problems.push(`security.txt: ${name} appears ${values.length} times, expected once`);
    return values[0] ?? '';
  };
  const contacts = fields.get('contact') ?? [];
  if (!contacts.includes(`mailto:${company.securityEmail}`)) problems.push(`security.txt: Contact is not mailto:${company.securityEmail}`);
  const expires = one('Expires');
  const expiresAt = Date.parse(expires);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(expires) || Number.isNaN(expiresAt))
    problems.push(`security.txt: Expires is not an RFC 3339 UTC time: ${expires}`);
  else if (expiresAt <= now.getTime()) problems.push(`security.txt: expired on ${expires}; rebuild the site`);
  else if (expiresAt - now.getTime() >= 365 * DAY_MS) problems.push(`security.txt: Expires ${expires} is a year or more away`);
  if (one('Preferred-Languages') !== securityTxtFacts.preferredLanguages.join(', ')) problems.push('security.txt: Preferred-Languages is not the company’s');
  if (one('Canonical') !== joinSiteUrl(siteUrl, SECURITY_TXT_PATH)) problems.push(`security.txt: Canonical is not ${joinSiteUrl(siteUrl, SECURITY_TXT_PATH)}`);
  if (one('Policy') !== joinSiteUrl(siteUrl, SECURITY_POLICY_PATH)) problems.push(`security.txt: Policy is not ${joinSiteUrl(siteUrl, SECURITY_POLICY_PATH)}`);
  return problems;
}
