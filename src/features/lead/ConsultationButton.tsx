import type { ComponentProps, MouseEvent } from 'react';
import { ButtonLink } from '../../ui/Button';
import { useLeadModal } from './LeadModalProvider';

/** A press the page should take: a plain left click, not one that asks for a new tab or window. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A visible 'Get a Free Consultation' trigger. It is a link to the consultation form's own page
 * (`to`: the page's data carries the path, so the frame needs no module of the forms' pages), so
 * it leads somewhere before any script runs (or in a new tab); once the page runs, a plain click
 * opens the dialog instead, and focus returns here when it closes.
 */
export function ConsultationButton({ to, $variant, title }: { to: string; $variant?: ComponentProps<typeof ButtonLink>['$variant']; title?: string }) {
  const { openLeadModal } = useLeadModal();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    openLeadModal(title);
  };
  return (
    <ButtonLink to={to} $variant={$variant} aria-haspopup="dialog" data-print="hide" onClick={open}>
      Get a Free Consultation
    </ButtonLink>
  );
}
