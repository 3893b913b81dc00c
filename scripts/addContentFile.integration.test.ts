/**
 * Adding a page is adding one file, and removing one removes the page everywhere: in a copy of the
 * project, a new compliance framework file is added (as the content editor writes one) and an
 * existing one deleted, the site is built, and the page, its head tags, the sitemap, the header's
 * Compliance menu, the search index and the chat's answers are read from the build and the server
 * code of that copy. Adding a kind of page is one declaration: the same copy declares a fifth
 * catalog in src/model/catalogs.ts and adds its folder (its index page's copy and two entries), and
 * its pages, menu entry, sitemap entries, search results and chat answers are there, no other file
 * changed. The content suite (src/test/contentSuite.ts) then runs in the copy and passes: its tests
 * hold for whatever the content files hold.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TESTS } from '../src/test/contentSuite';
import { buildCopy, copyProject } from './lib/projectCopy';
import { pageFileOf } from '../src/model/pageFiles';

const ADDED = '/compliance/acme-assurance';
const REMOVED = '/compliance/cobit';

const addedFile = `---
title: ACME Assurance
heroTitle: ACME Assurance Framework Readiness
summary: Prepare for an ACME Assurance assessment with a gap analysis, remediation plan and evidence your assessor can rely on.
description: 'ACME Assurance is a fictional framework used by the project''s tests. We scope the assessment, close the gaps and keep you ready for the next one.'
illustrations:
  - iso-diagram
  - gap-analysis
  - certification
  - monitoring
order: 999
searchWords: zyxwa acme assurance
faq:
  - question: How long does an ACME Assurance assessment take?
    answer: 'Around three months from scoping to the assessor''s report for a typical organisation.'
  - question: Who performs an ACME Assurance assessment?
    answer: 'An accredited ACME assessor; we prepare you and coordinate the evidence.'
  - question: What does ACME Assurance readiness cost?
    answer: 'We quote after a short, free consultation, based on the scope.'
---
## Scope

The systems, people and suppliers the assessment covers.

## Gap Analysis

Each requirement mapped to the controls you have.

## Assessment

Evidence collected and the assessor's questions answered.

## Staying Ready

Recurring checks between assessments.
`;

/** The fifth catalog: its declaration, as a developer adds it to src/model/catalogs.ts, and its folder. */
const FIFTH = {
  declaration: `  industries: {
    folder: 'industries',
    label: 'Industries',
    kind: 'sections',
    pathPrefix: '/industries/',
    parent: '/industries',
    section: 'Industries',
    titleSuffix: ' – Industries',
    index: { cardLink: 'title' },
    hasNotFoundPage: true,
  },
`,
  files: {
    '_index.yaml': `name: Industries
title: Industries We Serve
description: How Virtual IP's security, compliance and engineering work fits the rules and risks of the sectors our clients work in.
hero:
  title: Industries We Serve
  lead: The rules, risks and systems of each sector we work in, and how our services fit them.
listLabel: Our industries
cta:
  title: Is your sector missing?
  text: Tell us where you work; we will say honestly whether we know your rules well enough to help.
  label: CONTACT US
area:
  title: Industries
  menuLabel: Industries
  summary: Security and compliance work shaped by the rules and risks of the sector you work in.
detailAside:
  tocTitle: On this page
  contact:
    title: Working in this sector?
    text: A short call tells you which of our services your rules call for.
    label: Contact Us
detailPage:
  backLabel: Back to Industries
  cta:
    title: "Talk to us about {{title}}"
    text: Tell us about your systems and obligations; we reply within one business day.
    label: Contact Us
notFound:
  heading: Industry Not Found
  text: We could not find the industry you asked for. The address may be mistyped.
  suggestionsLead: "You may be looking for:"
  backLabel: Back to Industries
`,
    'shipbuilding.md': `---
title: Shipbuilding Yards
summary: 'Security and compliance for shipyards: design files, supplier portals and yard networks protected and documented for naval customers.'
intro: 'Shipyards hold design data their naval customers guard closely, on networks shared with hundreds of suppliers.'
order: 10
searchWords: qwzyard hull dockyard
faq:
  - question: Which rules apply to a shipyard that builds for a navy?
    answer: 'Usually export controls on the design data and the security clauses of the defence contract; we map both before any work starts.'
  - question: Can suppliers keep using our portal during the review?
    answer: 'Yes. The review reads configurations and logs and changes nothing without your approval.'
  - question: Do you visit the yard?
    answer: 'Where the networks cannot be reached remotely, a tester works on site for the agreed days.'
---
## Design data

Drawings and models reach only the people and suppliers cleared to see them.

## Yard networks

Cranes, welding robots and offices kept on separate networks, each watched.
`,
    'orchard-farming.md': `---
title: Orchard Farming
summary: 'Security for orchards and packing houses: sensor networks, cold stores and the buyers'' portals that hold harvest and price data.'
intro: 'Orchards run sensors in the field and cold stores in the packing house, and trade through buyers'' portals.'
order: 20
faq:
  - question: Are orchard sensors a security risk?
    answer: 'They can be when they share a network with the packing house; we separate them and check their firmware.'
  - question: Who sees our harvest and price data?
    answer: 'We list every portal and account that holds it, and close the ones nobody needs.'
  - question: How long does an orchard review take?
    answer: 'About two weeks for one site with its packing house.'
---
## Field sensors

Soil, weather and irrigation sensors kept apart from the office and the cold stores.

## Buyers' portals

Accounts reviewed each season, with the data each portal holds.
`,
  },
};

let copy: string;
let dist: string;
const read = (relative: string) => readFileSync(path.join(dist, relative), 'utf8');

/** The chat's answer in the copy, as its server gives it: from the knowledge the build wrote beside dist/ (dist-internal/site.json). */
function chatAnswerInCopy(question: string): { faq?: string; sources: string[] } {
  const script = `import { chatEngineFrom } from './server/plugins/chat.ts';
const answer = chatEngineFrom('dist-internal').answer(${JSON.stringify(question)});
console.log(JSON.stringify({ faq: answer.faq?.question, sources: answer.sources.map((s) => s.url) }));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: '' },
  });
  return JSON.parse(output.trim().split('\n').pop()!) as { faq?: string; sources: string[] };
}

beforeAll(() => {
  copy = copyProject('add-content-');
  writeFileSync(path.join(copy, `content${ADDED}.md`), addedFile);
  rmSync(path.join(copy, `content${REMOVED}.md`));
  const catalogs = path.join(copy, 'src/model/catalogs.ts');
  const declared = readFileSync(catalogs, 'utf8').replace(
    '} as const satisfies Record<string, CatalogDeclaration>;',
    `${FIFTH.declaration}} as const satisfies Record<string, CatalogDeclaration>;`,
  );
  writeFileSync(catalogs, declared);
  mkdirSync(path.join(copy, 'content/industries'));
  for (const [name, text] of Object.entries(FIFTH.files)) writeFileSync(path.join(copy, 'content/industries', name), text);
  buildCopy(copy, { CONTENT_DIR: '' });
  dist = path.join(copy, 'dist');
}, 330_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a content file is a page everywhere', () => {
  it('the added file is a prerendered page with its own title, description and heading; the removed one is gone', () => {
    const html = read(pageFileOf(ADDED));
    expect(html).toMatch(/<title[^>]*>[^<]*ACME Assurance[^<]*<\/title>/);
    expect(html).toContain('content="Prepare for an ACME Assurance assessment with a gap analysis, remediation plan and evidence your assessor can rely on."');
    expect(html).toMatch(/<h1[^>]*>ACME Assurance Framework Readiness<\/h1>/);
    expect(html).toContain('How long does an ACME Assurance assessment take?');
    expect(existsSync(path.join(dist, pageFileOf(REMOVED)))).toBe(false);
  });

  it('the sitemap lists the added page and not the removed one', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain(`${ADDED}</loc>`);
    expect(sitemap).not.toContain(`${REMOVED}</loc>`);
  });

  it("the header's Compliance menu links to the added page and not to the removed one", () => {
    const home = read('index.html');
    expect(home).toContain(`href="${ADDED}"`);
    expect(home).not.toContain(`href="${REMOVED}"`);
  });

  it('the search index holds the added page and its search words, and not the removed page', () => {
    const chunk = readdirSync(path.join(dist, 'assets')).find((name) => /^search-index-.*\.js$/.test(name));
    expect(chunk, 'the search index chunk').toBeDefined();
    const index = read(`assets/${chunk}`);
    expect(index).toContain(ADDED);
    expect(index).toContain('zyxwa');
    expect(index).not.toContain(`"${REMOVED}"`);
  });

  it("the chat answers the added page's question from its FAQ, with a link to it", () => {
    const answer = chatAnswerInCopy('How long does an ACME Assurance assessment take?');
    expect(answer.faq).toBe('How long does an ACME Assurance assessment take?');
    expect(answer.sources).toContain(ADDED);
  });
});

describe('a catalog is one declaration and its folder', () => {
  const ENTRY = '/industries/shipbuilding';

  it('its index page lists its entries, and each entry is a page of its kind with its title, heading, sections and questions', () => {
    const index = read(pageFileOf('/industries'));
    expect(index).toMatch(/<title[^>]*>Industries We Serve[^<]*<\/title>/);
    expect(index).toMatch(/<h1[^>]*>Industries We Serve<\/h1>/);
    expect(index).toContain(`href="${ENTRY}"`);
    expect(index).toContain('href="/industries/orchard-farming"');
    const entry = read(pageFileOf(ENTRY));
    expect(entry).toMatch(/<title[^>]*>Shipbuilding Yards – Industries[^<]*<\/title>/);
    expect(entry).toMatch(/<h1[^>]*>Shipbuilding Yards<\/h1>/);
    expect(entry).toMatch(/<h2[^>]*>Design data<\/h2>/);
    expect(entry).toContain('Which rules apply to a shipyard that builds for a navy?');
    expect(entry).toContain('href="/industries"');
    expect(read(pageFileOf('/industries/404'))).toContain('Industry Not Found');
  });

  it("the header's Services menu and the services overview name it", () => {
    expect(read('index.html')).toMatch(/<a[^>]*href="\/industries"[^>]*>Industries<\/a>/);
    expect(read(pageFileOf('/services'))).toContain(`href="${ENTRY}"`);
  });

  it('the sitemap lists its index and entries', () => {
    const sitemap = read('sitemap.xml');
    for (const page of ['/industries', ENTRY, '/industries/orchard-farming']) expect(sitemap).toContain(`${page}</loc>`);
  });

  it('the search index holds its entries, their section and their search words', () => {
    const chunk = readdirSync(path.join(dist, 'assets')).find((name) => /^search-index-.*\.js$/.test(name))!;
    const index = read(`assets/${chunk}`);
    expect(index).toContain(ENTRY);
    expect(index).toContain('qwzyard');
    expect(index).toContain('Industries');
  });

  it("the chat answers an entry's question from its FAQ, with a link to it", () => {
    const answer = chatAnswerInCopy('how long does an orchard review take?');
    expect(answer.faq).toBe('How long does an orchard review take?');
    expect(answer.sources).toEqual(['/industries/orchard-farming']);
  });
});

/** What Vitest's JSON reporter writes, as far as it is read here. */
interface JsonReport {
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

describe('the content suite', () => {
  it('passes in the copy: none of its tests pins the entries the copy changed', () => {
    const report = path.join(copy, 'content-suite.json');
    // Without this run's VITEST* variables, the child is a Vitest run of its own, not one of its workers.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    const run = spawnSync('npx', ['vitest', 'run', ...CONTENT_TESTS, '--reporter=json', `--outputFile=${report}`], {
      cwd: copy,
      env: { ...env, CONTENT_DIR: '' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const files = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as JsonReport).testResults : [];
    const relative = (file: string) => path.relative(realpathSync(copy), realpathSync(file));
    const failures = files
      .filter((file) => file.status !== 'passed')
      .flatMap((file) => {
        const failed = file.assertionResults.filter((test) => test.status === 'failed');
        const messages = failed.length > 0 ? failed.map((test) => `${test.fullName}: ${test.failureMessages.join('\n')}`) : [file.message];
        return messages.map((message) => `${relative(file.name)}: ${message.slice(0, 1500)}`);
      });
    expect(failures).toEqual([]);
    expect(files.map((file) => relative(file.name)).sort(), run.stderr.slice(-3000)).toEqual([...CONTENT_TESTS].sort());
    expect(run.status, run.stderr.slice(-3000)).toBe(0);
  }, 260_000);
});
