import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY, NEXT_THEME, THEME_TOGGLE_ATTRIBUTE, currentThemeChoice, setThemeChoice } from '../../../ui/colorScheme';
import { ThemeToggle } from './ThemeToggle';

/** The page's own handler for the switch (src/app/page/themeSwitch.ts), which works before any island runs. */
const onClick = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) setThemeChoice(NEXT_THEME[currentThemeChoice()]);
};

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.addEventListener('click', onClick);
});
afterEach(() => document.removeEventListener('click', onClick));

/** The icons shown: the one whose choice is in effect (globalCss shows it, by html[data-theme]). */
const iconFor = (button: HTMLElement) => {
  const theme = document.documentElement.dataset.theme ?? 'system';
  return button.querySelector(`[data-theme-icon="${theme}"]`);
};

describe('the theme switch', () => {
  it('goes system → light → dark → system, saying which in its name, applying and storing each', async () => {
    render(<ThemeToggle />);
    const seen: [string | null, string | undefined, string | null][] = [];
    for (let press = 0; press < 4; press++) {
      const button = screen.getByRole('button', { name: /^Theme: / });
      expect(iconFor(button)).not.toBeNull();
      seen.push([button.getAttribute('aria-label'), document.documentElement.dataset.theme, localStorage.getItem(COLOR_SCHEME_KEY)]);
      await userEvent.click(button);
    }
    expect(seen).toEqual([
      ['Theme: system', undefined, null],
      ['Theme: light', 'light', 'light'],
      ['Theme: dark', 'dark', 'dark'],
      ['Theme: system', undefined, null],
    ]);
  });

  it('starts from the choice the inline script applied, and is a button a keyboard reaches', async () => {
    document.documentElement.dataset.theme = 'dark';
    render(<ThemeToggle />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Theme: dark' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Theme: system' })).toHaveFocus();
  });

  it('has every choice named in the mobile menu (CSS shows the one in effect), and the prerendered page says system', () => {
    render(<ThemeToggle labelled />);
    const button = screen.getByRole('button', { name: /Theme: system/ });
    expect(iconFor(button)).toHaveTextContent('Theme: system');
    document.documentElement.dataset.theme = 'light';
    expect(renderToString(<ThemeToggle />)).toContain('aria-label="Theme: system"');
  });
});
