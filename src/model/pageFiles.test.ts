import { describe, expect, it } from 'vitest';
import { pageFileOf, pagePathOf } from './pageFiles';

describe('page files named after their URLs', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/compliance/gdpr', 'compliance/gdpr.html'],
    ['/insights/page/2', 'insights/page/2.html'],
    ['/404', '404.html'],
  ])('%s is %s, and back', (urlPath, file) => {
    expect(pageFileOf(urlPath)).toBe(file);
    expect(pagePathOf(file)).toBe(urlPath);
  });
});
