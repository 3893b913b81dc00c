import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { ContactForm, ERROR_TEXT, messagePlaceholder, SUCCESS_TEXT } from './ContactForm';

const field = (label: string) => screen.getByLabelText(label);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name *'), 'Grace');
  await user.type(field('Last Name *'), 'Hopper');
  await user.type(field('Email *'), 'grace@navy.example');
  await user.type(field('Company'), 'Navy');
  await user.selectOptions(field('Service of Interest *'), 'cyber-services');
  await user.type(field('Message *'), 'We need a penetration test.');
}

describe('ContactForm', () => {
  it('uses browser validation: required fields, e-mail format, a subject to choose', () => {
    render(<ContactForm submit={vi.fn()} />);
    for (const label of ['First Name *', 'Last Name *', 'Email *', 'Service of Interest *', 'Message *']) expect(field(label)).toBeRequired();
    expect(field('Phone')).not.toBeRequired();
    expect(field('Company')).not.toBeRequired();
    expect(field('Email *')).toHaveAttribute('type', 'email');
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form') as HTMLFormElement;
    expect(form).not.toHaveAttribute('novalidate');
    // Without script the browser posts it to the API's route, every field by name.
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(Object.keys(Object.fromEntries(new FormData(form)))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'subject',
      'message',
      'website',
    ]);
    expect([...(field('Service of Interest *') as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      'ai-services',
      'cyber-services',
      'web-services',
      'digital-services',
    ]);
  });

  it('names the chosen service in the message placeholder', async () => {
    const user = userEvent.setup();
    render(<ContactForm submit={vi.fn()} />);
    expect(field('Message *')).toHaveAttribute('placeholder', 'Tell us about your project...');
    await user.selectOptions(field('Service of Interest *'), 'ai-services');
    expect(field('Message *')).toHaveAttribute('placeholder', 'Tell us about your ai services needs...');
    expect(messagePlaceholder('digital-services')).toBe('Tell us about your digital services needs...');
  });

  it('shows Sending... with a spinner, then the success text and clears every field', async () => {
    const user = userEvent.setup();
    let resolve: (value: unknown) => void = () => {};
    const submit = vi.fn(() => new Promise((done) => (resolve = done)));
    render(<ContactForm submit={submit as never} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(submit).toHaveBeenCalledWith(
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@navy.example',
        phone: '',
        company: 'Navy',
        subject: 'cyber-services',
        message: 'We need a penetration test.',
        website: '',
      },
      expect.any(String),
    );
    await act(async () => resolve({ id: '1', receivedAt: 'now' }));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    for (const label of ['First Name *', 'Last Name *', 'Email *', 'Company', 'Service of Interest *', 'Message *']) expect(field(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('on failure shows the error text and keeps what was typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const submit = vi.fn().mockRejectedValue(new ApiError('Failed to send form', 0));
    render(<ContactForm submit={submit} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXT));
    expect(field('First Name *')).toHaveValue('Grace');
    expect(field('Message *')).toHaveValue('We need a penetration test.');
    expect(field('Service of Interest *')).toHaveValue('cyber-services');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the server’s field messages next to their fields', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const submit = vi
      .fn()
      .mockRejectedValue(new ApiError('Please correct the highlighted fields.', 400, { message: 'Message must be at most 5000 characters' }));
    render(<ContactForm submit={submit} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(field('Message *')).toHaveAccessibleDescription('Message must be at most 5000 characters'));
    await user.type(field('Message *'), '!');
    expect(field('Message *')).not.toHaveAttribute('aria-invalid');
  });
});
