import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConsultationButton } from './ConsultationButton';
import { LeadModalProvider, useLeadModal } from './LeadModalProvider';
import { AUTO_OPEN_SEEN_KEY } from './sessionFlag';

function HomeLike() {
  const { autoOpenOnce } = useLeadModal();
  useEffect(() => autoOpenOnce(), [autoOpenOnce]);
  return <ConsultationButton />;
}

beforeEach(() => window.sessionStorage.clear());

describe('LeadModalProvider', () => {
  it('loads and opens the dialog from a visible trigger only when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LeadModalProvider>
        <ConsultationButton />
      </LeadModalProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a Free Consultation' }));
    expect(await screen.findByRole('dialog', { name: 'Get a Free Consultation' })).toHaveAttribute('open');
  });

  it('opens by itself once per browser session and stays closed once dismissed', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(
      <LeadModalProvider>
        <HomeLike />
      </LeadModalProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Get a Free Consultation' });
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY)).toBe('1');
    first.unmount();

    // Back on the home page in the same session: it does not open again.
    renderWithProviders(
      <LeadModalProvider>
        <HomeLike />
      </LeadModalProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
