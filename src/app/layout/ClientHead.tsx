/**
 * The head tags on the client, loaded on the first client-side navigation only: the prerendered
 * HTML already has the first page's tags, so react-helmet-async is neither evaluated nor rendered
 * while the page hydrates.
 */
import type { ReactNode } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';

export default function ClientHead({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <Helmet>{children}</Helmet>
    </HelmetProvider>
  );
}
