import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** Renders as vite-react-ssg prerenders every page: renderToPipeableStream, all bytes collected. */
function prerender(element: ReturnType<typeof createElement>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe('the prerender’s React stream (patches/react-dom+18.3.1.patch)', () => {
  it('never writes a NUL byte where a multi-byte character meets the end of its 2 KB buffer', async () => {
    // React 18.3.1 flushed its whole 2048-byte view when the next character did not fit, unwritten
    // zero bytes included (react/react#31134): an article's '· 5 min read' came out as '\0· 5 min read'.
    // Text of two-byte characters after an odd or even number of one-byte ones: some of the view's
    // boundaries fall inside a character, whatever the markup around them.
    for (let offset = 0; offset < 2; offset += 1) {
      const items = Array.from({ length: 400 }, (_, index) => createElement('li', { key: index }, `${'a'.repeat(offset + (index % 2))}${'·'.repeat(20)}`));
      const html = await prerender(createElement('ul', null, items));
      expect(html.includes(0), `offset ${offset}`).toBe(false);
      expect(html.toString('utf8').match(/·{20}/g)).toHaveLength(400);
    }
  });
});
