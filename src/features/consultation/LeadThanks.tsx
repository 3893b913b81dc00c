import { useEffect, useRef, type ReactNode } from 'react';
import { SUCCESS_COPY } from '../../shared/forms';

/**
 * The consultation form's success state (docs/product/site.md §4), in the dialog and on the form's
 * own page. Shown in place of the form the visitor was in, it takes the focus (`focusOnShow`), so a
 * keyboard or screen-reader visitor goes on from its heading.
 */
export function LeadThanks({ headingId, focusOnShow = false, children }: { headingId?: string; focusOnShow?: boolean; children?: ReactNode }) {
  const [received, followUp] = SUCCESS_COPY.lead.lines;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
    // On showing only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // What follows the thanks (a button, the booking step) is outside the live region: it is not news to announce.
  return (
    <>
      <div role="status">
        <h2 id={headingId} ref={heading} tabIndex={focusOnShow ? -1 : undefined}>
          {SUCCESS_COPY.lead.heading}
        </h2>
        <p>{received}</p>
        <p>{followUp}</p>
      </div>
      {children}
    </>
  );
}
