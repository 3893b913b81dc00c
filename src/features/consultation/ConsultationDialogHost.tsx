import { useCallback, useEffect, useState } from 'react';
import { submitLead, track } from '../../api';
import { LeadModal } from './LeadModal';
import { markSeenThisSession } from './sessionFlag';
import type { ConsultationRequest } from './triggers';

type Listener = (request: ConsultationRequest) => void;
let listener: Listener | undefined;
const queued: ConsultationRequest[] = [];

/** Asks the dialog to open; a request made before the host has mounted waits for it. */
export function requestConsultation(request: ConsultationRequest): void {
  if (listener) listener(request);
  else queued.push(request);
}

/**
 * The consultation dialog of a page: one React root of its own (mounted by the app on the first
 * request), opened by requestConsultation from any trigger on the page.
 */
export function ConsultationDialogHost() {
  const [state, setState] = useState<{ open: boolean; title?: string }>({ open: false });

  useEffect(() => {
    listener = (request) => {
      if (request.byVisitor) track('consultation_open');
      setState({ open: true, title: request.title });
    };
    for (const request of queued.splice(0)) listener(request);
    return () => {
      listener = undefined;
    };
  }, []);

  const close = useCallback(() => {
    markSeenThisSession();
    setState((current) => ({ ...current, open: false }));
  }, []);

  return <LeadModal open={state.open} title={state.title} onClose={close} onSubmit={submitLead} />;
}
