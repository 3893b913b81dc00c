import { useCallback, useState } from 'react';
import { submitLead } from '../../api';
import { requestedTitle } from './dialog';
import type { AfterRequest } from './LeadForm';
import { LeadModal } from './LeadModal';

/**
 * The consultation dialog of a page with consultation buttons, an island. The page's script opens
 * it (showConsultation); this follows the dialog's own state, open or closed, from the first render.
 * `afterSuccess` is a render slot the composition root fills (the booking step, loaded when shown).
 */
export function ConsultationDialog({ afterSuccess }: { afterSuccess?: AfterRequest }) {
  const [state, setState] = useState(() => ({ open: false, title: requestedTitle() }));
  // Stable, so an opening renders the dialog's frame and title, not its form again.
  const onOpen = useCallback(() => setState({ open: true, title: requestedTitle() }), []);
  const onClose = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return <LeadModal open={state.open} title={state.title} onOpen={onOpen} onClose={onClose} onSubmit={submitLead} afterSuccess={afterSuccess} />;
}
