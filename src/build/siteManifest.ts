/** The manifest the server reads (src/model/siteManifest.ts), from the route manifest and the content files. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readRetention } from '../shared/retention';
import { FORM_PROBLEM_PATH } from '../model/formPages';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../model/siteManifest';
import { apiBaseUrl } from '../siteUrl';
import type { Company } from '../model/schemas/pageSchemas';
import type { FaqDocument, SearchDocument } from '../model/search/documents';
import { company } from './content/company';
import { loadSiteFiles } from './content/loadSiteFiles';
import { pages } from './manifest';
import { buildFaqDocuments, buildSearchDocuments } from './searchDocuments';

export function siteManifest(env: Record<string, string | undefined> = process.env): SiteManifest {
  const apiUrl = apiBaseUrl(env.VITE_API_URL);
  const problem = pages.find((page) => page.view === 'form-problem');
  if (problem?.view !== 'form-problem') throw new Error(`manifest: no ${FORM_PROBLEM_PATH} page`);
  const { heading, text, backLabel } = problem.data;
  return {
    pages: pages.map((page) => ({ path: page.path, title: page.title })),
    formProblem: { title: problem.title, heading, text, backLabel },
    chat: { documents: buildSearchDocuments(), faqs: buildFaqDocuments() },
    company,
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

/** What the chat answers from, as the manifest gives it to the server (for tests and the chat's bench). */
export function chatKnowledge(): { documents: SearchDocument[]; faqs: FaqDocument[]; company: Company } {
  return { documents: buildSearchDocuments(), faqs: buildFaqDocuments(), company };
}
