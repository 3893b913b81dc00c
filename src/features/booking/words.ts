import { createContext, useContext } from 'react';
import type { BookingWords } from '../../model/types';

const BookingWordsContext = createContext<BookingWords | null>(null);

/** Gives the step's parts its words: the island's props, from its page (content/islands/booking.json). */
export const BookingWordsProvider = BookingWordsContext.Provider;

export function useBookingWords(): BookingWords {
  const words = useContext(BookingWordsContext);
  if (!words) throw new Error('The booking step has no words: render it inside a BookingWordsProvider');
  return words;
}

export type { BookingWords };
