import type { ReactNode } from 'react';
import { SUCCESS_COPY } from '../../shared/forms';

/** The consultation form's success state (docs/product/site.md §4), in the dialog and on the form's own page. */
export function LeadThanks({ headingId, children }: { headingId?: string; children?: ReactNode }) {
  const [received, followUp] = SUCCESS_COPY.lead.lines;
  return (
    <div role="status">
      <h2 id={headingId}>{SUCCESS_COPY.lead.heading}</h2>
      <p>{received}</p>
      <p>{followUp}</p>
      {children}
    </div>
  );
}
