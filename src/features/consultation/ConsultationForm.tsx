import { useState } from 'react';
import { submitLead, type SubmitLead } from '../../api';
import { LeadForm, type AfterRequest, type SentLead } from './LeadForm';
import { LeadThanks } from './LeadThanks';

/**
 * The consultation form on a page of its own (/consultation): the dialog's form without Cancel,
 * for visitors without script and for links that lead to it. Its success state replaces it, with
 * what the composition root puts after it (`afterSuccess`: the booking step).
 */
export function ConsultationForm({ submit = submitLead, afterSuccess }: { submit?: SubmitLead; afterSuccess?: AfterRequest }) {
  const [sent, setSent] = useState<SentLead | undefined>(undefined);
  return sent ? <LeadThanks focusOnShow>{afterSuccess?.(sent)}</LeadThanks> : <LeadForm onSubmit={submit} onSuccess={setSent} />;
}
