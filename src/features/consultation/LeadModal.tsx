import WORDS from '../../../content/islands/consultation.json' with { type: 'json' };
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import { ModalDialog } from '../../ui/ModalDialog';
import type { SubmitLead } from '../../api';
import { CONSULTATION_DIALOG_ID } from './dialog';
import { LeadForm, type AfterRequest, type SentLead } from './LeadForm';
import { LeadThanks } from './LeadThanks';
import { theme } from '../../ui/theme';

const Dialog = styled(ModalDialog)`
  width: calc(100% - ${theme.space.xl});
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
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

/** The success state's own Close, set apart from what is shown above it (the booking step). */
const Closing = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space.lg};
`;

const CloseButton = styled(IconButton)`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
`;

export interface LeadModalProps {
  open: boolean;
  /** Opened by the page's script (showConsultation), which also puts focus in the first field. */
  onOpen?: () => void;
  onClose: () => void;
  title?: string;
  onSubmit: SubmitLead;
  /** Shown under the thanks once the request is sent (the booking step, from the composition root). */
  afterSuccess?: AfterRequest;
}

/** The consultation dialog (docs/product/site.md §2, §4), on the site's one ModalDialog; its close button works before its island runs. */
export function LeadModal({ open, onOpen, onClose, title = WORDS.title, onSubmit, afterSuccess }: LeadModalProps) {
  const [sent, setSent] = useState<SentLead | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);

  // The next opening starts with an empty form: reset on closing, never on opening, where a
  // form mounted again after the first paint would drop what the visitor had already typed.
  const wasOpen = useRef(open);
  useEffect(() => {
    // On closing only: a dialog that opened before its island ran is found closed in React's first render.
    if (wasOpen.current && !open) {
      setSent(undefined);
      setFormKey((key) => key + 1);
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <Dialog id={CONSULTATION_DIALOG_ID} open={open} onOpen={onOpen} onClose={onClose} aria-labelledby="lead-modal-title">
      <Panel>
        <CloseButton type="button" aria-label={WORDS.closeLabel} command="close" commandfor={CONSULTATION_DIALOG_ID} onClick={onClose}>
          <CloseIcon />
        </CloseButton>
        {sent ? (
          <LeadThanks headingId="lead-modal-title" focusOnShow>
            {afterSuccess?.(sent)}
            <Closing>
              <Button type="button" $variant={afterSuccess ? 'secondary' : 'primary'} onClick={onClose}>
                {WORDS.close}
              </Button>
            </Closing>
          </LeadThanks>
        ) : (
          <>
            <h2 id="lead-modal-title">{title}</h2>
            {/* setSent is stable: the memoised form is not rendered again by the dialog's opening or closing. */}
            <LeadForm key={formKey} onSubmit={onSubmit} onSuccess={setSent} onCancel={onClose} />
          </>
        )}
      </Panel>
    </Dialog>
  );
}
