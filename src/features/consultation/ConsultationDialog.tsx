import { useState } from 'react';
import { submitLead } from '../../api';
import { requestedTitle } from './dialog';
import { LeadModal } from './LeadModal';

/**
 * The consultation dialog of a page with consultation buttons, an island. The page's script opens
 * it (showConsultation); this follows the dialog's own state, open or closed, from the first render.
 */
export function ConsultationDialog() {
  const [state, setState] = useState(() => ({ open: false, title: requestedTitle() }));
  return (
    <LeadModal
      open={state.open}
      title={state.title}
      onOpen={() => setState({ open: true, title: requestedTitle() })}
      onClose={() => setState((current) => ({ ...current, open: false }))}
      onSubmit={submitLead}
    />
  );
}
