/**
 * Mustache templates that produce Markdown (the chat's answers, content/site/assistant.yaml): nothing
 * is escaped, since the chat renders Markdown and never raw HTML. One reader of what a template names,
 * for the build's and the tests' checks of the content.
 */
import Mustache from 'mustache';

type Token = [type: string, name: string, start: number, end: number, children?: Token[]];

const markdownConfig = { escape: (text: string) => text };

/** A template rendered over `view`; `partials` are the templates it may include ({{> nothing}}). */
export function renderMarkdown(template: string, view: object, partials: Record<string, string> = {}): string {
  return Mustache.render(template, view, partials, markdownConfig).trim();
}

function valueAt(name: string, context: unknown): unknown {
  if (name === '.') return context;
  return name
    .split('.')
    .reduce<unknown>((found, key) => (found !== null && typeof found === 'object' ? (found as Record<string, unknown>)[key] : undefined), context);
}

export interface TemplateNames {
  /** The values the template reads, as paths with list items written `[]` ("company.hours[].days"; "pages.about.team.0.name" reads "pages.about.team[].name"). */
  read: Set<string>;
  /** The names it reads that the view does not hold, once each: a content mistake. */
  missing: string[];
}

/** What a template reads of `view`, every item of its sections walked; a lambda section ({{#list}}) is walked as its content. */
export function templateNames(template: string, view: object, partials: Record<string, string> = {}): TemplateNames {
  const read = new Set<string>();
  const missing = new Set<string>();
  const walk = (tokens: readonly Token[], scopes: readonly { path: string; value: unknown }[]) => {
    for (const [type, name, , , children] of tokens) {
      if (type === 'text') continue;
      if (type === '>') {
        if (partials[name] === undefined) missing.add(`> ${name}`);
        else walk(Mustache.parse(partials[name]) as Token[], scopes);
        continue;
      }
      const scope = scopes.find((candidate) => valueAt(name, candidate.value) !== undefined);
      if (!scope) {
        missing.add(name);
        continue;
      }
      const value = valueAt(name, scope.value);
      if (typeof value === 'function') {
        if (children) walk(children, scopes);
        continue;
      }
      if (name === '.') continue;
      const path = (scope.path ? `${scope.path}.${name}` : name).replace(/\.\d+(?=\.|$)/g, '[]');
      read.add(path);
      if ((type === '#' || type === '^') && children) {
        const items = Array.isArray(value) ? value : [value];
        const itemPath = Array.isArray(value) ? `${path}[]` : path;
        for (const item of items.length > 0 ? items : [{}]) {
          walk(children, item !== null && typeof item === 'object' ? [{ path: itemPath, value: item }, ...scopes] : scopes);
        }
      }
    }
  };
  walk(Mustache.parse(template) as Token[], [{ path: '', value: view }]);
  return { read, missing: [...missing] };
}
