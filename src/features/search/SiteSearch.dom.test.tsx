import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../../ui/navigate';
import { SiteSearch } from './SiteSearch';

// jsdom cannot load another document: where a choice goes is what is asserted (this file runs in a module registry of its own).
vi.mock('../../ui/navigate', () => ({ navigateTo: vi.fn() }));

function setup() {
  vi.mocked(navigateTo).mockClear();
  const user = userEvent.setup();
  render(
    <>
      <input aria-label="Elsewhere" />
      <SiteSearch />
    </>,
  );
  return user;
}

const dialog = () => document.querySelector('dialog[data-site-search]') as HTMLDialogElement | null;
const combobox = () => screen.findByRole('combobox', { name: 'Search the site' });
const options = () => within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');
const selected = () => options().find((option) => option.getAttribute('aria-selected') === 'true');

describe('opening the search', () => {
  it('opens from the header button with the field focused and a hint', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Search the site' }));
    const input = await combobox();
    expect(dialog()?.open).toBe(true);
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Type to search our services, compliance frameworks and pages.');
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['⌘+K', '{Meta>}k{/Meta}'],
    ['/', '/'],
  ])('opens with %s', async (_name, keys) => {
    const user = setup();
    await user.keyboard(keys);
    expect(await combobox()).toBeInTheDocument();
    expect(dialog()?.open).toBe(true);
  });

  it("does not take '/' from a field the visitor is typing in", async () => {
    const user = setup();
    const field = screen.getByRole('textbox', { name: 'Elsewhere' });
    await user.type(field, 'a/b');
    expect(field).toHaveValue('a/b');
    expect(dialog()?.open).toBe(false);
  });

  it('leaves the shortcut alone while another dialog is open', async () => {
    const user = setup();
    const other = document.body.appendChild(document.createElement('dialog'));
    other.setAttribute('open', '');
    await user.keyboard('{Control>}k{/Control}');
    other.remove();
    expect(dialog()?.open).toBe(false);
  });
});

describe('searching by keyboard', () => {
  it('lists matches as you type, with the first active, and moves with the arrow keys (wrapping)', async () => {
    const user = setup();
    await user.keyboard('{Control>}k{/Control}');
    const input = await combobox();
    await user.type(input, 'iso');
    await waitFor(() => expect(options().length).toBeGreaterThan(1));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const count = options().length;
    expect(selected()).toBe(options()[0]);
    expect(input).toHaveAttribute('aria-activedescendant', options()[0]?.id);

    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(options()[1]);
    expect(input).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toBe(options()[count - 1]);
    expect(screen.getByRole('status')).toHaveTextContent(`${count} pages match “iso”.`);
  });

  it('shows each result with its section and the matched words marked', async () => {
    const user = setup();
    await user.keyboard('/');
    await user.type(await combobox(), 'gdpr breach');
    await waitFor(() => expect(options()[0]).toHaveTextContent('GDPR'));
    const first = options()[0] as HTMLElement;
    expect(first).toHaveTextContent('Compliance');
    const marked = Array.from(first.querySelectorAll('mark'), (mark) => mark.textContent ?? '');
    expect(marked).toContain('GDPR');
    // The word still being typed matches as a prefix: 'breach' marks 'breaches'.
    expect(marked.some((word) => /^breach/i.test(word))).toBe(true);
  });

  it('opens the active result with Enter: closes the dialog and goes to the page', async () => {
    const user = setup();
    await user.keyboard('/');
    await user.type(await combobox(), 'pentest');
    await waitFor(() => expect(options()[0]).toHaveTextContent('VAPT Services'));
    await user.keyboard('{Enter}');
    expect(dialog()?.open).toBe(false);
    expect(navigateTo).toHaveBeenCalledWith('/services/vapt');
  });

  it('opens a result on click', async () => {
    const user = setup();
    await user.keyboard('/');
    await user.type(await combobox(), 'hippa');
    await waitFor(() => expect(options()[0]).toHaveTextContent('HIPAA'));
    await user.click(options()[0] as HTMLElement);
    expect(navigateTo).toHaveBeenCalledWith('/compliance/hipaa');
  });

  it('says so when nothing matches, and Enter then does nothing', async () => {
    const user = setup();
    await user.keyboard('/');
    const input = await combobox();
    await user.type(input, 'zebra');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No pages match “zebra”. Try another word.'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(navigateTo).not.toHaveBeenCalled();
    expect(dialog()?.open).toBe(true);
  });

  it('closes on Escape (the dialog’s cancel) and on its close button, keeping the query for next time', async () => {
    const user = setup();
    await user.keyboard('/');
    await user.type(await combobox(), 'soc');
    act(() => {
      fireEvent(dialog() as HTMLDialogElement, new Event('cancel', { cancelable: true }));
    });
    expect(dialog()?.open).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Search the site' }));
    expect(dialog()?.open).toBe(true);
    expect(await combobox()).toHaveValue('soc');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(dialog()?.open).toBe(false);
  });
});
