/** The vulnerability disclosure policy (/security), which /.well-known/security.txt points to. */
import { PRIVACY_PATH } from '../../model/legalPaths';
import { company } from './company';
import type { PolicyDocument } from '../../model/schemas/records';

/** What a reporter can expect, in business days (policy text) — one place for the numbers. */
export const disclosureTimeline = { acknowledgeDays: 3, assessDays: 10, updateEveryDays: 14, fixWithinDays: 90 } as const;

/** Fields of /.well-known/security.txt that are facts, not derived from the build (RFC 9116). */
export const securityTxtFacts = {
  preferredLanguages: ['en'],
  /** Expires is set this many days after the build: under the year RFC 9116 recommends at most. */
  expiresAfterDays: 180,
} as const;

const mail = { text: company.securityEmail, href: `mailto:${company.securityEmail}` };
const t = disclosureTimeline;

export const securityPolicy: PolicyDocument = {
  title: 'Vulnerability Disclosure Policy',
  intro: `Security is our work. If you believe you have found a vulnerability in a ${company.name} website or service, we want to hear from you, and we will work with you to fix it.`,
  updated: '2026-11-22',
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      paragraphs: ['This policy covers this website: every page under its address, its forms, the chat assistant and the API they use.'],
    },
    {
      id: 'out-of-scope',
      heading: 'Out of scope',
      paragraphs: ['Please do not test or report:'],
      points: [
        'denial of service, load or stress testing, or anything that degrades the service for others;',
        'social engineering or phishing of our staff, and physical attacks on our offices;',
        'third-party services we link to, such as social networks (report those to their owners);',
        'findings from automated scanners without a demonstrated impact, and missing best practices with no security consequence.',
      ],
    },
    {
      id: 'how-to-report',
      heading: 'How to report',
      paragraphs: [['E-mail ', mail, ' with:']],
      points: [
        'the address or component affected, and what an attacker could do;',
        'the steps to reproduce it, with any proof-of-concept code or screenshots;',
        'how you would like to be credited, if at all.',
      ],
    },
    {
      id: 'what-to-expect',
      heading: 'What you can expect from us',
      paragraphs: ['When you report in good faith under this policy, we will:'],
      points: [
        `confirm that we received your report within ${t.acknowledgeDays} business days;`,
        `tell you within ${t.assessDays} business days whether we could reproduce it and how severe we consider it;`,
        `keep you informed of our progress at least every ${t.updateEveryDays} days until it is fixed;`,
        `aim to fix valid vulnerabilities within ${t.fixWithinDays} days, and agree with you when details are published;`,
        'credit you publicly once it is fixed, if you wish. We do not offer payment for reports.',
      ],
    },
    {
      id: 'safe-harbour',
      heading: 'Safe harbour',
      paragraphs: [
        'We consider research that follows this policy authorised. We will not take legal action against you or report you to law enforcement for it, and if a third party does, we will make it known that you acted in line with this policy.',
        'In return, please:',
      ],
      points: [
        'stop as soon as you have shown the vulnerability: do not keep, change or delete data that is not yours, and do not move further into our systems;',
        [
          'never read more personal data than needed to show the problem, and tell us if you came across any (see our ',
          { text: 'privacy notice', href: PRIVACY_PATH },
          ');',
        ],
        `give us reasonable time to fix the problem (${t.fixWithinDays} days unless we agree otherwise) before telling anyone else.`,
      ],
    },
  ],
};
