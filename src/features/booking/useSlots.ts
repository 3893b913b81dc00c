import { useCallback, useEffect, useState } from 'react';
import type { FreeSlots, LoadSlots, Slot } from '../../api';

export type SlotsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slots: Slot[]; horizonDays: number | undefined };

/**
 * The free slots, loaded when the step is shown (never at build time: they change by the minute),
 * again on `reload` (after a failure), or replaced by fresh ones the API sent with a 409.
 */
export function useSlots(load: LoadSlots) {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (answer: FreeSlots) => current && setState({ status: 'ready', slots: answer.slots, horizonDays: answer.horizonDays }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (slots: Slot[]) => setState((previous) => ({ status: 'ready', slots, horizonDays: previous.status === 'ready' ? previous.horizonDays : undefined })),
    [],
  );
  return { state, reload, replace };
}
