import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_SCRIPT, bootstrapEntry, finaliseHtml } from './html';

describe('finaliseHtml', () => {
  it("puts meta charset first and the collected styles last in <head>, no longer marked as styled-components' (no island re-reads them)", () => {
    const input =
      '<html><head><style data-styled="true" data-styled-version="6">.a{}</style><title>T</title>' +
      '<meta charset="UTF-8"><link rel="icon" href="/x"></head><body></body></html>';
    expect(finaliseHtml(input)).toBe(
      '<html><head><meta charset="UTF-8"><title>T</title><link rel="icon" href="/x">' + '<style data-page-styles>.a{}</style></head><body></body></html>',
    );
  });

  it('drops the marks styled-components writes to read its sheet back, and keeps every rule', () => {
    const css =
      '.a{color:red;}/*!sc*/\n@media (min-width: 640px){.a{padding:0;}}/*!sc*/\ndata-styled.g1[id="sc-x-0"]{content:"a,"}/*!sc*/\n' +
      '.b{content:"/";}/*!sc*/\ndata-styled.g2[id="sc-y-0"]{content:"b,"}/*!sc*/\n';
    const output = finaliseHtml(`<html><head><style data-styled="true" data-styled-version="6">${css}</style></head><body></body></html>`);
    expect(output).toContain('<style data-page-styles>.a{color:red;}@media (min-width: 640px){.a{padding:0;}}.b{content:"/";}</style>');
  });

  it('drops the component ids styled-components puts in class attributes unless a rule of the page names one', () => {
    const output = finaliseHtml(
      '<html><head><style data-styled="true" data-styled-version="6">.b{color:red;}.sc-kept-1:hover .b{color:blue;}</style></head>' +
        '<body><p class="sc-gone-0 b">x</p><p class="sc-kept-1 c">y</p><p class="sc-gone-2">z</p></body></html>',
    );
    expect(output).toContain('<p class="b">x</p><p class="sc-kept-1 c">y</p><p>z</p>');
  });

  it('replaces the entry script and modulepreloads by a bootstrap that starts the entry after the first paint', () => {
    const input =
      '<html><head><script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>' +
      '<link rel="modulepreload" crossorigin="" href="/assets/react-dom-2.js"></head><body><div id="root"></div>' +
      '<script>window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{}}");</script>' +
      "<script>window.__VITE_REACT_SSG_HASH__ = 'abc'</script></body></html>";
    const output = finaliseHtml(input);
    expect(output).not.toMatch(/<script[^>]*\bsrc=/);
    expect(output).not.toContain('rel="modulepreload"');
    expect(bootstrapEntry(output)).toBe('/assets/app-1.js');
    // No router runs in the browser: its state is not sent.
    expect(output).not.toContain('window.__');
    expect(output).toContain(`${BOOTSTRAP_SCRIPT}</script></body>`);
    // The first paint waits until the parser has reached the bootstrap, at the end of the body.
    expect(output).toContain('<link rel="expect" href="#bootstrap" blocking="render">');
    expect(output).toMatch(/<script type="module" id="bootstrap" /);
    // Links to the site's pages are prerendered on intent.
    expect(output).toContain('<script type="speculationrules">{"prerender":');
  });
});
