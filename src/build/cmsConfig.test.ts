import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminConfigYaml } from './vite/cmsAdmin';
import { CATALOGS, catalogNames } from '../model/catalogs';
import { articleSchema } from '../model/schemas/insightsSchemas';
import { frameworkEntrySchema } from '../model/schemas/schemas';
import { cmsFields, type CmsField } from './cmsConfig';
import { loadInsights } from './content/loadInsights';

interface Collection {
  name: string;
  folder?: string;
  files?: { file: string; fields: CmsField[] }[];
  fields?: CmsField[];
}
const config = parse(adminConfigYaml({})) as { backend: Record<string, string>; local_backend: boolean; collections: Collection[]; media_folder: string };
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;
const names = (fields: readonly CmsField[]) => fields.map((field) => field.name);

describe('the content editor’s configuration', () => {
  it('has a collection for the articles and for every catalog, each with its schema’s fields and the body', () => {
    expect(collection('insights').folder).toBe('content/insights');
    for (const catalog of catalogNames()) expect(collection(catalog).folder).toBe(`content/${CATALOGS[catalog].folder}`);
    expect(names(collection('compliance').fields!)).toEqual([...Object.keys(frameworkEntrySchema.properties), 'body']);
    expect(names(collection('insights').fields!)).toEqual(['title', 'description', 'date', 'updated', 'author', 'tags', 'services', 'frameworks', 'body']);
  });

  it('edits every single content file: the company, the pages, the islands’ words and the index pages', () => {
    const files = config.collections.flatMap((entry) => entry.files?.map((file) => file.file) ?? []);
    const singleFiles = ['site', 'pages', 'islands'].flatMap((folder) =>
      readdirSync(`content/${folder}`)
        .filter((name) => name.endsWith('.yaml') || name.endsWith('.json'))
        .map((name) => `content/${folder}/${name}`),
    );
    const indexFiles = ['content/insights/_index.yaml', ...catalogNames().map((catalog) => `content/${CATALOGS[catalog].folder}/_index.yaml`)];
    expect(files).toEqual(expect.arrayContaining([...singleFiles, ...indexFiles]));
    expect(files).toHaveLength(singleFiles.length + indexFiles.length);
  });

  it('gives each word of an island’s file a field of its own, in the file’s shape', () => {
    const search = collection('islands').files!.find((file) => file.file === 'content/islands/search.json')!;
    expect(search.fields.find((field) => field.name === 'placeholder')).toMatchObject({ widget: 'text' });
    expect(search.fields.find((field) => field.name === 'status')).toMatchObject({
      widget: 'object',
      fields: expect.arrayContaining([expect.objectContaining({ name: 'none' })]),
    });
  });

  it('derives widgets and required fields from the schema', () => {
    const [title, , , , illustrations, featuredOnHome, order, searchWords, faq] = cmsFields(frameworkEntrySchema);
    expect(title).toEqual({ label: 'Title', name: 'title', widget: 'string' });
    expect(illustrations).toMatchObject({
      widget: 'list',
      min: 4,
      max: 4,
      field: { widget: 'select', options: ['iso-diagram', 'gap-analysis', 'certification', 'monitoring'] },
    });
    expect(featuredOnHome).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 4, required: false });
    expect(order).toMatchObject({ widget: 'number', min: 0 });
    expect(searchWords).toMatchObject({ widget: 'text', required: false });
    expect(faq).toMatchObject({
      label: 'FAQ',
      widget: 'list',
      min: 3,
      max: 5,
      fields: [
        { name: 'question', widget: 'string' },
        { name: 'answer', widget: 'text' },
      ],
    });
    const date = cmsFields(articleSchema).find((field) => field.name === 'date');
    expect(date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  });

  it('offers an article’s tags, author, services and frameworks as choices among those that exist', () => {
    const fields = collection('insights').fields!;
    const tags = fields.find((field) => field.name === 'tags')!;
    expect(tags).toMatchObject({ widget: 'select', multiple: true, min: 1, max: 6 });
    expect(tags.options).toEqual(Object.entries(loadInsights().index.tags).map(([value, label]) => ({ label, value })));
    expect(fields.find((field) => field.name === 'author')).toMatchObject({ widget: 'select', options: ['Daniel Mercer', 'Elena Park'] });
    expect(fields.find((field) => field.name === 'frameworks')?.options).toContain('gdpr');
  });

  it('publishes to the Git host set at build, and edits local files through decap-server on an editor’s machine', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'virtual-ip/website', branch: 'main' });
    expect(parse(adminConfigYaml({ CMS_REPO: 'acme/site', CMS_BRANCH: 'live', CMS_AUTH_URL: 'https://auth.acme.example' })).backend).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'live',
      base_url: 'https://auth.acme.example',
    });
    expect(config.local_backend).toBe(true);
    expect(config.media_folder).toBe('public/images/insights');
  });
});
