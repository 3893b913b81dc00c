import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as analytics from '../../api/analytics';
import { ConsultationButton } from './ConsultationButton';
import { ConsultationDialog } from './ConsultationDialog';
import { FOCUS_DELAY_MS, showConsultation } from './dialog';
import { AUTO_OPEN_ATTRIBUTE, AUTO_OPEN_DELAY_MS, watchConsultationTriggers, type ConsultationRequest } from './triggers';
import { AUTO_OPEN_SEEN_KEY } from './sessionFlag';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

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

describe('the consultation dialog (in the page, opened by its script, taken over by its island)', () => {
  /** The home page as prerendered: the dialog closed, its form an island not yet run. */
  function prerendered() {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ConsultationDialog />);
    return { container, dialog: () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement };
  }

  it('opens at once with the trigger’s title, puts focus in the first field 50 ms later, and counts the visitor’s opening', async () => {
    vi.useFakeTimers();
    const beacons = vi.spyOn(analytics, 'track');
    const { dialog } = prerendered();
    expect(showConsultation({ title: 'Talk to an expert', byVisitor: true })).toBe(dialog());
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Talk to an expert' })).toBe(dialog());
    const name = screen.getByLabelText('Full Name *');
    vi.advanceTimersByTime(FOCUS_DELAY_MS - 1);
    expect(name).not.toHaveFocus();
    vi.advanceTimersByTime(1);
    expect(name).toHaveFocus();
    vi.useRealTimers();
    await vi.waitFor(() => expect(beacons).toHaveBeenCalledWith('consultation_open'));
  });

  it('is taken over by its island as it is: open, titled, the same form, and its closing counts for the session', async () => {
    const user = userEvent.setup();
    const { container, dialog } = prerendered();
    showConsultation({ title: 'Talk to an expert', byVisitor: false });
    const name = screen.getByLabelText('Full Name *') as HTMLInputElement;
    name.focus();
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ConsultationDialog />, { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Talk to an expert' })).toBe(dialog());
    // The same field, still the visitor's, not a form mounted again (what was typed in it is given
    // to React by the page's script: src/app/islands/fields.ts).
    expect(screen.getByLabelText('Full Name *')).toBe(name);
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY)).toBe('1');
  });

  it('is not there on a page without consultation buttons: the trigger’s link leads on', () => {
    expect(showConsultation({ byVisitor: true })).toBeUndefined();
  });
});
