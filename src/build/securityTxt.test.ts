import { describe, expect, it } from 'vitest';
import { company } from './content/company';
import { parseSecurityTxt, securityTxt, securityTxtProblems } from './securityTxt';

const SITE = 'https://www.example.test';
const BUILT = new Date('2026-11-22T10:00:00Z');

describe('/.well-known/security.txt', () => {
  it('has every field RFC 9116 and the issue ask for', () => {
    const fields = parseSecurityTxt(securityTxt(SITE, BUILT));
    expect(fields.get('contact')).toEqual([`mailto:${company.securityEmail}`]);
    const expires = Date.parse(fields.get('expires')?.[0] ?? '');
    expect(expires).toBeGreaterThan(BUILT.getTime());
    expect(expires - BUILT.getTime()).toBeLessThan(365 * 86_400_000);
    expect(fields.get('preferred-languages')).toEqual(['en']);
    expect(fields.get('canonical')).toEqual([`${SITE}/.well-known/security.txt`]);
    expect(fields.get('policy')).toEqual([`${SITE}/security`]);
    expect(securityTxtProblems(securityTxt(SITE, BUILT), SITE, BUILT)).toEqual([]);
  });

  it('reports a file that has expired, lacks a field, names another site or does not parse', () => {
    const text = securityTxt(SITE, BUILT);
    expect(securityTxtProblems(text, SITE, new Date('2028-01-01T00:00:00Z'))).toEqual([expect.stringMatching(/expired on/)]);
    expect(securityTxtProblems(text.replace(/^Policy: .*\n/m, ''), SITE, BUILT)).toEqual([
      expect.stringMatching(/Policy appears 0 times/),
      expect.stringMatching(/Policy is not/),
    ]);
    expect(securityTxtProblems(text, 'https://other.test', BUILT)).toHaveLength(2);
    expect(securityTxtProblems('Contact mailto:x@y.test', SITE, BUILT)).toEqual([expect.stringMatching(/not a field line/)]);
  });
});
