import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { ConsultationForm } from './ConsultationForm';

const form = () => screen.getByRole('button', { name: 'Request Consultation' }).closest('form') as HTMLFormElement;

describe('ConsultationForm (the form on a page of its own)', () => {
  it('is a real form that posts each field by name to POST /lead, so it works before any script; it has no Cancel', () => {
    render(<ConsultationForm />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/lead');
    expect(Object.keys(Object.fromEntries(new FormData(form())))).toEqual(['fullName', 'companyName', 'email', 'phone', 'service', 'website']);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('checks the rules before sending, then replaces itself with the success state', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockResolvedValue({ id: '1', receivedAt: '2026-12-01T00:00:00Z' });
    render(<ConsultationForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Full Name *'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Phone'), '410 555 0100');
    await user.selectOptions(screen.getByLabelText('Service *'), 'ai');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Our team will reach out shortly.');
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Ada Lovelace', service: 'ai', website: '' }), expect.any(String));
  });

  it('keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const submit = vi.fn().mockRejectedValue(new ApiError('Failed to send form', 503));
    render(<ConsultationForm submit={submit} />);
    await user.type(screen.getByLabelText('Full Name *'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@analytical.example');
    await user.selectOptions(screen.getByLabelText('Service *'), 'web');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalled());
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@analytical.example');
  });
});
