import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { plainText } from '../../src/content/policy';
import { privacyNotice } from '../../src/content/privacy';
import { PRIVACY_PATH } from '../../src/site/legalPaths';
import type { Retention } from '../../src/shared/retention';

/** Text as React writes it into prerendered HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * True when the privacy notice in the built site states these retention periods. The build and the
 * server read the same settings, but from their own environments: a server started with periods the
 * build did not see would enforce one thing and tell visitors another.
 */
export function noticeStates(html: string, retention: Retention): boolean {
  const section = privacyNotice(retention).sections.find((entry) => entry.id === 'retention');
  return (section?.points ?? []).every((point) => html.includes(escapeHtml(plainText(point))));
}

/** A warning for the log when dist/'s privacy notice states other periods than the server enforces; undefined when it agrees or is absent. */
export async function noticeMismatch(distDir: string, retention: Retention): Promise<string | undefined> {
  const html = await readFile(path.join(distDir, PRIVACY_PATH.slice(1), 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined || noticeStates(html, retention)) return undefined;
  return `the privacy notice in ${distDir} states other retention periods than this server enforces (RETENTION_DAYS_SUBMISSIONS=${retention.submissionsDays}, RETENTION_DAYS_VITALS=${retention.vitalsDays}, RETENTION_DAYS_ANALYTICS=${retention.analyticsDays}): build the site with the same settings`;
}
