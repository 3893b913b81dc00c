import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NewsletterForm } from './NewsletterForm';

describe('NewsletterForm', () => {
  it('requires an e-mail address in e-mail format (browser validation)', () => {
    renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText('Subscribe to our newsletter');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('does not submit an invalid address', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText('Subscribe to our newsletter');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(log).not.toHaveBeenCalled();
    expect(input).toHaveValue('not-an-email');
  });

  it('clears the field on a valid address, writes nothing to the console and makes no request', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText('Subscribe to our newsletter');
    await user.type(input, 'reader@company.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(log).not.toHaveBeenCalled();
    expect(consoleLog).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
