import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './ModalDialog';

function setup(open: boolean) {
  const onClose = vi.fn();
  const view = render(
    <ModalDialog open={open} onClose={onClose} aria-label="Example">
      <div>
        <button type="button">Inside</button>
      </div>
    </ModalDialog>,
  );
  return { onClose, view, dialog: () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement };
}

describe('ModalDialog', () => {
  it('opens as a modal while open and closes when the caller says so', () => {
    const { view, dialog, onClose } = setup(true);
    expect(dialog().open).toBe(true);
    view.rerender(
      <ModalDialog open={false} onClose={onClose} aria-label="Example">
        <div />
      </ModalDialog>,
    );
    expect(dialog().open).toBe(false);
  });

  it('asks the caller to close on Escape (cancel) and stays open until it does', () => {
    const { dialog, onClose } = setup(true);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
  });

  it('asks the caller to close on a click on the backdrop, not on a click inside', () => {
    const { dialog, onClose } = setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'Inside', hidden: true }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
