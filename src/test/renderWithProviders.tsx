import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
