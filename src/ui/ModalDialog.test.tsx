import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  describe('opened or closed natively (a command button, or the page before its island ran)', () => {
    /** A dialog the prerendered page has, opened before React takes it over, as hydration finds it. */
    function adopt(onOpen?: () => void) {
      const onClose = vi.fn();
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = '<dialog aria-label="Example" open></dialog>';
      const view = render(<ModalDialog open={false} onOpen={onOpen} onClose={onClose} aria-label="Example" />, { container, hydrate: true });
      return { onClose, view, dialog: container.querySelector('dialog') as HTMLDialogElement };
    }

    it('reports a dialog found open to the caller instead of closing it', () => {
      const onOpen = vi.fn();
      const { dialog } = adopt(onOpen);
      expect(onOpen).toHaveBeenCalledTimes(1);
      expect(dialog.open).toBe(true);
    });

    it('closes a dialog found open when the caller cannot take it', () => {
      expect(adopt().dialog.open).toBe(false);
    });

    it('closes on Escape or a backdrop click a dialog whose opening the caller has not taken yet', () => {
      for (const close of [
        (dialog: HTMLDialogElement) => fireEvent(dialog, new Event('cancel', { cancelable: true })),
        (dialog: HTMLDialogElement) => fireEvent.click(dialog),
      ]) {
        // The caller's report of the opening has not rendered: its `open` is still false.
        const { dialog, onClose, view } = adopt(() => undefined);
        expect(dialog.open).toBe(true);
        close(dialog);
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(dialog.open).toBe(false);
        view.unmount();
      }
    });

    it('reports native opening and closing once mounted', async () => {
      const seen: boolean[] = [];
      function Caller() {
        const [open, setOpen] = useState(false);
        seen.push(open);
        return <ModalDialog open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} aria-label="Example" />;
      }
      render(<Caller />);
      const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
      dialog.showModal();
      await vi.waitFor(() => expect(seen.at(-1)).toBe(true));
      dialog.close();
      await vi.waitFor(() => expect(seen.at(-1)).toBe(false));
      expect(dialog.open).toBe(false);
    });

    it('reports a native opening after the frame that shows it, and not one closed before then', async () => {
      const onOpen = vi.fn();
      render(<ModalDialog open={false} onOpen={onOpen} onClose={() => undefined} aria-label="Example" />);
      const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
      dialog.showModal();
      await Promise.resolve();
      // The MutationObserver has seen it; the caller hears of it only once the frame is painted.
      expect(onOpen).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));

      dialog.close();
      await new Promise((resolve) => setTimeout(resolve, 0));
      onOpen.mockClear();
      dialog.showModal();
      await Promise.resolve();
      dialog.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(onOpen).not.toHaveBeenCalled();
    });
  });
});
