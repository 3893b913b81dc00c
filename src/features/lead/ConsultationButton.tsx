import type { ComponentProps } from 'react';
import { Button } from '../../ui/Button';
import { useLeadModal } from './LeadModalProvider';

/** A visible 'Get a Free Consultation' trigger; focus returns here when the dialog closes. */
export function ConsultationButton({ $variant, title }: { $variant?: ComponentProps<typeof Button>['$variant']; title?: string }) {
  const { openLeadModal } = useLeadModal();
  return (
    <Button type="button" $variant={$variant} aria-haspopup="dialog" data-print="hide" onClick={() => openLeadModal(title)}>
      Get a Free Consultation
    </Button>
  );
}
