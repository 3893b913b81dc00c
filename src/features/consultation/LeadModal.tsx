import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import { ModalDialog } from '../../ui/ModalDialog';
import type { SubmitLead } from '../../api';
import { LeadForm } from './LeadForm';
import { LeadThanks } from './LeadThanks';
import { theme } from '../../ui/theme';

/** site-spec §9: the first field gets focus 50 ms after opening. */
export const FOCUS_DELAY_MS = 50;
export const DEFAULT_TITLE = 'Get a Free Consultation';

const Dialog = styled(ModalDialog)`
  width: calc(100% - ${theme.space.xl});
  max-width: 560px;
  max-height: calc(100% - ${theme.space.xl});
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
`;

const Panel = styled.div`
  position: relative;
  padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.lg};
  h2 { margin-right: ${theme.space.xxl}; }
`;

const CloseButton = styled(IconButton)`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
`;

export interface LeadModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  onSubmit: SubmitLead;
}

/** The consultation dialog (site-spec §2, §4), on the site's one ModalDialog. Loaded on demand. */
export function LeadModal({ open, onClose, title = DEFAULT_TITLE, onSubmit }: LeadModalProps) {
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [formKey, setFormKey] = useState(0);

  // The next opening starts with an empty form: reset on closing, never on opening, where a
  // form mounted again after the first paint would drop what the visitor had already typed.
  useEffect(() => {
    if (!open) {
      setSucceeded(false);
      setFormKey((key) => key + 1);
      return undefined;
    }
    const timer = setTimeout(() => firstFieldRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lead-modal-title">
      <Panel>
        <CloseButton type="button" aria-label="Close dialog" onClick={onClose}>
          <CloseIcon />
        </CloseButton>
        {succeeded ? (
          <LeadThanks headingId="lead-modal-title">
            <Button type="button" onClick={onClose}>
              Close
            </Button>
          </LeadThanks>
        ) : (
          <>
            <h2 id="lead-modal-title">{title}</h2>
            <LeadForm key={formKey} onSubmit={onSubmit} onSuccess={() => setSucceeded(true)} onCancel={onClose} firstFieldRef={firstFieldRef} />
          </>
        )}
      </Panel>
    </Dialog>
  );
}
