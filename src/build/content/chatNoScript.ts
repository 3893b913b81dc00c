/**
 * The chat panel's text where the chat cannot run (content/site/assistant.yaml, replies.noScript):
 * a Mustache template over the company facts, rendered at build time into the prerendered panel, so
 * an editor who changes the phone number or the e-mail address changes it here too.
 */
import Mustache from 'mustache';
import type { Company } from '../../model/schemas/pageSchemas';
import type { SiteFiles } from './loadSiteFiles';

type NoScriptFiles = Pick<SiteFiles, 'assistant' | 'company'>;

const view = ({ company }: Pick<SiteFiles, 'company'>): { company: Company } => ({ company });

type Token = [type: string, name: string, start: number, end: number, children?: Token[]];

const lookup = (name: string, contexts: readonly unknown[]): unknown => {
  for (const context of contexts) {
    const value = name === '.' ? context : name.split('.').reduce<unknown>((found, key) => (found !== null && typeof found === 'object' ? (found as Record<string, unknown>)[key] : undefined), context);
    if (value !== undefined) return value;
  }
  return undefined;
};

/** The names the template reads that the company facts do not hold ({{company.fax}}): a content mistake. */
export function unknownNoScriptNames(template: string, files: Pick<SiteFiles, 'company'>): string[] {
  const unknown: string[] = [];
  const walk = (tokens: readonly Token[], contexts: readonly unknown[]) => {
    for (const [type, name, , , children] of tokens) {
      if (type === 'text') continue;
      const value = lookup(name, contexts);
      if (value === undefined) unknown.push(name);
      else if (children) for (const item of Array.isArray(value) ? value : [value]) walk(children, [item, ...contexts]);
    }
  };
  walk(Mustache.parse(template) as Token[], [view(files)]);
  return [...new Set(unknown)];
}

/** The panel's text as markdown (nothing escaped: the panel renders markdown and never raw HTML). */
export function chatNoScriptText({ assistant, company }: NoScriptFiles): string {
  return Mustache.render(assistant.replies.noScript, view({ company }), {}, { escape: (text: string) => text }).trim();
}
