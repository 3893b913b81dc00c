import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavLink, isCurrent } from './Link';

describe('NavLink', () => {
  it('marks the current page, and with `end` only the page itself', () => {
    expect(isCurrent('/services', '/services/vapt')).toBe(true);
    expect(isCurrent('/services', '/services/vapt', true)).toBe(false);
    expect(isCurrent('/services', '/services/')).toBe(true);
    expect(isCurrent('/', '/about')).toBe(false);
    expect(isCurrent('/service', '/services')).toBe(false);
  });

  it('renders a plain link with class active and aria-current="page" on the current page only', () => {
    render(
      <>
        <NavLink to="/about" currentPath="/about" className="item">
          About
        </NavLink>
        <NavLink to="/contact" currentPath="/about" className="item">
          Contact
        </NavLink>
      </>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/about');
    expect(about).toHaveClass('item', 'active');
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveClass('active');
  });
});
