import { useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { theme } from './theme';
import { useFocusTrap } from './useFocusTrap';

const Base = styled.dialog`
  padding: 0;
  border: 0;
  &::backdrop { background: ${theme.colors.backdrop}; }
`;

export interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'> {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop. The caller sets `open` to false. */
  onClose: () => void;
}

/**
 * The one modal dialog of the site: a native <dialog> opened with showModal while `open`, so the
 * browser makes the page behind it inert and gives focus back to what opened it when it closes.
 * Escape and a click on the backdrop ask the caller to close (the state stays the caller's); Tab
 * stays inside (useFocusTrap); the page does not scroll behind it (globalCss). Style it with
 * styled(ModalDialog); the panel inside must cover the dialog's box, so a click on the dialog
 * element itself can only be a click on the backdrop.
 */
export function ModalDialog({ open, onClose, onClick, children, ...rest }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useFocusTrap(ref, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
    onClick?.(event);
  };

  return (
    <Base ref={ref} data-print="hide" {...rest} onCancel={onCancel} onClick={onDialogClick}>
      {children}
    </Base>
  );
}
