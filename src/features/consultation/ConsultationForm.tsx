import { useState } from 'react';
import { submitLead, type SubmitLead } from '../../api';
import { LeadForm } from './LeadForm';
import { LeadThanks } from './LeadThanks';

/**
 * The consultation form on a page of its own (/consultation): the dialog's form without Cancel,
 * for visitors without script and for links that lead to it. Its success state replaces it.
 */
export function ConsultationForm({ submit = submitLead }: { submit?: SubmitLead }) {
  const [succeeded, setSucceeded] = useState(false);
  return succeeded ? <LeadThanks /> : <LeadForm onSubmit={submit} onSuccess={() => setSucceeded(true)} />;
}
