import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { invitation, type InvitationEvent } from './invitation';

const booked: InvitationEvent = {
  method: 'REQUEST',
  uid: 'booking-7f3a@virtualip.example',
  sequence: 0,
  start: '2026-05-12T04:30:00Z',
  end: '2026-05-12T05:00:00Z',
  stamp: '2026-05-01T09:15:00Z',
  summary: 'Free consultation with Virtual IP',
  description: 'Thirty minutes about your security, AI or compliance question.',
  location: 'Video call: the link follows by e-mail',
  url: 'https://www.virtualip.example/booking/manage?token=abc',
  organizer: { name: 'Virtual IP', email: 'info@virtualip.example' },
  attendees: [
    { name: 'Daniel Mercer', email: 'daniel.mercer@virtualip.example', rsvp: false },
    { name: 'Priya Raman', email: 'priya@example.com', rsvp: true },
  ],
};

/** The invitation as a calendar program reads it. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const attendees = vevent.getAllProperties('attendee').map((property) => ({
    address: String(property.getFirstValue()).toLowerCase(),
    rsvp: property.getParameter('rsvp'),
    partstat: property.getParameter('partstat'),
  }));
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: vevent.getFirstProperty('dtstart')!.toICALString(),
    end: vevent.getFirstProperty('dtend')!.toICALString(),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    productId: calendar.getFirstPropertyValue('prodid'),
    attendees,
  };
}

describe('the invitation', () => {
  it('is a REQUEST in UTC, organised by the company, with the consultant accepted and the visitor asked to RSVP', () => {
    const parsed = read(invitation(booked));
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      uid: booked.uid,
      sequence: 0,
      status: 'CONFIRMED',
      start: 'DTSTART:20260512T043000Z',
      end: 'DTEND:20260512T050000Z',
      organizer: 'mailto:info@virtualip.example',
      productId: '-//Virtual IP//Consultation booking//EN',
    });
    expect(parsed.attendees).toEqual([
      { address: 'mailto:daniel.mercer@virtualip.example', rsvp: undefined, partstat: 'ACCEPTED' },
      { address: 'mailto:priya@example.com', rsvp: 'TRUE', partstat: 'NEEDS-ACTION' },
    ]);
  });

  it('takes the meeting from one consultant with a CANCEL naming only them, the event itself not cancelled', () => {
    const leaving = read(invitation({ ...booked, method: 'CANCEL', sequence: 1, attendees: [booked.attendees[0]!] }));
    expect(leaving).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 1, status: null, organizer: 'mailto:info@virtualip.example' });
    expect(leaving.attendees.map((attendee) => attendee.address)).toEqual(['mailto:daniel.mercer@virtualip.example']);
  });

  it('moves the same meeting when rescheduled: same UID, sequence one higher', () => {
    const moved = read(invitation({ ...booked, sequence: 1, start: '2026-05-13T04:30:00Z', end: '2026-05-13T05:00:00Z' }));
    expect(moved).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1, start: 'DTSTART:20260513T043000Z' });
  });

  it('cancels with METHOD:CANCEL, the same UID and the sequence one higher', () => {
    const cancelled = read(invitation({ ...booked, method: 'CANCEL', sequence: 2 }));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 2, status: 'CANCELLED' });
  });

  it('writes a file calendars accept: CRLF lines of at most 75 octets, one VEVENT with a DTSTAMP', () => {
    const text = invitation({ ...booked, description: 'A long description. '.repeat(20) });
    const lines = text.split('\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines.some((line) => line.includes('\n'))).toBe(false);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(text).toMatch(/^DTSTAMP:20260501T091500Z$/m);
  });
});
