import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY } from '../../../ui/colorScheme';
import { ThemeToggle } from './ThemeToggle';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme switch', () => {
  it('goes system → light → dark → system, saying which in its name, applying and storing each', async () => {
    render(<ThemeToggle />);
    const seen: [string | null, string | undefined, string | null][] = [];
    for (let press = 0; press < 4; press++) {
      const button = screen.getByRole('button', { name: /^Theme: / });
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

  it('shows its name in the mobile menu, and the prerendered page says system', () => {
    render(<ThemeToggle labelled />);
    expect(screen.getByRole('button', { name: 'Theme: system' })).toHaveTextContent('Theme: system');
    document.documentElement.dataset.theme = 'light';
    expect(renderToString(<ThemeToggle />)).toContain('aria-label="Theme: system"');
  });
});
