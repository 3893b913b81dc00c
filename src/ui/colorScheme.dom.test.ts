import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyThemeChoice, COLOR_SCHEME_KEY, COLOR_SCHEME_SCRIPT, setThemeChoice } from './colorScheme';
import { paletteHeadTags } from './palette';

/** The <head> every page has: the two theme-color tags the build writes. */
function writeHead(): void {
  document.head.innerHTML = '';
  for (const { name, attrs } of paletteHeadTags().filter((tag) => tag.name === 'meta')) {
    const element = document.createElement(name);
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    document.head.append(element);
  }
}

const runInlineScript = () => new Function(COLOR_SCHEME_SCRIPT)() as void;
const state = () => ({
  theme: document.documentElement.dataset.theme,
  media: [...document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]')].map((meta) => `${meta.dataset.scheme} ${meta.getAttribute('media')}`),
});

beforeEach(() => {
  writeHead();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.restoreAllMocks());

describe('the inline colour-scheme script', () => {
  it.each(['light', 'dark'] as const)('applies a stored %s, to the page and the browser’s UI colour, as a later choice does', (choice) => {
    localStorage.setItem(COLOR_SCHEME_KEY, choice);
    runInlineScript();
    const byScript = state();
    writeHead();
    applyThemeChoice(choice);
    expect(byScript).toEqual(state());
    expect(byScript.theme).toBe(choice);
    expect(byScript.media).toContain(`${choice} all`);
  });

  it('leaves the system in charge without a choice or with anything else stored', () => {
    runInlineScript();
    expect(state()).toEqual({ theme: undefined, media: ['light (prefers-color-scheme: light)', 'dark (prefers-color-scheme: dark)'] });
    localStorage.setItem(COLOR_SCHEME_KEY, 'url(javascript:alert(1))');
    runInlineScript();
    expect(state().theme).toBeUndefined();
  });

  it('never throws when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runInlineScript).not.toThrow();
  });
});

describe('a choice', () => {
  it('is stored, and system forgets it and gives the theme-color tags back to the system', () => {
    setThemeChoice('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(state()).toEqual({ theme: 'dark', media: ['light not all', 'dark all'] });
    setThemeChoice('system');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
    expect(state()).toEqual({ theme: undefined, media: ['light (prefers-color-scheme: light)', 'dark (prefers-color-scheme: dark)'] });
  });

  it('holds for the page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'QuotaExceededError');
    });
    expect(() => setThemeChoice('light')).not.toThrow();
    expect(state().theme).toBe('light');
  });
});
