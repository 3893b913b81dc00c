import WORDS from '../../../content/islands/consultation.json' with { type: 'json' };
import type { ComponentProps } from 'react';
import { ButtonLink } from '../../ui/Button';
import { CONSULTATION_TRIGGER } from './triggers';

/**
 * A visible 'Get a Free Consultation' trigger. It is a link to the consultation form's own page
 * (`to`: the page's data carries the path), so it leads somewhere before any script runs (or in a
 * new tab); with the page's script, a plain click opens the dialog instead (watchConsultationTriggers),
 * and focus returns here when it closes.
 */
export function ConsultationButton({ to, $variant, title }: { to: string; $variant?: ComponentProps<typeof ButtonLink>['$variant']; title?: string }) {
  return (
    <ButtonLink to={to} $variant={$variant} aria-haspopup="dialog" data-print="hide" {...{ [CONSULTATION_TRIGGER]: title ?? '' }}>
      {WORDS.trigger}
    </ButtonLink>
  );
}
