import { render, screen, waitFor } from '@testing-library/react';
import words from '../../../content/islands/booking.json' with { type: 'json' };
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SlotTakenError, type BookingDetails, type FreeSlots, type MoveBooking, type Slot } from '../../api';
import { MESSAGES } from '../../shared/forms';
import { ManageBooking, type ManageBookingProps } from './ManageBooking';

const slot = (start: string): Slot => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString().replace('.000Z', 'Z') });
const BOOKED = slot('2026-05-12T05:00:00Z');
const FREE = [slot('2026-05-13T09:00:00Z'), slot('2026-05-13T09:30:00Z')];
const details: BookingDetails = { ...BOOKED, status: 'confirmed', meetingMinutes: 30, timeZone: 'Asia/Kolkata' };
const copy = {
  cancel: { heading: 'Cancel the meeting', text: 'Cannot make it?', button: 'Cancel my consultation' },
  invalid: { heading: 'This link is no longer valid', text: 'The meeting was cancelled or has started.', link: { label: 'Book a new time', to: '/book' } },
};
const reachUs = { contactPath: '/contact', phone: { display: '+1 (410) 555-0147', href: 'tel:+14105550147' } };

let zoneBefore: string | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-04T12:00:00Z'));
  zoneBefore = process.env.TZ;
  process.env.TZ = 'Asia/Kolkata';
  window.history.replaceState(null, '', '/book/manage?token=tok%2Fen-1');
});
afterEach(() => {
  vi.useRealTimers();
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

function setup(props: Partial<ManageBookingProps> = {}) {
  const user = userEvent.setup();
  const loadBooking = vi.fn().mockResolvedValue(details);
  const loadSlots = vi.fn().mockResolvedValue({ meetingMinutes: 30, horizonDays: 21, slots: FREE } satisfies FreeSlots);
  const moveBooking = vi.fn<MoveBooking>(async (_token, request) => ({ id: 'b1', ...slot(request.start) }));
  render(<ManageBooking copy={copy} reachUs={reachUs} words={words} loadBooking={loadBooking} loadSlots={loadSlots} moveBooking={moveBooking} {...props} />);
  return { user, loadBooking, loadSlots, moveBooking };
}

describe('the page an e-mailed booking link opens', () => {
  it('shows the meeting in the visitor’s zone, read with the link’s token, and a cancel button that posts intent=cancel to the page itself', async () => {
    const { loadBooking } = setup();
    expect(await screen.findByText('Tuesday 12 May, 10:30 to 11:00, India Standard Time')).toBeInTheDocument();
    expect(loadBooking).toHaveBeenCalledWith('tok/en-1');
    const cancel = screen.getByRole('button', { name: 'Cancel my consultation' });
    expect(cancel).toHaveAttribute('type', 'submit');
    expect(cancel).toHaveAttribute('name', 'intent');
    expect(cancel).toHaveAttribute('value', 'cancel');
    const form = cancel.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    // No action: the form posts to this very URL, token included.
    expect(form).not.toHaveAttribute('action');
  });

  it('moves the meeting to another time by keyboard, with an Idempotency-Key, and says where it is now', async () => {
    const { user, moveBooking } = setup();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    const wednesday = await screen.findByRole('button', { name: 'Wednesday 13 May, 2 free times' });
    await waitFor(() => expect(wednesday).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wednesday 13 May, 14:30 to 15:00, India Standard Time' })).toHaveFocus());
    await user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to this time' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your consultation has moved' })).toHaveFocus());
    expect(screen.getByText('Wednesday 13 May, 15:00 to 15:30, India Standard Time')).toBeInTheDocument();
    expect(moveBooking).toHaveBeenCalledTimes(1);
    const [token, request, key] = moveBooking.mock.calls[0]!;
    expect([token, request]).toEqual(['tok/en-1', { start: '2026-05-13T09:30:00Z', timeZone: 'Asia/Calcutta' }]);
    expect(key).toMatch(/\S{16,}/);
  });

  it('on a time taken meanwhile, says so and shows the fresh times', async () => {
    const moveBooking = vi.fn<MoveBooking>().mockRejectedValueOnce(new SlotTakenError(MESSAGES.slotTaken, [FREE[1]!]));
    const { user } = setup({ moveBooking });
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    await user.click(await screen.findByRole('button', { name: /^Wednesday 13 May, 14:30/ }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.slotTaken);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Wednesday 13 May, 1 free time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Wednesday 13 May, 14:30/ })).not.toBeInTheDocument();
  });

  it('keeps the time chosen when the API cannot be reached, and moves it on a retry with the same key', async () => {
    const moveBooking = vi
      .fn<MoveBooking>()
      .mockRejectedValueOnce(new ApiError('Failed to send form', 0))
      .mockImplementation(async (_token, request) => ({ id: 'b1', ...slot(request.start) }));
    const { user } = setup({ moveBooking });
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    await user.click(await screen.findByRole('button', { name: /^Wednesday 13 May, 14:30/ }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your consultation has moved' });
    expect(moveBooking.mock.calls[1]![2]).toBe(moveBooking.mock.calls[0]![2]);
  });

  it('says the link is no longer valid for an unknown, cancelled or started meeting (404, 410), with no cancel button', async () => {
    for (const status of [404, 410]) {
      const view = render(<ManageBooking copy={copy} reachUs={reachUs} words={words} loadBooking={vi.fn().mockRejectedValue(new ApiError('Gone', status))} />);
      expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Book a new time' })).toHaveAttribute('href', '/book');
      expect(screen.queryByRole('button', { name: 'Cancel my consultation' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('treats a page opened without a token as an invalid link, asking the API nothing', async () => {
    window.history.replaceState(null, '', '/book/manage');
    const { loadBooking } = setup();
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
    expect(loadBooking).not.toHaveBeenCalled();
  });

  it('keeps the cancel button when the meeting cannot be loaded, and loads it again on request', async () => {
    const loadBooking = vi.fn().mockRejectedValueOnce(new ApiError('Failed to send form', 0)).mockResolvedValue(details);
    const { user } = setup({ loadBooking });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your meeting.');
    expect(screen.getByRole('button', { name: 'Cancel my consultation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tuesday 12 May, 10:30 to 11:00, India Standard Time')).toBeInTheDocument();
  });
});
