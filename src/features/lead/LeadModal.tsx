import { useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { LeadForm, type SubmitLead } from './LeadForm';
import { theme } from '../../ui/theme';

/** site-spec §9: the first field gets focus 50 ms after opening. */
export const FOCUS_DELAY_MS = 50;
export const DEFAULT_TITLE = 'Get a Free Consultation';

const Dialog = styled.dialog`
  width: calc(100% - ${theme.space.xl});
  max-width: 560px;
  max-height: calc(100% - ${theme.space.xl});
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  &::backdrop { background: rgba(15, 23, 42, 0.6); }
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

/**
 * The consultation dialog (site-spec §2, §4): a native modal <dialog> (inert page behind it,
 * Escape, focus back to the trigger on close) with Tab kept inside by useFocusTrap. Page scroll is
 * locked by CSS while a modal dialog is open (see globalCss). Loaded on demand.
 */
export default function LeadModal({ open, onClose, title = DEFAULT_TITLE, onSubmit }: LeadModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [formKey, setFormKey] = useState(0);
  useFocusTrap(dialogRef, open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!open) {
      if (dialog.open) dialog.close();
      return undefined;
    }
    setSucceeded(false);
    setFormKey((key) => key + 1);
    if (!dialog.open) dialog.showModal();
    const timer = setTimeout(() => firstFieldRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Escape: the browser fires 'cancel'; closing goes through onClose so the parent's state follows.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  // A click whose target is the <dialog> itself landed on its ::backdrop (the panel covers the box).
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <Dialog ref={dialogRef} aria-labelledby="lead-modal-title" onCancel={onCancel} onClick={onDialogClick}>
      <Panel>
        <CloseButton type="button" aria-label="Close dialog" onClick={onClose}>
          <CloseIcon />
        </CloseButton>
        {succeeded ? (
          <div role="status">
            <h2 id="lead-modal-title">Thank you!</h2>
            <p>We’ve received your details.</p>
            <p>Our team will reach out shortly.</p>
            <Button type="button" onClick={onClose}>
              Close
            </Button>
          </div>
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
