import { useCallback, useState } from 'react';

/**
 * A polite live region for what changes away from the focus (the times loaded, another zone):
 * rendered from the start, empty, so that screen readers hear what is put into it later.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage(text), []);
  const announcer = (
    <p role="status" className="visually-hidden">
      {message}
    </p>
  );
  return { announce, announcer };
}
