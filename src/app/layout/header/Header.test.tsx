import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigation, type NavLink } from '../../../model/navigation';
import { Header } from './Header';

/** A group's links, as the menu model has them (src/model/navigation.test.ts checks them against the content). */
const groupItems = (id: string): readonly NavLink[] => {
  const item = navigation.find((candidate) => candidate.kind === 'group' && candidate.id === id);
  if (item?.kind !== 'group' || item.items.length === 0) throw new Error(`no menu group ${id} with links`);
  return item.items;
};

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const groupButton = (name: string) => within(mainNav()).getByRole('button', { name });
const dropdownOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('desktop navigation', () => {
  it('renders the menu items, logo, search icon and Contact Us button', () => {
    render(<Header path="/" />);
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Awards & Certification' })).toHaveAttribute('href', '/awards');
    expect(screen.getByRole('link', { name: 'Virtual IP home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact');
    // The booking page beside it in the bar, and in the menu below the full menu's width.
    expect(screen.getAllByRole('link', { name: /^Book a free consultation$/i, hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
      '/book',
      '/book',
    ]);
  });

  it('opens a dropdown on hover and closes it when the pointer leaves', () => {
    render(<Header path="/" />);
    const services = groupButton('Services');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownOf(services)).not.toBeVisible();

    fireEvent.mouseEnter(services.parentElement as HTMLElement);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(dropdownOf(services)).toBeVisible();
    const [area] = groupItems('services');
    expect(within(dropdownOf(services)).getByRole('link', { name: area!.label })).toHaveAttribute('href', area!.to);

    fireEvent.mouseLeave(services.parentElement as HTMLElement);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownOf(services)).not.toBeVisible();
  });

  it('opens when keyboard focus reaches it, lets Tab into its links and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Header path="/" />);
    const compliance = groupButton('Compliance');

    act(() => compliance.focus());
    expect(compliance).toHaveAttribute('aria-expanded', 'true');
    const links = within(dropdownOf(compliance)).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(groupItems('compliance').map((item) => item.to));

    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(compliance).toHaveAttribute('aria-expanded', 'false');
    expect(compliance).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(compliance).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(compliance).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the group', async () => {
    const user = userEvent.setup();
    render(<Header path="/" />);
    const services = groupButton('Services');
    act(() => services.focus());
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu', () => {
  const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    return document.getElementById('mobile-menu') as HTMLDialogElement;
  };

  it('opens as a dialog and expands a group', async () => {
    const user = userEvent.setup();
    render(<Header path="/" />);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    const dialog = await openMenu(user);
    expect(dialog.open).toBe(true);
    // It opens the dialog itself where the browser has Invoker Commands (which then expose its state).
    expect(menuButton).toHaveAttribute('command', 'show-modal');
    expect(menuButton).toHaveAttribute('commandfor', dialog.id);

    const mobile = within(dialog);
    const complianceGroup = mobile.getByRole('button', { name: 'Compliance' });
    expect(complianceGroup).toHaveAttribute('aria-expanded', 'false');
    await user.click(complianceGroup);
    expect(complianceGroup).toHaveAttribute('aria-expanded', 'true');
    const [framework] = groupItems('compliance');
    const link = mobile.getByRole('link', { name: framework!.label });
    expect(link).toHaveAttribute('href', framework!.to);
    expect(link).toBeVisible();
  });

  it('closes on an overlay click and collapses its groups', async () => {
    const user = userEvent.setup();
    render(<Header path="/" />);
    let dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('button', { name: 'Services' }));
    await user.click(within(dialog).getByRole('button', { name: 'Compliance' }));

    // A click whose target is the <dialog> itself is a click on its ::backdrop overlay.
    await act(async () => fireEvent.click(dialog));
    expect(dialog.open).toBe(false);

    dialog = await openMenu(user);
    expect(within(dialog).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('button', { name: 'Compliance' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses its groups when it closes before React has heard of its opening (opened by the browser itself)', async () => {
    const user = userEvent.setup();
    render(<Header path="/" />);
    let dialog = document.getElementById('mobile-menu') as HTMLDialogElement;
    // Where the browser runs the button's command, the dialog opens natively and React hears of it a
    // frame later: a visitor can expand a group and close the menu before that.
    act(() => {
      dialog.showModal();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Compliance' }));
      fireEvent.click(dialog);
    });
    expect(dialog.open).toBe(false);

    dialog = await openMenu(user);
    expect(within(dialog).getByRole('button', { name: 'Compliance' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button and after choosing a link', async () => {
    const user = userEvent.setup();
    render(<Header path="/" />);
    let dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog.open).toBe(false);

    dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('link', { name: 'About' }));
    expect(dialog.open).toBe(false);
  });
});
