import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './pages';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts, skipping external scripts and JSON-LD', () => {
    const html =
      '<script type="module" src="/assets/app.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script>one()</script><script>two()</script><script>one()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()')]);
  });
});
