import path from 'node:path';
import { BACK_LINK_ATTRIBUTE, FORM_PROBLEM_PATH, PROBLEM_LIST_ATTRIBUTE } from '../../src/model/formPages';
import { pageFileOf } from '../../src/model/pageFiles';
import { ConfigError } from '../config';
import { escapeHtml } from '../html';
import { builtApiOrigin, siteManifest } from '../siteManifest';
import { inlineScriptHashes, readIfPresent } from './pages';
import { contentSecurityPolicy } from './securityHeaders';

/** A filled-in problem page and the policy that allows its inline scripts. */
export interface ProblemPageAnswer {
  html: string;
  csp: string;
}

export type RenderProblemPage = (problems: readonly string[], backHref: string) => ProblemPageAnswer;

const LIST = new RegExp(`(<ul\\b[^>]*\\s${PROBLEM_LIST_ATTRIBUTE}=""[^>]*>)(</ul>)`);
const BACK_LINK = new RegExp(`<a\\b[^>]*\\s${BACK_LINK_ATTRIBUTE}=""[^>]*>`);

const listItems = (problems: readonly string[]) => problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('');

/** The prerendered page (dist/form-not-sent.html) with its list and link filled in. */
export function problemPageFrom(template: string, apiOrigin?: string): RenderProblemPage {
  if (!LIST.test(template) || !BACK_LINK.test(template)) {
    throw new ConfigError(`the build's ${FORM_PROBLEM_PATH} page has no problem list or back link: rebuild the site (npm run build)`);
  }
  const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(template), apiOrigin });
  return (problems, backHref) => ({
    html: template
      .replace(LIST, (_match, open: string, close: string) => `${open}${listItems(problems)}${close}`)
      .replace(BACK_LINK, (tag) => tag.replace(/\shref="[^"]*"/, ` href="${escapeHtml(backHref)}"`)),
    csp,
  });
}

/** The same page, plain, for an API that runs without the built pages beside it: its copy from the build's manifest. */
function plainProblemPage(internalDir: string): RenderProblemPage {
  const page = siteManifest(internalDir).formProblem;
  const { heading, text, backLabel } = page;
  const csp = contentSecurityPolicy();
  return (problems, backHref) => ({
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head>` +
      `<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p><ul>${listItems(problems)}</ul>` +
      `<p><a href="${escapeHtml(backHref)}">${escapeHtml(backLabel)}</a></p></main></body></html>`,
    csp,
  });
}

/** The problem page of the build in distDir, or the plain one where there is no build. */
export async function loadProblemPage(distDir: string, internalDir: string): Promise<RenderProblemPage> {
  const template = await readIfPresent(path.join(distDir, pageFileOf(FORM_PROBLEM_PATH)));
  return template === undefined ? plainProblemPage(internalDir) : problemPageFrom(template.toString('utf8'), builtApiOrigin(internalDir));
}
