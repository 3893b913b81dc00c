/**
 * The policies' pages, /privacy and /security, from their content files (content/pages/privacy.yaml,
 * security.yaml): each paragraph and point a Mustache template over the facts, its text Markdown with
 * links and nothing else. The privacy notice states the retention periods from the same settings the
 * server enforces (src/shared/retention.ts); what it describes is what the code does (the forms, the
 * bookings, the notifications, the chat, the vitals beacon, the visit statistics, the request log
 * and the purge).
 */
import type { PhrasingContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { PRIVACY_PATH, SECURITY_POLICY_PATH } from '../../model/legalPaths';
import { renderMarkdown } from '../../model/markdownTemplates';
import type { PolicyCopy } from '../../model/schemas/pageSchemas';
import type { Inline, Paragraph, PolicyDocument } from '../../model/schemas/records';
import { IDEMPOTENCY_KEY_TTL_HOURS, NEWSLETTER_LINK_DAYS, UNCONFIRMED_SIGN_UP_DAYS, type Retention } from '../../shared/retention';
import { company, formattedAddress } from './company';
import { loadSiteFiles } from './loadSiteFiles';

/** Whole years when the days are a multiple of 365, so the notice reads "730 days (2 years)". */
export function period(days: number): string {
  const unit = days === 1 ? 'day' : 'days';
  return days % 365 === 0 ? `${days} ${unit} (${days / 365} year${days === 365 ? '' : 's'})` : `${days} ${unit}`;
}

/** What the policies' templates may name. */
export function policyFacts(retention: Retention) {
  return {
    company: { ...company, address: { ...company.address, oneLine: formattedAddress.join(', ') } },
    periods: {
      submissions: period(retention.submissionsDays),
      bookings: period(retention.bookingsDays),
      vitals: period(retention.vitalsDays),
      analytics: period(retention.analyticsDays),
      unconfirmedNewsletter: period(UNCONFIRMED_SIGN_UP_DAYS),
    },
    newsletterLinkDays: NEWSLETTER_LINK_DAYS,
    idempotencyKeyHours: IDEMPOTENCY_KEY_TTL_HOURS,
    paths: { privacy: PRIVACY_PATH, security: SECURITY_POLICY_PATH },
    timeline: loadSiteFiles().pages.security.timeline,
  };
}

const parser = unified().use(remarkParse);

function inlineOf(node: PhrasingContent, where: string): Inline {
  if (node.type === 'text') return node.value;
  const [label, ...rest] = node.type === 'link' ? node.children : [];
  if (node.type === 'link' && label?.type === 'text' && rest.length === 0) return { text: label.value, href: node.url };
  throw new Error(`${where}: only text and links [text](address), not ${node.type}`);
}

/** A paragraph's Markdown as the policy view renders it: plain text, or text with links. */
export function paragraphOf(markdown: string, where: string): Paragraph {
  const [block, ...rest] = parser.parse(markdown).children;
  if (block?.type !== 'paragraph' || rest.length > 0)
    throw new Error(`${where}: one paragraph of text and links, not ${[block, ...rest].map((node) => node?.type).join(', ')}`);
  const parts = block.children.map((node) => inlineOf(node, where));
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}

/** A policy page's document, its templates rendered over the facts; `file` names it in errors. */
export function policyDocument(copy: PolicyCopy, facts: object, file: string): PolicyDocument {
  const render = (template: string, where: string) => paragraphOf(renderMarkdown(template, facts), `${file}: ${where}`);
  return {
    title: copy.title,
    intro: renderMarkdown(copy.intro, facts),
    updated: copy.updated,
    sections: copy.sections.map(({ id, heading, paragraphs, points }) => ({
      id,
      heading,
      paragraphs: paragraphs.map((paragraph, index) => render(paragraph, `sections ${id} paragraphs ${index}`)),
      ...(points ? { points: points.map((point, index) => render(point, `sections ${id} points ${index}`)) } : {}),
    })),
  };
}

export const privacyNotice = (retention: Retention): PolicyDocument =>
  policyDocument(loadSiteFiles().pages.privacy, policyFacts(retention), 'content/pages/privacy.yaml');

export const securityPolicy = (retention: Retention): PolicyDocument =>
  policyDocument(loadSiteFiles().pages.security, policyFacts(retention), 'content/pages/security.yaml');
