import { availabilitySchema, type Availability } from '../../src/model/schemas/availability';
import { parseContent } from '../../src/model/schemas/parseContent';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * A calendar open around the clock, every day, without notice, buffers or a cap that binds: a booking
 * made at any time gets the next free half hour, and each slot can be booked once per consultant.
 * One consultant per zone (`consultant-0`, … or `daniel-mercer` for one).
 */
export function openCalendar(zones: readonly string[] = ['UTC'], horizonDays = 7): Availability {
  return parseContent(availabilitySchema, {
    meetingMinutes: 30,
    minimumNoticeHours: 0,
    horizonDays,
    dailyCapPerConsultant: 48,
    consultants: zones.map((timeZone, index) => ({
      id: zones.length === 1 ? 'daniel-mercer' : `consultant-${index}`,
      name: zones.length === 1 ? 'Daniel Mercer' : `Consultant ${index}`,
      email: zones.length === 1 ? 'daniel@virtualip.example' : `consultant-${index}@virtualip.example`,
      timeZone,
      weeklyHours: Object.fromEntries(WEEK.map((day) => [day, [{ start: '00:00', end: '24:00' }]])),
    })),
  });
}
