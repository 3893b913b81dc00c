/** The manifest the server reads (src/model/siteManifest.ts), from the route manifest and the content files. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readRetention, UNCONFIRMED_SIGN_UP_DAYS } from '../shared/retention';
import { FORM_PROBLEM_PATH } from '../model/formPages';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../model/siteManifest';
import { apiBaseUrl } from '../siteUrl';
import type { ChatKnowledge } from '../model/chatKnowledge';
import { company } from './content/company';
import { loadSiteFiles } from './content/loadSiteFiles';
import { pages } from './manifest';
import { buildFaqDocuments, buildSearchDocuments } from './searchDocuments';
import { privacyNotice, securityPolicy } from './content/policies';
import { sectionTexts } from '../model/policyText';

export function siteManifest(env: Record<string, string | undefined> = process.env): SiteManifest {
  const apiUrl = apiBaseUrl(env.VITE_API_URL);
  const problem = pages.find((page) => page.view === 'form-problem');
  if (problem?.view !== 'form-problem') throw new Error(`manifest: no ${FORM_PROBLEM_PATH} page`);
  const { heading, text, backLabel } = problem.data;
  return {
    pages: pages.map((page) => ({ path: page.path, title: page.title })),
    formProblem: { title: problem.title, heading, text, backLabel },
    chat: chatKnowledge(env),
    company,
    emails: loadSiteFiles().emails,
    booking: loadSiteFiles().booking,
    privacyRetention: readRetention(env),
    ...(apiUrl ? { apiUrl } : {}),
  };
}

/** Writes the manifest into the internal folder (dist-internal/site.json), with the build's settings. */
export async function writeSiteManifest(internalDir: string, env: Record<string, string | undefined> = process.env): Promise<void> {
  await mkdir(internalDir, { recursive: true });
  await writeFile(path.join(internalDir, SITE_MANIFEST_FILE), `${JSON.stringify(siteManifest(env))}\n`);
}

let ofThisProcess: ChatKnowledge | undefined;

/** What the chat answers from, as the manifest gives it to the server (and to tests and the chat's bench: the same object for the process's settings). */
export function chatKnowledge(env: Record<string, string | undefined> = process.env): ChatKnowledge {
  if (env === process.env) return (ofThisProcess ??= knowledgeOf(env));
  return knowledgeOf(env);
}

function knowledgeOf(env: Record<string, string | undefined>): ChatKnowledge {
  const { booking, assistant, pages: files } = loadSiteFiles();
  const { meetingMinutes, minimumNoticeHours, horizonDays, holidays, consultants } = booking;
  return {
    documents: buildSearchDocuments(),
    faqs: buildFaqDocuments(),
    assistant,
    facts: {
      company,
      booking: { meetingMinutes, minimumNoticeHours, horizonDays, holidays, consultants: consultants.map(({ name }) => ({ name })) },
      pages: { about: files.about, awards: files.awards, contact: files.contact, home: files.home, newsletter: files.newsletter, booking: files.booking },
      retention: readRetention(env),
      newsletter: { unconfirmedDays: UNCONFIRMED_SIGN_UP_DAYS },
      security: { ...files.security.timeline },
      policies: { privacy: sectionTexts(privacyNotice(readRetention(env))), security: sectionTexts(securityPolicy(readRetention(env))) },
    },
  };
}
