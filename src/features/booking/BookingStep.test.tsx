import { act, render, screen, waitFor, within } from '@testing-library/react';
import words from '../../../content/islands/booking.json' with { type: 'json' };
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SlotTakenError, type BookingReceipt, type BookingRequest, type FreeSlots, type Slot } from '../../api';
import { MESSAGES } from '../../shared/forms';
import { BookingStep, type BookingStepProps } from './BookingStep';

const slot = (start: string): Slot => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString().replace('.000Z', 'Z') });
// Tuesday 12 May 2026 at 05:00 and 05:30 UTC, Wednesday 13 May at 09:00 and 09:30 UTC.
const SLOTS = [slot('2026-05-12T05:00:00Z'), slot('2026-05-12T05:30:00Z'), slot('2026-05-13T09:00:00Z'), slot('2026-05-13T09:30:00Z')];
const free = (slots: Slot[] = SLOTS): FreeSlots => ({ meetingMinutes: 30, horizonDays: 21, slots });
const reachUs = { contactPath: '/contact', phone: { display: '+1 (410) 555-0147', href: 'tel:+14105550147' } };
const receiptFor = (request: BookingRequest): BookingReceipt => ({
  id: 'b1',
  receivedAt: '2026-05-04T12:00:00Z',
  start: request.start,
  end: slot(request.start).end,
  status: 'confirmed',
});

let zoneBefore: string | undefined;
beforeEach(() => {
  // Only the clock: the step's "this year" is 2026. Timers stay real for the user's events.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-04T12:00:00Z'));
  zoneBefore = process.env.TZ;
  process.env.TZ = 'Asia/Kolkata';
});
afterEach(() => {
  vi.useRealTimers();
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

function setup(props: Partial<BookingStepProps> = {}) {
  const user = userEvent.setup();
  const loadSlots = vi.fn().mockResolvedValue(free());
  const bookSlot = vi.fn(async (request: BookingRequest) => receiptFor(request));
  render(<BookingStep reachUs={reachUs} words={words} loadSlots={loadSlots} bookSlot={bookSlot} {...props} />);
  return { user, loadSlots, bookSlot };
}

const dayButton = (name: RegExp) => screen.findByRole('button', { name });
/** The form appears (its code loads) once a time is first chosen. */
const formShown = () => screen.findByRole('button', { name: 'Book this time' });
const timeButtons = () => within(screen.getByRole('list', { name: /^Times on/ })).getAllByRole('button');

/** Chooses Wednesday 13 May at 14:30, types a name and an address, and books. */
async function bookWednesdayAt1430(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await dayButton(/^Wednesday/));
  await user.click(screen.getByRole('button', { name: /^Wednesday 13 May, 14:30/ }));
  await formShown();
  await user.type(screen.getByLabelText('Full Name *'), 'Priya Raman');
  await user.type(screen.getByLabelText('Email *'), 'priya@example.com');
  await user.click(screen.getByRole('button', { name: 'Book this time' }));
}

describe('the booking step', () => {
  it('held for the visitor’s confirmation: says to check the inbox, until when in the visitor’s zone, with no invitation yet', async () => {
    const held = vi.fn(async (request: BookingRequest) => ({
      ...receiptFor(request),
      status: 'held' as const,
      confirmBy: 'email' as const,
      holdUntil: '2026-05-04T12:15:00Z',
    }));
    const { user } = setup({ bookSlot: held });
    await bookWednesdayAt1430(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your inbox to confirm' })).toHaveFocus());
    // 12:15 UTC is 17:45 in India.
    expect(screen.getByText(/holding this time for you until 17:45\. Open the link in the e-mail we sent to priya@example\.com/)).toBeInTheDocument();
    expect(screen.queryByText(/The invitation is on its way/)).not.toBeInTheDocument();
  });

  it('held for the consultant’s confirmation: says the request is with them', async () => {
    const held = vi.fn(async (request: BookingRequest) => ({
      ...receiptFor(request),
      status: 'held' as const,
      confirmBy: 'host' as const,
      holdUntil: '2026-05-05T12:00:00Z',
    }));
    const { user } = setup({ bookSlot: held });
    await bookWednesdayAt1430(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your request is with our consultant' })).toHaveFocus());
    expect(screen.getByText(/Once the consultant confirms it, the invitation reaches priya@example\.com\./)).toBeInTheDocument();
  });

  it('shows the days with their number of free times, then a day’s times in the visitor’s zone (India Standard Time)', async () => {
    setup();
    const tuesday = await dayButton(/^Tuesday 12 May, 2 free times$/);
    expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Wednesday 13 May, 2 free times$/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'Times on Tuesday 12 May' })).toBeInTheDocument();
    expect(timeButtons().map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['10:30', 'Tuesday 12 May, 10:30 to 11:00, India Standard Time'],
      ['11:00', 'Tuesday 12 May, 11:00 to 11:30, India Standard Time'],
    ]);
    expect(screen.getByText(/In India Standard Time/)).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Calcutta');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Free times loaded: 2 days to choose from.'));
  });

  it('goes by keyboard from a day to its times, to the form, to the result, asking a name and an e-mail address', async () => {
    const { user, bookSlot } = setup();
    const wednesday = await dayButton(/^Wednesday/);
    wednesday.focus();
    await user.keyboard('{Enter}');
    expect(wednesday).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wednesday 13 May, 14:30 to 15:00, India Standard Time' })).toHaveFocus());
    await user.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('button', { name: 'Wednesday 13 May, 15:00 to 15:30, India Standard Time' })).toHaveAttribute('aria-pressed', 'true');

    // Nothing known on the booking page: name and e-mail required, company and phone optional.
    const name = await screen.findByLabelText('Full Name *');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText('Email *')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
    expect(screen.getByText('Wednesday 13 May, 15:00 to 15:30, India Standard Time', { selector: 'p' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(bookSlot).not.toHaveBeenCalled();
    expect(name).toHaveAccessibleDescription(MESSAGES.fullNameRequired);
    expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription(MESSAGES.emailRequired);

    await user.keyboard('Priya Raman{Tab}priya@example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your consultation is booked' })).toHaveFocus());
    expect(bookSlot).toHaveBeenCalledTimes(1);
    const [request, key] = bookSlot.mock.calls[0] as unknown as [BookingRequest, string];
    expect(request).toMatchObject({
      fullName: 'Priya Raman',
      email: 'priya@example.com',
      companyName: '',
      phone: '',
      start: '2026-05-13T09:30:00Z',
      timeZone: 'Asia/Calcutta',
      website: '',
    });
    expect(request).not.toHaveProperty('leadId');
    expect(key).toMatch(/\S{16,}/);
    expect(screen.getByText('Wednesday 13 May, 15:00 to 15:30, India Standard Time')).toBeInTheDocument();
    expect(screen.getByText(/The invitation is on its way to priya@example.com\./)).toBeInTheDocument();
  });

  it('after a consultation request, asks nothing more than a confirmation and sends the request’s details and id', async () => {
    const { user, bookSlot } = setup({
      known: { fullName: 'Ada Lovelace', email: 'ada@analytical.example', companyName: 'Engines Ltd', phone: '', leadId: 'lead-7', leadToken: 'proof-7' },
      headingLevel: 3,
    });
    await user.click(await screen.findByRole('button', { name: 'Tuesday 12 May, 10:30 to 11:00, India Standard Time' }));
    await formShown();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Confirm your time' })).toBeInTheDocument();
    expect(screen.getByText('We will send the invitation to ada@analytical.example.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Book this time' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 3, name: 'Your consultation is booked' });
    expect(bookSlot.mock.calls[0]![0]).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@analytical.example',
      companyName: 'Engines Ltd',
      leadId: 'lead-7',
      leadToken: 'proof-7',
      start: '2026-05-12T05:00:00Z',
    });
  });

  it('asks only for the e-mail address when the request gave a phone number instead', async () => {
    const { user, bookSlot } = setup({
      known: { fullName: 'Ada Lovelace', email: '', companyName: '', phone: '410 555 0177', leadId: 'lead-8', leadToken: 'proof-8' },
    });
    await user.click(await screen.findByRole('button', { name: /^Tuesday 12 May, 11:00/ }));
    await formShown();
    expect(screen.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual(['email']);
    await waitFor(() => expect(screen.getByLabelText('Email *')).toHaveFocus());
    await user.keyboard('ada@analytical.example{Enter}');
    await screen.findByText(/on its way to ada@analytical.example/);
    expect(bookSlot.mock.calls[0]![0]).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@analytical.example', phone: '410 555 0177' });
  });

  it('on a time taken meanwhile, says so, shows the fresh times and keeps what was typed', async () => {
    const fresh = [SLOTS[1]!, SLOTS[2]!];
    const bookSlot = vi
      .fn()
      .mockRejectedValueOnce(new SlotTakenError(MESSAGES.slotTaken, fresh))
      .mockImplementation(async (request: BookingRequest) => receiptFor(request));
    const { user } = setup({ bookSlot });
    await user.click(await screen.findByRole('button', { name: /^Tuesday 12 May, 10:30/ }));
    await formShown();
    await user.type(screen.getByLabelText('Full Name *'), 'Priya Raman');
    await user.type(screen.getByLabelText('Email *'), 'priya@example.com');
    await user.type(screen.getByLabelText('Company Name'), 'Raman & Co');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.slotTaken);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Tuesday 12 May, 10:30/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Tuesday 12 May, 1 free time$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Tuesday 12 May, 11:00/ }));
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Priya Raman');
    expect(screen.getByLabelText('Email *')).toHaveValue('priya@example.com');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Raman & Co');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await screen.findByRole('heading', { name: 'Your consultation is booked' });
    expect(bookSlot).toHaveBeenCalledTimes(2);
    const [[first, firstKey], [second, secondKey]] = bookSlot.mock.calls as unknown as [[BookingRequest, string], [BookingRequest, string]];
    expect(second.start).toBe('2026-05-12T05:30:00Z');
    expect(second).toMatchObject({ fullName: 'Priya Raman', companyName: 'Raman & Co' });
    expect(first.start).not.toBe(second.start);
    // Another time is another request: not the first one's key.
    expect(secondKey).not.toBe(firstKey);
  });

  it('when the API cannot be reached, keeps the time and everything typed and retries with the same key', async () => {
    const bookSlot = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Failed to send form', 0))
      .mockImplementation(async (request: BookingRequest) => receiptFor(request));
    const { user } = setup({ bookSlot });
    await bookWednesdayAt1430(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server.*your time and details are kept/);
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Priya Raman');
    expect(screen.getByRole('button', { name: /^Wednesday 13 May, 14:30/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your consultation is booked' });
    const [[first, firstKey], [second, secondKey]] = bookSlot.mock.calls as unknown as [[BookingRequest, string], [BookingRequest, string]];
    expect(second).toEqual(first);
    expect(secondKey).toBe(firstKey);
  });

  it('shows a refusal of the address beside its field and a limit’s message as said, keeping everything typed', async () => {
    const bookSlot = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(MESSAGES.upcomingBooking, 409, { email: MESSAGES.upcomingBooking }))
      .mockRejectedValueOnce(new ApiError(MESSAGES.bookingsPerClient, 429));
    const { user } = setup({ bookSlot });
    await bookWednesdayAt1430(user);
    await waitFor(() => expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription(MESSAGES.upcomingBooking));
    expect(screen.getByLabelText('Email *')).toHaveValue('priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.bookingsPerClient);
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Priya Raman');
  });

  it('says when no time is free within the calendar’s horizon and offers the contact form and the phone', async () => {
    setup({ loadSlots: vi.fn().mockResolvedValue(free([])) });
    expect(await screen.findByRole('heading', { name: 'No free times in the next 21 days' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: '+1 (410) 555-0147' })).toHaveAttribute('href', 'tel:+14105550147');
    expect(screen.queryByRole('button', { name: /free time/ })).not.toBeInTheDocument();
  });

  it('when the free times cannot be loaded, says so and loads them again on request', async () => {
    const loadSlots = vi.fn().mockRejectedValueOnce(new ApiError('Failed to send form', 0)).mockResolvedValue(free());
    const { user } = setup({ loadSlots });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the free times.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await dayButton(/^Tuesday 12 May, 2 free times/)).toBeInTheDocument();
    expect(loadSlots).toHaveBeenCalledTimes(2);
  });

  it('re-labels the days and times in another zone, keeping the time chosen', async () => {
    const { user, bookSlot } = setup();
    await user.click(await dayButton(/^Wednesday/));
    await user.click(screen.getByRole('button', { name: /^Wednesday 13 May, 15:00/ }));
    await formShown();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Times now shown in Eastern Daylight Time.'));
    // 05:00 UTC on 12 May is 01:00 in New York: still the 12th; 09:30 UTC on the 13th is 05:30.
    expect(screen.getByRole('button', { name: /^Wednesday 13 May, 2 free times$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(timeButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Wednesday 13 May, 05:00 to 05:30, Eastern Daylight Time',
      'Wednesday 13 May, 05:30 to 06:00, Eastern Daylight Time',
    ]);
    expect(screen.getByText('Wednesday 13 May, 05:30 to 06:00, Eastern Daylight Time', { selector: 'p' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name *'), 'Priya Raman');
    await user.type(screen.getByLabelText('Email *'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await screen.findByText('Wednesday 13 May, 05:30 to 06:00, Eastern Daylight Time');
    expect(bookSlot.mock.calls[0]![0]).toMatchObject({ start: '2026-05-13T09:30:00Z', timeZone: 'America/New_York' });
  });

  it('shows the days a week at a time, turning the weeks by buttons that keep the focus', async () => {
    // Tuesday 12 May and Tuesday 19 May: two weeks.
    const { user } = setup({ loadSlots: vi.fn().mockResolvedValue(free([SLOTS[0]!, slot('2026-05-19T05:00:00Z')])) });
    expect(await screen.findByText('11 to 17 May')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous week' });
    const next = screen.getByRole('button', { name: 'Next week' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('button', { name: /free times?$/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Tuesday 12 May, 1 free time']);
    await user.click(previous);
    expect(screen.getByText('11 to 17 May')).toBeInTheDocument();
    await user.click(next);
    expect(next).toHaveFocus();
    expect(screen.getByText('18 to 24 May')).toHaveAttribute('aria-live', 'polite');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday 19 May, 1 free time' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Times on Tuesday 19 May' })).toBeInTheDocument();
  });

  it('shows a loading line until the times arrive, and no times at build time', async () => {
    let answer: (value: FreeSlots) => void = () => {};
    setup({ loadSlots: vi.fn(() => new Promise<FreeSlots>((resolve) => (answer = resolve))) });
    expect(screen.getByText('Loading the free times...')).toBeInTheDocument();
    await act(async () => answer(free()));
    expect(screen.queryByText('Loading the free times...')).not.toBeInTheDocument();
  });
});
