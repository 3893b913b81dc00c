/**
 * The assistant's answers from their templates (content/site/assistant.yaml): Mustache over the
 * content's facts, Markdown out (nothing escaped: the chat renders Markdown and blanks unsafe links).
 * {{#list}}a|b|c{{/list}} reads "a, b and c"; {{> nothing}} is the honest "nothing published" reply.
 */
import Mustache from 'mustache';
import type { ChatFacts } from '../../src/model/chatKnowledge';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

const renderConfig = { escape: (text: string) => text };

export type AnswerView = ChatFacts & Record<string, unknown>;

export function answerView(facts: ChatFacts, extra: Record<string, unknown> = {}): AnswerView {
  return {
    ...facts,
    ...extra,
    list: () => (text: string, render: (text: string) => string) =>
      listFormat.format(
        render(text)
          .split('|')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  };
}

/** A template rendered over the facts; `partials` are the replies a template may include. */
export function renderAnswer(template: string, view: AnswerView, partials: Record<string, string> = {}): string {
  return Mustache.render(template, view, partials, renderConfig).trim();
}

/** The names a template reads that the facts do not hold: a template that names a missing fact is a content mistake. */
export function missingNames(template: string, view: AnswerView, partials: Record<string, string> = {}): string[] {
  const missing: string[] = [];
  const walk = (tokens: readonly unknown[], contexts: readonly unknown[]) => {
    for (const token of tokens as [string, string, number, number, unknown[]?][]) {
      const [type, name, , , children] = token;
      if (type === 'text') continue;
      if (type === '>') {
        const partial = partials[name];
        if (partial === undefined) missing.push(`> ${name}`);
        else walk(Mustache.parse(partial), contexts);
        continue;
      }
      const value = lookup(name, contexts);
      if (value === undefined) {
        missing.push(name);
        continue;
      }
      if ((type === '#' || type === '^') && children) {
        const items = Array.isArray(value) ? value : [value];
        for (const item of items.length > 0 ? items : [{}]) walk(children, typeof item === 'object' && item !== null ? [item, ...contexts] : contexts);
      }
    }
  };
  walk(Mustache.parse(template), [view]);
  return missing;
}

/**
 * The facts a template reads, as paths with list items written `[]` ("company.hours[].days",
 * "pages.about.team[].name" for {{pages.about.team.0.name}}).
 */
export function pathsRead(template: string, view: AnswerView, partials: Record<string, string> = {}): Set<string> {
  const paths = new Set<string>();
  const normal = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '[]');
  const walk = (tokens: readonly unknown[], scopes: readonly { path: string; value: unknown }[]) => {
    for (const token of tokens as [string, string, number, number, unknown[]?][]) {
      const [type, name, , , children] = token;
      if (type === 'text' || name === 'list') {
        if (children) walk(children, scopes);
        continue;
      }
      if (type === '>') {
        if (partials[name] !== undefined) walk(Mustache.parse(partials[name]), scopes);
        continue;
      }
      const scope = scopes.find((candidate) => lookup(name, [candidate.value]) !== undefined);
      if (!scope) continue;
      const path = normal(scope.path ? `${scope.path}.${name}` : name);
      paths.add(path);
      if ((type === '#' || type === '^') && children) {
        const value = lookup(name, [scope.value]);
        const item = Array.isArray(value) ? value[0] : value;
        walk(children, [{ path: Array.isArray(value) ? `${path}[]` : path, value: item }, ...scopes]);
      }
    }
  };
  walk(Mustache.parse(template), [{ path: '', value: view }]);
  return paths;
}

function lookup(name: string, contexts: readonly unknown[]): unknown {
  if (name === '.') return contexts[0];
  for (const context of contexts) {
    let value: unknown = context;
    for (const part of name.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
      if (value === undefined) break;
    }
    if (value !== undefined) return value;
  }
  return undefined;
}
