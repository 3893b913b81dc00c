import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/forms';
import { FAILURE_ALERT } from './LeadForm';
import { LeadModal } from './LeadModal';

function setup(props: Partial<Parameters<typeof LeadModal>[0]> = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = render(<LeadModal open onClose={onClose} onSubmit={vi.fn().mockResolvedValue({})} {...props} />);
  const field = (label: string) => screen.getByLabelText(label);
  return { user, onClose, field, view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, field: (label: string) => HTMLElement) {
  await user.type(field('Full Name *'), 'Ada Lovelace');
  await user.type(field('Email'), 'ada@analytical.example');
  await user.selectOptions(field('Service *'), 'ai');
}

describe('LeadModal', () => {
  it('is a labelled modal dialog titled Get a Free Consultation, or the given title', () => {
    const { view } = setup();
    expect(screen.getByRole('dialog', { name: 'Get a Free Consultation' })).toHaveAttribute('open');
    view.unmount();
    setup({ title: 'Book a Security Review' });
    expect(screen.getByRole('dialog', { name: 'Book a Security Review' })).toBeInTheDocument();
  });

  it('offers the five fields and the spec service options', () => {
    const { field } = setup();
    for (const label of ['Full Name *', 'Company Name', 'Email', 'Phone', 'Service *']) expect(field(label)).toBeInTheDocument();
    expect([...(field('Service *') as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Select a service...'],
      ['cybersecurity', 'Cybersecurity Services'],
      ['ai', 'Artificial Intelligence Services'],
      ['web', 'Web Development Services'],
      ['digital', 'Digital Marketing'],
    ]);
  });

  it('validates without native validation and shows every spec message, linked to its field', async () => {
    const onSubmit = vi.fn();
    const { user, field } = setup({ onSubmit });
    expect(screen.getByRole('dialog').querySelector('form')).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Full Name *')).toHaveAccessibleDescription(MESSAGES.fullNameRequired);
    expect(field('Service *')).toHaveAccessibleDescription(MESSAGES.serviceRequired);
    expect(field('Email')).toHaveAccessibleDescription('Provide an email or a phone number.');
    expect(field('Phone')).toHaveAccessibleDescription('Provide an email or a phone number.');
    expect(field('Full Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name *')).toHaveFocus();

    await user.type(field('Email'), 'ada @example.com');
    await user.type(field('Phone'), '555-123');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(field('Phone')).toHaveAccessibleDescription('Enter a valid phone number');
  });

  it('clears only the error of the field being typed in', async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await user.type(field('Full Name *'), 'A');
    expect(field('Full Name *')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.fullNameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.serviceRequired)).toBeInTheDocument();
    expect(screen.getAllByText('Provide an email or a phone number.')).toHaveLength(2);
    await user.type(field('Phone'), '4');
    expect(screen.getAllByText('Provide an email or a phone number.')).toHaveLength(1);
  });

  it('shows Submitting... with the button disabled, then the success state whose Close closes', async () => {
    let resolve: (value: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((done) => (resolve = done)));
    const { user, field, onClose } = setup({ onSubmit });
    await fillValid(user, field);
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      { fullName: 'Ada Lovelace', companyName: '', email: 'ada@analytical.example', phone: '', service: 'ai', website: '' },
      expect.any(String),
    );
    await act(async () => resolve({ id: '1', receivedAt: 'now' }));
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('We’ve received your details.')).toBeInTheDocument();
    expect(screen.getByText('Our team will reach out shortly.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('after a success, focuses its heading and shows what the page adds (the booking step) with the request’s details and id', async () => {
    const afterSuccess = vi.fn(() => <p>Pick a time</p>);
    const { user, field } = setup({ onSubmit: vi.fn().mockResolvedValue({ id: 'lead-42', receivedAt: 'now' }), afterSuccess });
    await fillValid(user, field);
    await user.type(field('Phone'), ' 410 555 0177 ');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(afterSuccess).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      companyName: '',
      email: 'ada@analytical.example',
      phone: '410 555 0177',
      id: 'lead-42',
    });
    // What follows the thanks is not in its live region.
    expect(screen.getByText('Pick a time').closest('[role=status]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('on failure alerts, keeps the form and every value, and retries with the same Idempotency-Key', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi.fn().mockRejectedValue(new Error('Failed to send form'));
    const { user, field } = setup({ onSubmit });
    await fillValid(user, field);
    await user.type(field('Company Name'), 'Analytical Ltd');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FAILURE_ALERT));
    expect(screen.getByRole('dialog', { name: 'Get a Free Consultation' })).toBeInTheDocument();
    expect(field('Full Name *')).toHaveValue('Ada Lovelace');
    expect(field('Company Name')).toHaveValue('Analytical Ltd');
    expect(field('Email')).toHaveValue('ada@analytical.example');
    expect(field('Service *')).toHaveValue('ai');
    expect(screen.getByRole('button', { name: 'Request Consultation' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[1]).toBe(onSubmit.mock.calls[0]?.[1]);
    await user.type(field('Phone'), '4105550142');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit.mock.calls[2]?.[1]).not.toBe(onSubmit.mock.calls[0]?.[1]);
  });

  it('writes nothing the visitor typed to the console, whether the request succeeds or fails', async () => {
    const consoleCalls = (['log', 'info', 'debug', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    for (const onSubmit of [vi.fn().mockRejectedValue(new Error('offline')), vi.fn().mockResolvedValue({})]) {
      const { user, field, view } = setup({ onSubmit });
      await fillValid(user, field);
      await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      view.unmount();
    }
    const logged = JSON.stringify(consoleCalls.flatMap((spy) => spy.mock.calls));
    expect(logged).not.toMatch(/Ada Lovelace|ada@analytical\.example/);
  });

  it('closes by the close button, Cancel, Escape and a click on the overlay', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog');
    // jsdom has no Escape handling for <dialog>: the browser turns Escape into this cancel event.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(4);
    // A click inside the panel is not an overlay click.
    await user.click(screen.getByRole('heading', { name: 'Get a Free Consultation' }));
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('keeps what is typed in the first instant after it shows (no form swapped in after the first paint)', async () => {
    // As in the browser, outside act(): React paints the dialog, and its effects run in a later
    // task. A visitor (or a test) who types in between must not lose it to a form mounted again.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const typedOnFirstPaint = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const name = container.querySelector<HTMLInputElement>('input[name="fullName"]');
          if (!name) return;
          observer.disconnect();
          fireEvent.input(name, { target: { value: 'Quick Typist' } });
          resolve();
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      root.render(<LeadModal open onClose={() => {}} onSubmit={vi.fn()} />);
      await typedOnFirstPaint;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(container.querySelector('input[name="fullName"]')).toHaveValue('Quick Typist');
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('opens again with an empty form, after a success and after Cancel', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const props = { onClose, onSubmit: vi.fn().mockResolvedValue({}) };
    const view = render(<LeadModal open {...props} />);
    const field = (label: string) => screen.getByLabelText(label);
    await fillValid(user, field);
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    view.rerender(<LeadModal open={false} {...props} />);
    view.rerender(<LeadModal open {...props} />);
    expect(field('Full Name *')).toHaveValue('');
    await user.type(field('Full Name *'), 'Half Typed');
    view.rerender(<LeadModal open={false} {...props} />);
    view.rerender(<LeadModal open {...props} />);
    expect(field('Full Name *')).toHaveValue('');
  });

  it('hides the honeypot from people and assistive technology', () => {
    setup();
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
  });
});
