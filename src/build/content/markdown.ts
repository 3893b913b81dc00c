/**
 * Markdown of the content files, compiled at build: the pages get sanitised HTML, so no Markdown
 * parser is part of any page's load. A body is split at its `##` headings into sections.
 */
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** A part of a page's prose: its heading (none before the first `##`), its HTML and its plain text. */
export interface MarkdownSection {
  heading?: string;
  html: string;
  text: string;
  /** The plain text of each paragraph and of each bullet point, in order. */
  paragraphs: string[];
  points: string[];
}

const parser = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified().use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** Plain text with a line break between blocks, list items and table rows (for search and the chat). */
function plainText(node: RootContent): string {
  if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote' || node.type === 'table') return node.children.map(plainText).join('\n');
  if (node.type === 'tableRow') return node.children.map(plainText).join(' ');
  return toString(node);
}

function render(children: RootContent[]): Omit<MarkdownSection, 'heading'> {
  const root: Root = { type: 'root', children };
  const html = toHtml.stringify(toHtml.runSync(root)).trim();
  return {
    html,
    text: plainTextOf(root),
    paragraphs: children.filter((node) => node.type === 'paragraph').map((node) => toString(node)),
    points: children.flatMap((node) => (node.type === 'list' ? node.children.map(plainText) : [])),
  };
}

/** A body's plain text, as markdownToHtml gives it, from its syntax tree. */
export function plainTextOf(tree: Root): string {
  return tree.children.map(plainText).join('\n\n');
}

export function markdownToHtml(markdown: string): Omit<MarkdownSection, 'heading'> {
  return render(parser.parse(markdown).children);
}

/** The body's sections: an untitled lead (if the body starts with prose), then one per `##` heading. */
export function markdownSections(markdown: string): MarkdownSection[] {
  const sections: { heading?: string; children: RootContent[] }[] = [];
  for (const node of parser.parse(markdown).children) {
    if (node.type === 'heading' && node.depth === 2) sections.push({ heading: toString(node), children: [] });
    else if (sections.length === 0) sections.push({ children: [node] });
    else sections.at(-1)!.children.push(node);
  }
  return sections.map(({ heading, children }) => ({ ...(heading === undefined ? {} : { heading }), ...render(children) }));
}
