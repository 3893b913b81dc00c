import { useState } from 'react';
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
  return (
    <LeadModal
      open={state.open}
      title={state.title}
      onOpen={() => setState({ open: true, title: requestedTitle() })}
      onClose={() => setState((current) => ({ ...current, open: false }))}
      onSubmit={submitLead}
      afterSuccess={afterSuccess}
    />
  );
}
