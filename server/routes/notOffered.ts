import { MESSAGES } from '../../src/shared/forms';
import type { NotOffered } from '../booking/slotCandidates';

/** Why a time that is nobody's slot is refused (422), in the visitor's words; 409 is kept for a time that was free and is taken. */
export const NOT_OFFERED: Record<NotOffered, string> = {
  past: MESSAGES.slotPast,
  notice: MESSAGES.slotTooSoon,
  horizon: MESSAGES.slotTooFar,
  hours: MESSAGES.slotOutsideHours,
};
