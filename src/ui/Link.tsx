import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { trimEndOf } from '../shared/text';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link between the site's documents: a plain anchor. Pages are prerendered documents and no
 * client router runs, so navigation is the browser's own (Speculation Rules make it instant).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  // The content comes in `rest` (children).
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} {...rest} />;
});

/** Whether a link to `to` is the current page (or, unless `end`, one of the pages below it). */
export function isCurrent(to: string, currentPath: string, end = false): boolean {
  const path = currentPath.length > 1 ? trimEndOf(currentPath, '/') : currentPath;
  if (path === to) return true;
  return !end && to !== '/' && path.startsWith(`${to}/`);
}

type NavLinkProps = LinkProps & { currentPath: string; end?: boolean };

/** A menu link that marks the current page: class 'active' and aria-current="page", as react-router's NavLink did. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, currentPath, end, className, ...rest }, ref) {
  const current = isCurrent(to, currentPath, end);
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link ref={ref} to={to} className={classes} aria-current={current ? 'page' : undefined} {...rest} />;
});
