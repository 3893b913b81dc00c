import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { NewsletterForm, SUCCESS_TEXT } from './NewsletterForm';

const email = () => screen.getByLabelText<HTMLInputElement>('Subscribe to our newsletter');

describe('NewsletterForm', () => {
  it('asks the browser to check for an address in e-mail format, in a form that posts to POST /newsletter without script', () => {
    render(<NewsletterForm />);
    expect(email()).toBeRequired();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email().form).toHaveAttribute('method', 'post');
    expect(email().form).toHaveAttribute('action', '/newsletter');
    expect(email()).toHaveAttribute('name', 'email');
  });

  it('sends the address, shows that it is sending, then asks the visitor to confirm by e-mail and clears the field', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const submit = vi.fn(() => new Promise<{ status: 'accepted' }>((resolve) => (answer = () => resolve({ status: 'accepted' }))));
    const consoleLog = vi.spyOn(console, 'log');
    render(<NewsletterForm submit={submit} />);
    await user.type(email(), 'reader@company.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    answer();
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    expect(submit).toHaveBeenCalledWith({ email: 'reader@company.example', website: '' });
    expect(email()).toHaveValue('');
    expect(consoleLog).not.toHaveBeenCalled();
  });

  it('keeps the address and says so when the sign-up fails', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockRejectedValue(new ApiError('Failed to send form', 503));
    render(<NewsletterForm submit={submit} />);
    await user.type(email(), 'reader@company.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you up just now');
    expect(email()).toHaveValue('reader@company.example');
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
  });

  it('shows the server’s message for the address next to it', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockRejectedValue(new ApiError('Please correct the highlighted fields.', 400, { email: 'Enter a valid email' }));
    render(<NewsletterForm submit={submit} />);
    await user.type(email(), 'reader@company.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('reader@company.example');
  });
});
