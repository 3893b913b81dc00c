/**
 * The visitor's theme: 'system' (the default: CSS follows the system's setting, src/ui/palette.ts)
 * or a choice made with the header's switch, stored in localStorage and applied as `data-theme` on
 * <html>, which sets `color-scheme` and so every `light-dark()` colour. COLOR_SCHEME_SCRIPT applies
 * a stored choice before the first paint; the page's CSP allows it by its hash (the server hashes
 * every inline script of a page: server/pages/pages.ts).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const COLOR_SCHEME_KEY = 'color-scheme';

/**
 * The inline script in every page's <head>, after the theme-color tags: applies a stored 'light' or
 * 'dark' (nothing else) to <html> and to the browser's UI colour, and never throws (storage may be
 * blocked). The same on every page, so one hash allows it. applyThemeChoice does the same later.
 */
export const COLOR_SCHEME_SCRIPT =
  `try{var t=localStorage.getItem('${COLOR_SCHEME_KEY}');if(t==='light'||t==='dark'){document.documentElement.dataset.theme=t;` +
  "document.querySelectorAll('meta[name=theme-color]').forEach(function(m){m.setAttribute('media',m.dataset.scheme===t?'all':'not all')})}}catch(e){}";

const SCHEME_QUERY = (scheme: 'light' | 'dark') => `(prefers-color-scheme: ${scheme})`;

/** Applies a choice to the page: data-theme on <html>, and which theme-color tag the browser uses. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]')) {
    const scheme = meta.dataset.scheme === 'dark' ? 'dark' : 'light';
    meta.setAttribute('media', choice === 'system' ? SCHEME_QUERY(scheme) : choice === scheme ? 'all' : 'not all');
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` after each choice; returns the unsubscribe function. */
export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice in effect on this page. */
export function currentThemeChoice(): ThemeChoice {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

/** Each press of the switch moves to the next choice. */
export const NEXT_THEME: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };

/** The switch's name, which says the theme in effect. */
export const themeLabel = (choice: ThemeChoice) => `Theme: ${choice}`;

/** Marks every theme switch of the page (src/app/layout/header/ThemeToggle.tsx). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * Names each icon-only switch after the choice in effect (its icon follows by CSS alone, and the
 * labelled one shows every name with only the current one displayed).
 */
export function nameThemeToggles(choice = currentThemeChoice()): void {
  for (const button of document.querySelectorAll<HTMLElement>(`[${THEME_TOGGLE_ATTRIBUTE}][aria-label]`)) {
    button.setAttribute('aria-label', themeLabel(choice));
    button.title = themeLabel(choice);
  }
}

/** Makes a choice: applied at once, and kept for the next visits ('system' forgets the stored one). */
export function setThemeChoice(choice: ThemeChoice): void {
  applyThemeChoice(choice);
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_SCHEME_KEY);
    else localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  nameThemeToggles(choice);
  for (const listener of listeners) listener();
}
