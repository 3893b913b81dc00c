import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConsultationButton } from './ConsultationButton';
import { AUTO_OPEN_DELAY_MS, LeadModalProvider, useLeadModal } from './LeadModalProvider';
import { AUTO_OPEN_SEEN_KEY } from './sessionFlag';
import type { ConsultationDialogProps } from './LeadModalProvider';

/** The dialog the app passes in (src/features/consultation), reduced to what the provider drives: open, title, close. */
function Dialog({ open, title = 'Get a Free Consultation', onClose }: ConsultationDialogProps) {
  return (
    <dialog open={open} aria-label={title}>
      <button type="button" onClick={onClose}>
        Close dialog
      </button>
    </dialog>
  );
}

function HomeLike() {
  const { autoOpenOnce } = useLeadModal();
  useEffect(() => autoOpenOnce(), [autoOpenOnce]);
  return <ConsultationButton to="/consultation" />;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('LeadModalProvider', () => {
  it('loads and opens the dialog from a visible trigger only when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LeadModalProvider dialog={Dialog}>
        <ConsultationButton to="/consultation" />
      </LeadModalProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Get a Free Consultation' }));
    expect(await screen.findByRole('dialog', { name: 'Get a Free Consultation' })).toHaveAttribute('open');
  });

  it('opens by itself a few seconds after the home page appears, once per browser session, and stays closed once dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderWithProviders(
      <LeadModalProvider dialog={Dialog}>
        <HomeLike />
      </LeadModalProvider>,
    );
    await vi.advanceTimersByTimeAsync(AUTO_OPEN_DELAY_MS - 100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(200);
    const dialog = await screen.findByRole('dialog', { name: 'Get a Free Consultation' });
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY)).toBe('1');
    first.unmount();

    // Back on the home page in the same session: it does not open again.
    renderWithProviders(
      <LeadModalProvider dialog={Dialog}>
        <HomeLike />
      </LeadModalProvider>,
    );
    await vi.advanceTimersByTimeAsync(AUTO_OPEN_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when the visitor leaves the home page before the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderWithProviders(
      <LeadModalProvider dialog={Dialog}>
        <HomeLike />
      </LeadModalProvider>,
    );
    await vi.advanceTimersByTimeAsync(AUTO_OPEN_DELAY_MS / 2);
    view.unmount();
    await vi.advanceTimersByTimeAsync(AUTO_OPEN_DELAY_MS);
    expect(window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY)).toBeNull();
  });
});
