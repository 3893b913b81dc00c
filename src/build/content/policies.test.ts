import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { pages } from '../manifest';
import { PRIVACY_PATH, SECURITY_POLICY_PATH } from '../../model/legalPaths';
import { company } from './company';
import { loadSiteFiles } from './loadSiteFiles';
import { paragraphOf, policyDocument, policyFacts } from './policies';
import { templateNames } from '../../model/markdownTemplates';
import { DAY_MS, readRetention } from '../../shared/retention';
import { CONFIRMATION_VALID_MS, UNCONFIRMED_KEPT_MS } from '../../../server/newsletter/subscriptions';
import { NEWSLETTER_PAGES } from '../../model/newsletterPaths';
import { policyText } from '../../model/policyText';
import type { PolicyDocument } from '../../model/schemas/records';

/** The privacy page's data as the build reads it (the manifest evaluates it from the environment). */
const notice = () => pages.find((page) => page.path === PRIVACY_PATH)?.data as PolicyDocument;
const sectionText = (document: PolicyDocument, id: string) => {
  const section = document.sections.find((entry) => entry.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return policyText({ ...document, intro: '', sections: [section] });
};

afterEach(() => vi.unstubAllEnvs());

describe('privacy notice', () => {
  it('states the retention periods the server enforces, from the same defaults', () => {
    const { retention } = loadConfig({});
    const text = sectionText(notice(), 'retention');
    expect(text).toContain(`${retention.submissionsDays} days`);
    expect(text).toContain(`${retention.vitalsDays} days`);
    expect(text).toContain(`after ${retention.analyticsDays} days`);
    expect(text).toMatch(new RegExp(`${retention.bookingsDays} days( \\(\\d+ years?\\))? after the meeting’s planned end`));
  });

  it('states the periods set in the environment, as the server reads them', () => {
    vi.stubEnv('RETENTION_DAYS_SUBMISSIONS', '365');
    vi.stubEnv('RETENTION_DAYS_VITALS', '30');
    vi.stubEnv('RETENTION_DAYS_ANALYTICS', '14');
    vi.stubEnv('RETENTION_DAYS_BOOKINGS', '400');
    expect(loadConfig(process.env).retention).toEqual({ submissionsDays: 365, vitalsDays: 30, analyticsDays: 14, bookingsDays: 400 });
    const text = sectionText(notice(), 'retention');
    expect(text).toContain('365 days');
    expect(text).toContain('400 days after the meeting’s planned end');
    expect(text).toContain('30 days');
    expect(text).toContain('after 14 days');
    expect(text).not.toContain('730');
  });

  it('states how long a newsletter link works and a sign-up never confirmed is kept, as the server enforces them', () => {
    const days = (ms: number) => `${ms / DAY_MS} days`;
    expect(sectionText(notice(), 'retention')).toContain(`${days(UNCONFIRMED_KEPT_MS)} after the confirmation e-mail was requested`);
    const invalidLink = pages.find((page) => page.path === NEWSLETTER_PAGES.invalidLink)?.data as { text: string };
    expect(invalidLink.text).toContain(days(CONFIRMATION_VALID_MS));
  });

  it('names the controller from the company facts and links to the disclosure policy', () => {
    const document = notice();
    const controller = sectionText(document, 'controller');
    for (const fact of [company.legalName, company.email, company.address.street, company.phone.display]) expect(controller).toContain(fact);
    const links = document.sections
      .flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])
      .flatMap((paragraph) => (typeof paragraph === 'string' ? [] : paragraph.filter((part) => typeof part !== 'string')));
    expect(links.map((link) => link.href)).toEqual(expect.arrayContaining([`mailto:${company.email}`, SECURITY_POLICY_PATH]));
  });

  it('covers every topic the notice must', () => {
    expect(notice().sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        'controller',
        'what-we-collect',
        'legal-basis',
        'recipients',
        'retention',
        'cookies',
        'statistics',
        'performance',
        'chat',
        'your-rights',
      ]),
    );
  });
});

describe('the policies as content', () => {
  const facts = policyFacts(readRetention({}));
  const { privacy, security } = loadSiteFiles().pages;

  it('name only facts that exist, in every paragraph and point', () => {
    const templates = [privacy, security].flatMap((copy) => [
      copy.intro,
      ...copy.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])]),
    ]);
    expect(templates.flatMap((template) => templateNames(template, facts).missing)).toEqual([]);
  });

  it('state the disclosure timeline of security.yaml, which the chat answers from too', () => {
    const edited = { ...security, timeline: { ...security.timeline, acknowledgeDays: 2, fixWithinDays: 60 } };
    const text = policyText(policyDocument(edited, { ...facts, timeline: edited.timeline }, 'security.yaml'));
    expect(text).toContain('within 2 business days');
    expect(text).toContain('within 60 days');
    expect(text).not.toContain(`within ${security.timeline.fixWithinDays} days`);
  });

  it('read Markdown links as links and refuse any other Markdown', () => {
    expect(paragraphOf('Write to [us](mailto:us@example.com) today.', 'probe')).toEqual([
      'Write to ',
      { text: 'us', href: 'mailto:us@example.com' },
      ' today.',
    ]);
    expect(paragraphOf('Plain text, Article 6(1)(b), utm_source and /404.', 'probe')).toBe('Plain text, Article 6(1)(b), utm_source and /404.');
    expect(() => paragraphOf('Some *emphasis*.', 'probe')).toThrow(/probe: only text and links/);
    expect(() => paragraphOf('One.\n\nTwo.', 'probe')).toThrow(/one paragraph/);
  });
});
