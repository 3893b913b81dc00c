/** The manifest the server reads (src/model/siteManifest.ts), from the route manifest and the content files. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readRetention } from '../shared/retention';
import { FORM_PROBLEM_PATH } from '../model/formPages';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../model/siteManifest';
import type { Company } from '../model/schemas/pageSchemas';
import type { FaqDocument, SearchDocument } from '../model/search/documents';
import { company } from './content/company';
import { loadSiteFiles } from './content/loadSiteFiles';
import { pages } from './manifest';
import { buildFaqDocuments, buildSearchDocuments } from './searchDocuments';

export function siteManifest(env: Record<string, string | undefined> = process.env): SiteManifest {
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
  };
}

/** Writes the manifest into the built site (dist/_server/site.json). */
export async function writeSiteManifest(dir: string): Promise<void> {
  const file = path.join(dir, SITE_MANIFEST_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(siteManifest())}\n`);
}

/** What the chat answers from, as the manifest gives it to the server (for tests and the chat's bench). */
export function chatKnowledge(): { documents: SearchDocument[]; faqs: FaqDocument[]; company: Company } {
  return { documents: buildSearchDocuments(), faqs: buildFaqDocuments(), company };
}
