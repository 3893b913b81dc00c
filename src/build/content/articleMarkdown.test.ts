import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileArticle, type ArticleBodyLabels } from './articleMarkdown';

const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures');

/** The labels as content/site/interface.yaml words them. */
const LABELS: ArticleBodyLabels = {
  sectionLink: 'Link to the section {heading}',
  codeExample: 'Code example {number}',
  table: 'Table: {columns}',
  tableWithoutHeadings: 'Table: data',
};

function compile(markdown: string, labels = LABELS) {
  const problems: string[] = [];
  const article = compileArticle(markdown, fixtures, labels, (reason) => problems.push(reason));
  return { ...article, problems };
}

describe('compileArticle', () => {
  it('gives each section heading an id and a link to itself, and lists the ## headings', () => {
    const { html, headings, problems } = compile('Lead.\n\n## What the rule says\n\nText.\n\n### In detail\n\nMore.');
    expect(problems).toEqual([]);
    expect(html).toContain(
      '<h2 id="what-the-rule-says">What the rule says<a class="anchor" aria-label="Link to the section What the rule says" href="#what-the-rule-says"><span aria-hidden="true">#</span></a></h2>',
    );
    expect(html).toContain('<h3 id="in-detail">');
    expect(headings).toEqual([{ id: 'what-the-rule-says', text: 'What the rule says' }]);
  });

  it('keeps tables and code (as focusable scrolling regions), quotes and lists, and counts the words of the text', () => {
    const { html, words } = compile('| A | B |\n|---|---|\n| 1 | 2 |\n\n> Quoted.\n\n- one\n- two\n\n```\ncode here\n```');
    expect(html).toMatch(
      /<div class="table-scroll" tabindex="0" role="region" aria-label="Table: A, B"><table>[\s\S]*<th>A<\/th>[\s\S]*<td>2<\/td>[\s\S]*<\/table><\/div>/,
    );
    expect(html).toContain('<blockquote>');
    // Both scroll sideways on a phone: keyboard-focusable regions.
    expect(html).toContain('<pre tabindex="0" role="region" aria-label="Code example 1"><code>code here');
    expect(words).toBeGreaterThanOrEqual(8);
  });

  it('sets an image’s width and height from its file, so nothing shifts when it loads', () => {
    const { html, problems } = compile('![A diagram](/insights/diagram.png)');
    expect(problems).toEqual([]);
    expect(html).toMatch(/<img src="\/insights\/diagram.png" alt="A diagram" width="\d+" height="\d+" loading="lazy" decoding="async">/);
  });

  it('reports images that are missing, foreign or undescribed, and a # heading', () => {
    const { problems } = compile('# Title again\n\n![Gone](/insights/gone.png)\n\n![](/insights/diagram.png)\n\n![X](https://cdn.example/x.png)');
    expect(problems).toEqual([
      'body: a # heading (the article’s title is its h1; start sections with ##)',
      'image /insights/gone.png: no such image in public/',
      'image /insights/diagram.png: needs a description (the text in ![…])',
      'image https://cdn.example/x.png: use a file of the site, an address starting with /',
    ]);
  });

  it('drops raw HTML and scripts', () => {
    const { html } = compile('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))');
    expect(html).not.toMatch(/<script|onerror|javascript:/);
  });

  it('names headings’ links, code examples and tables in the words it is given', () => {
    const labels = { sectionLink: 'Go to {heading}', codeExample: 'Example {number}', table: 'Columns {columns}', tableWithoutHeadings: 'Figures' };
    const { html } = compile('## Scope\n\n```\na\n```\n\n| A |\n|---|\n| 1 |\n\n|  |\n|---|\n| 2 |', labels);
    expect(html).toContain('aria-label="Go to Scope"');
    expect(html).toContain('aria-label="Example 1"');
    expect(html).toContain('aria-label="Columns A"');
    expect(html).toContain('aria-label="Figures"');
  });
});
