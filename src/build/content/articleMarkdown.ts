/**
 * An article's Markdown, compiled at build like every content file's (src/build/content/markdown.ts),
 * and sanitised before the build's own additions: each `##`/`###` heading gets an id and a link to
 * itself, and each image its width and height, read from the file in public/, so nothing shifts
 * when it loads. An image that is not there is a content problem.
 */
import type { InterfaceCopy } from '../../model/schemas/pageSchemas';
import { fillIn } from '../../shared/text';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { imageSize } from 'image-size';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { plainTextOf } from './markdown';

export interface CompiledArticle {
  html: string;
  /** Plain text, for the search index, the chat and the reading time. */
  text: string;
  /** The `##` sections' headings and anchors. */
  headings: { id: string; text: string }[];
  words: number;
}

/** Sets width and height on every image from its file under `publicDir`; reports missing ones. */
function imageDimensions(publicDir: string, problem: (reason: string) => void) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      const src = String(node.properties.src ?? '');
      if (!src.startsWith('/') || src.startsWith('//')) {
        problem(`image ${src || '(no address)'}: use a file of the site, an address starting with /`);
        return;
      }
      try {
        const { width, height } = imageSize(readFileSync(path.join(publicDir, decodeURI(src))));
        Object.assign(node.properties, { width, height, loading: 'lazy', decoding: 'async' });
      } catch {
        problem(`image ${src}: no such image in public/`);
      }
      if (!node.properties.alt) problem(`image ${src}: needs a description (the text in ![…])`);
    });
  };
}

/**
 * Wide tables and code scroll sideways on a phone: each gets a keyboard-focusable region (WCAG
 * 2.1.1; axe's scrollable-region-focusable) named after what it holds.
 */
function scrollableRegions(labels: ArticleBodyLabels) {
  return () => (tree: Root) => {
    let code = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'pre')
        Object.assign(node.properties, { tabIndex: 0, role: 'region', ariaLabel: fillIn(labels.codeExample, { number: (code += 1) }) });
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      // Named by its column headings, so that two tables are two distinct regions.
      const headings: string[] = [];
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName === 'th') headings.push(hastText(cell).trim());
      });
      const columns = headings.filter(Boolean).join(', ');
      const ariaLabel = columns ? fillIn(labels.table, { columns }) : labels.tableWithoutHeadings;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel },
        children: [node],
      };
    });
  };
}

function collectHeadings(into: CompiledArticle['headings'], problem: (reason: string) => void) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h1') problem('body: a # heading (the article’s title is its h1; start sections with ##)');
      if (node.tagName === 'h2' && typeof node.properties.id === 'string') into.push({ id: node.properties.id, text: hastText(node) });
    });
  };
}

/** What screen readers hear of a body's headings' links, code examples and tables (content/site/interface.yaml). */
export type ArticleBodyLabels = InterfaceCopy['articles']['bodyLabels'];

export function compileArticle(markdown: string, publicDir: string, labels: ArticleBodyLabels, problem: (reason: string) => void): CompiledArticle {
  const headings: CompiledArticle['headings'] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeSlug)
    .use(collectHeadings(headings, problem))
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      test: ['h2', 'h3'],
      properties: (heading: Element) => ({ className: ['anchor'], ariaLabel: fillIn(labels.sectionLink, { heading: hastText(heading) }) }),
      content: { type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] },
    })
    .use(imageDimensions(publicDir, problem))
    .use(scrollableRegions(labels))
    .use(rehypeStringify);
  // One parse for both: the text comes from the Markdown tree, before it is turned into HTML.
  const tree = processor.parse(markdown);
  const text = plainTextOf(tree);
  const html = processor.stringify(processor.runSync(tree)).trim();
  return { html, text, headings, words: text.split(/\s+/).filter(Boolean).length };
}
