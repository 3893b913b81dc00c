/**
 * The chat panel's text where the chat cannot run (content/site/assistant.yaml, replies.noScript):
 * a Mustache template over the company facts, rendered at build time into the prerendered panel, so
 * an editor who changes the phone number or the e-mail address changes it here too.
 */
import { renderMarkdown, templateNames } from '../../model/markdownTemplates';
import type { Company } from '../../model/schemas/pageSchemas';
import type { SiteFiles } from './loadSiteFiles';

type NoScriptFiles = Pick<SiteFiles, 'assistant' | 'company'>;

const view = ({ company }: Pick<SiteFiles, 'company'>): { company: Company } => ({ company });

/** The names the template reads that the company facts do not hold ({{company.fax}}): a content mistake. */
export const unknownNoScriptNames = (template: string, files: Pick<SiteFiles, 'company'>): string[] => templateNames(template, view(files)).missing;

/** The panel's text as markdown (nothing escaped: the panel renders markdown and never raw HTML). */
export const chatNoScriptText = ({ assistant, company }: NoScriptFiles): string => renderMarkdown(assistant.replies.noScript, view({ company }));
