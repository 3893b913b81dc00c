import { ApiError } from '../../api/request';
import type { BookingWords } from './words';

/**
 * What to say when booking or moving a meeting failed for another reason than the time or the
 * details: the connection, the server, or a limit (429), whose own message says what to do instead.
 */
export function notSentMessage(error: unknown, words: BookingWords['notSent']['book' | 'move']): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return words[error instanceof ApiError && error.status === 0 ? 'offline' : 'failed'];
}
