/**
 * Visual regression: a full-page screenshot of every page type at a phone, tablet and laptop width,
 * in the light and the dark theme, compared with the reviewed baselines in tests/visual/baselines
 * (`<name>.<width>.<light|dark>.png`), against
 * the production build and server. `npm run test:visual -- --update` writes the baselines that
 * changed (scripts/visual.ts sets VISUAL_UPDATE=1). The capture is made deterministic in
 * visualCapture.ts, the comparison and its tolerance are in scripts/lib/visualCompare.ts.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkBaseline, type Verdict } from '../../scripts/lib/visualCompare';
import { capturePage, launchVisualBrowser } from './visualCapture';

const baseUrl = inject('baseUrl');
const update = process.env.VISUAL_UPDATE === '1';

const root = path.resolve(import.meta.dirname, '../..');
const paths = { baselineDir: path.join(root, 'tests/visual/baselines'), outputDir: path.join(root, 'tests/visual/output') };

/** One page of each type (each template and each kind of index). */
const PAGES: { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'services', path: '/services' },
  { name: 'cyber-services', path: '/services/cyber-services' },
  { name: 'cyber-service', path: '/services/vapt' },
  { name: 'ai-service', path: '/ai-services/predictive-analytics' },
  { name: 'web-services', path: '/web-services' },
  { name: 'web-service', path: '/web-services/mern-development' },
  { name: 'compliance-page', path: '/compliance/iso-27001' },
  { name: 'awards', path: '/awards' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'insights', path: '/insights' },
  { name: 'article', path: '/insights/soc-2-type-1-vs-type-2' },
  { name: 'not-found', path: '/no-such-page', status: 404 },
];
const WIDTHS = [390, 768, 1280];
const SCHEMES = ['light', 'dark'] as const;

/** One load of each page at each width captures both themes (the tests are named `<page>.<width>`). */
const cases = PAGES.flatMap((page) => WIDTHS.map((width) => ({ ...page, width, id: `${page.name}.${width}` })));

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchVisualBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe(update ? 'visual baselines (updating)' : 'visual regression', () => {
  it.each(cases)('$id in light and dark ($path)', async ({ id, path: pagePath, width, status }) => {
    if (!browser) throw new Error('browser not launched');
    const name = (colorScheme: string) => `${id}.${colorScheme}`;
    // A first capture that passes against its baseline is the page as it should be; anything else is
    // captured until it is stable before it fails or becomes a baseline.
    const firstVerdicts = new Map<string, Verdict>();
    const accept = (colorScheme: string, png: Buffer) => {
      if (update) return false;
      const verdict = checkBaseline(name(colorScheme), png, paths);
      firstVerdicts.set(colorScheme, verdict);
      return verdict.status === 'pass';
    };
    const { captures, problems } = await capturePage(browser, baseUrl, { path: pagePath, width, colorSchemes: SCHEMES, status, accept });
    expect(problems, `${id}: the page reported errors`).toEqual([]);
    const failures: string[] = [];
    for (const capture of captures) {
      const verdict = capture.captures === 1 ? firstVerdicts.get(capture.colorScheme)! : checkBaseline(name(capture.colorScheme), capture.png, paths, update);
      if (verdict.status === 'fail') failures.push(verdict.message);
      // Said aloud: new baselines, passes with a difference inside the tolerance, pages slow to settle.
      const within = verdict.status === 'pass' && !verdict.message.startsWith(`${name(capture.colorScheme)}: 0 pixels`);
      if (verdict.status === 'written' || within || capture.captures > 2) console.log(`${verdict.message}${capture.captures > 2 ? ` (${capture.captures} captures to settle)` : ''}`);
    }
    if (failures.length > 0) expect.fail(failures.join('\n'));
  });
});
