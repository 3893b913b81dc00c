import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageSuggestions } from './PageSuggestions';
import { suggestPages } from './suggestPages';

const fallback = [
  { path: '/', title: 'Home' },
  { path: '/about', title: 'About Virtual IP' },
  { path: '/contact', title: 'Contact Us' },
];
const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('PageSuggestions', () => {
  it('prerenders the fallback links (the URL is only known in the browser)', () => {
    const html = renderToString(<PageSuggestions fallback={fallback} />);
    for (const link of fallback) expect(html).toContain(`href="${link.path}"`);
    expect(html).not.toContain('/services/vapt');
  });

  it('puts the pages closest to the URL first, in place, keeping the same number of links', async () => {
    render(<PageSuggestions fallback={fallback} />);
    const first = screen.getAllByRole('link')[0];
    await suggestPages('/services/pentest');
    await waitFor(() => expect(hrefs()[0]).toBe('/services/vapt'));
    expect(screen.getAllByRole('link')[0]).toBe(first);
    expect(hrefs()).toHaveLength(3);
  });

  it('keeps the fallback when nothing resembles the URL', async () => {
    render(<PageSuggestions fallback={fallback} />);
    await suggestPages('/xyzzy');
    expect(hrefs()).toEqual(['/', '/about', '/contact']);
  });
});
