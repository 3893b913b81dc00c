import { useEffect } from 'react';
import { isSearchShortcut } from './searchShortcut';

/** Calls `onOpen` for the search's keyboard shortcuts (isSearchShortcut). */
export function useSearchShortcut(onOpen: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}
