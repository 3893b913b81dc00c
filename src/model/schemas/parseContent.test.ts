import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { email, line, list, sitePath, strict, template } from './fields';
import { parseContent, safeParseContent } from './parseContent';

const schema = strict({
  title: line(10),
  contact: email,
  link: sitePath,
  tags: Type.Array(line(20), { default: [] }),
  parts: Type.Decode(list(strict({ key: line(5), name: line(20) }), 1), (parts) => Object.fromEntries(parts.map((part) => [part.key, part.name]))),
});

describe('reading a content file against its schema', () => {
  it('trims every text, gives a missing field its default and decodes', () => {
    const value = parseContent(schema, { title: '  Title\n', contact: 'a@b.example', link: '/about', parts: [{ key: 'k', name: ' Name ' }] });
    expect(value).toEqual({ title: 'Title', contact: 'a@b.example', link: '/about', tags: [], parts: { k: 'Name' } });
  });

  it('names each problem by its field, in an editor’s words, once', () => {
    const { issues } = safeParseContent(schema, {
      title: 'A title far too long',
      contact: 'nobody',
      link: 'about',
      parts: [{ key: '', name: 'x', colour: 'red' }],
      extra: 1,
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'extra', reason: 'unknown field' },
        { field: 'title', reason: 'longer than 10 characters (20)' },
        { field: 'contact', reason: 'an e-mail address' },
        { field: 'link', reason: 'a path on this site, starting with /' },
        { field: 'parts.0.key', reason: 'empty' },
        { field: 'parts.0.colour', reason: 'unknown field' },
      ]),
    );
    expect(issues).toHaveLength(6);
    expect(() => parseContent(schema, { title: 'x' })).toThrow(/contact: required/);
  });

  it('takes a text with places only where each place is one the code fills in', () => {
    const greeting = strict({ greeting: template(40, ['name', 'company']) });
    expect(parseContent(greeting, { greeting: 'Hello {name}, from {company}' })).toEqual({ greeting: 'Hello {name}, from {company}' });
    expect(safeParseContent(greeting, { greeting: 'Hello {nmae}' }).issues).toEqual([
      { field: 'greeting', reason: 'text whose places in braces are only {name}, {company}' },
    ]);
    expect(safeParseContent(strict({ note: template(40, []) }), { note: 'Hi {name}' }).issues).toEqual([
      { field: 'note', reason: 'text without places in braces' },
    ]);
  });
});
