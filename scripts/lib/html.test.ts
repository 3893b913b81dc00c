import { describe, expect, it } from 'vitest';
import { finaliseHtml } from './html';

describe('finaliseHtml', () => {
  it('puts meta charset first and the collected styles last in <head>', () => {
    const input =
      '<html><head><style data-styled="true" data-styled-version="6">.a{}</style><title>T</title>' +
      '<meta charset="UTF-8"><link rel="icon" href="/x"></head><body></body></html>';
    expect(finaliseHtml(input)).toBe(
      '<html><head><meta charset="UTF-8"><title>T</title><link rel="icon" href="/x">' +
        '<style data-styled="true" data-styled-version="6">.a{}</style></head><body></body></html>',
    );
  });
});
