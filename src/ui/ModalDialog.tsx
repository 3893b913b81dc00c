import { startTransition, useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { afterNextPaint } from './afterNextPaint';
import { theme } from './theme';
import { useFocusTrap } from './useFocusTrap';

const Base = styled.dialog`
  padding: 0;
  border: 0;
  &::backdrop { background: ${theme.colors.backdrop}; }
`;

export interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'> {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, or closed natively. The caller sets `open` to false. */
  onClose: () => void;
  /**
   * Opened natively (a button's `command="show-modal"`, or the page's plain script before this
   * island ran): the caller sets `open` to true. Without it, such a dialog is closed again.
   */
  onOpen?: () => void;
}

/**
 * The one modal dialog of the site: a native <dialog> opened with showModal while `open`, so the
 * browser makes the page behind it inert and gives focus back to what opened it when it closes.
 * Escape and a click on the backdrop ask the caller to close (the state stays the caller's); Tab
 * stays inside (useFocusTrap); the page does not scroll behind it (globalCss). Style it with
 * styled(ModalDialog); the panel inside must cover the dialog's box, so a click on the dialog
 * element itself can only be a click on the backdrop.
 *
 * The element's own state wins over a stale prop: a dialog found open when this mounts (opened
 * before its island hydrated) or opened or closed natively later is reported to the caller
 * (onOpen, onClose) rather than undone.
 */
export function ModalDialog({ open, onClose, onOpen, onClick, children, ...rest }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useFocusTrap(ref, open);
  const latest = useRef({ open, onClose, onOpen });
  const mounted = useRef(false);

  useEffect(() => {
    latest.current = { open, onClose, onOpen };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) {
      if (!mounted.current && onOpen) startTransition(onOpen);
      else dialog.close();
    }
    mounted.current = true;
    // Only the prop's changes: the callbacks are read when needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const observer = new MutationObserver(() => {
      const { open: wanted, onClose: closed, onOpen: opened } = latest.current;
      if (dialog.open === wanted) return;
      if (!dialog.open) closed();
      // The browser already shows it: the caller's render waits until that frame is painted, and
      // is dropped if the dialog closed meanwhile.
      else if (opened) afterNextPaint(() => dialog.open && !latest.current.open && startTransition(opened));
      else dialog.close();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);

  /**
   * Asks the caller to close. A dialog the caller does not know to be open yet (found open at
   * hydration, its report still rendering in a transition) is closed here: the caller's state
   * already says closed, so no change of `open` would ever close it.
   */
  const requestClose = () => {
    onClose();
    const dialog = ref.current;
    if (dialog?.open && !latest.current.open) dialog.close();
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    requestClose();
  };
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) requestClose();
    onClick?.(event);
  };

  return (
    <Base ref={ref} data-print="hide" closedby="any" {...rest} onCancel={onCancel} onClick={onDialogClick}>
      {children}
    </Base>
  );
}
