import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PageSuggestions } from './PageSuggestions';

const fallback = [
  { path: '/', title: 'Home' },
  { path: '/about', title: 'About Virtual IP' },
  { path: '/contact', title: 'Contact Us' },
];
const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('PageSuggestions', () => {
  it('prerenders the fallback links (the URL is only known in the browser)', () => {
    const html = renderToString(
        <MemoryRouter initialEntries={['/services/pentest']}>
          <PageSuggestions fallback={fallback} />
        </MemoryRouter>,
    );
    for (const link of fallback) expect(html).toContain(`href="${link.path}"`);
    expect(html).not.toContain('/services/vapt');
  });

  it('puts the pages closest to the URL first, keeping the same number of links', async () => {
    renderWithProviders(<PageSuggestions fallback={fallback} />, { path: '/services/pentest' });
    expect(hrefs()).toEqual(['/', '/about', '/contact']);
    await waitFor(() => expect(hrefs()[0]).toBe('/services/vapt'));
    expect(hrefs()).toHaveLength(3);
  });

  it('keeps the fallback when nothing resembles the URL', async () => {
    renderWithProviders(<PageSuggestions fallback={fallback} />, { path: '/xyzzy' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hrefs()).toEqual(['/', '/about', '/contact']);
  });
});
