import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsultationButton } from './ConsultationButton';
import { ConsultationDialogHost, requestConsultation } from './ConsultationDialogHost';
import { AUTO_OPEN_ATTRIBUTE, AUTO_OPEN_DELAY_MS, watchConsultationTriggers, type ConsultationRequest } from './triggers';
import { AUTO_OPEN_SEEN_KEY } from './sessionFlag';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the consultation triggers (plain script)', () => {
  it('open the dialog on a plain click on any trigger, with its title, and leave other clicks to the link', () => {
    render(<ConsultationButton to="/consultation" title="Talk to an expert" />);
    const opened: ConsultationRequest[] = [];
    const stop = watchConsultationTriggers((request) => opened.push(request));
    const link = screen.getByRole('link', { name: 'Get a Free Consultation' });
    expect(link).toHaveAttribute('href', '/consultation');

    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(opened).toEqual([]);
    expect(fireEvent.click(link)).toBe(false);
    expect(opened).toEqual([{ title: 'Talk to an expert', byVisitor: true, href: 'http://localhost:3000/consultation' }]);
    stop();
    fireEvent.click(link);
    expect(opened).toHaveLength(1);
  });

  it('open it by themselves on a page that asks, after the delay, once per browser session', async () => {
    vi.useFakeTimers();
    render(<div {...{ [AUTO_OPEN_ATTRIBUTE]: '' }} />);
    const opened: ConsultationRequest[] = [];
    watchConsultationTriggers((request) => opened.push(request));
    vi.advanceTimersByTime(AUTO_OPEN_DELAY_MS - 100);
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(opened).toEqual([{ byVisitor: false }]);
    expect(window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY)).toBe('1');

    // The next page of the session: not again.
    watchConsultationTriggers((request) => opened.push(request));
    vi.advanceTimersByTime(AUTO_OPEN_DELAY_MS * 2);
    expect(opened).toHaveLength(1);
  });

  it('do not open it when the visitor leaves before the delay', () => {
    vi.useFakeTimers();
    render(<div {...{ [AUTO_OPEN_ATTRIBUTE]: '' }} />);
    const opened: ConsultationRequest[] = [];
    const stop = watchConsultationTriggers((request) => opened.push(request));
    vi.advanceTimersByTime(AUTO_OPEN_DELAY_MS / 2);
    stop();
    vi.advanceTimersByTime(AUTO_OPEN_DELAY_MS);
    expect(opened).toEqual([]);
    expect(window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY)).toBeNull();
  });
});

describe('ConsultationDialogHost', () => {
  it('opens with a request made before it mounted, and a dismissal counts for the session', async () => {
    const user = userEvent.setup();
    requestConsultation({ title: 'Talk to an expert', byVisitor: true });
    render(<ConsultationDialogHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Talk to an expert' });
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY)).toBe('1');

    act(() => requestConsultation({ byVisitor: true }));
    expect(await screen.findByRole('dialog', { name: 'Get a Free Consultation' })).toHaveAttribute('open');
  });
});
