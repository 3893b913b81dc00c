import { ApiError } from '../../api/request';

const NOT_SENT = {
  book: {
    offline: 'We could not reach our server, so the time is not booked yet. Check your connection and try again: your time and details are kept.',
    failed: 'The booking did not go through. Try again in a moment: your time and details are kept.',
  },
  move: {
    offline: 'We could not reach our server, so the meeting has not moved yet. Check your connection and try again.',
    failed: 'The meeting could not be moved just now. Try again in a moment.',
  },
} as const;

/**
 * What to say when booking or moving a meeting failed for another reason than the time or the
 * details: the connection, the server, or a limit (429), whose own message says what to do instead.
 */
export function notSentMessage(error: unknown, action: keyof typeof NOT_SENT): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return NOT_SENT[action][error instanceof ApiError && error.status === 0 ? 'offline' : 'failed'];
}
