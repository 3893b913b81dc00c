/**
 * Every island of the site by the name its page writes (data-island), and how its declaration loads
 * (each declared beside its component, src/ui/islandRoot.tsx): the runtime hydrates the
 * declaration's component, the one the page rendered at build time. That each name loads the
 * declaration of that name is checked by ./registry.test.ts, not in the browser. Each entry is code loaded on demand; nothing here runs React by itself.
 */
import type { IslandDeclaration } from '../../ui/islandRoot';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props, read from the page
export type AnyIsland = IslandDeclaration<any>;

export const ISLANDS: Readonly<Record<string, () => Promise<AnyIsland>>> = {
  header: () => import('../layout/header/Header').then((module) => module.headerIsland),
  chat: () => import('../../features/chat').then((module) => module.chatIsland),
  newsletter: () => import('../../features/newsletter').then((module) => module.newsletterIsland),
  'contact-form': () => import('../../features/contact').then((module) => module.contactFormIsland),
  // The consultation form and dialog with the booking step after a request (loaded only then).
  'consultation-form': () => import('../../pages/islands/consultation').then((module) => module.consultationFormIsland),
  'consultation-dialog': () => import('../../pages/islands/consultation').then((module) => module.consultationDialogIsland),
  booking: () => import('../../features/booking/islands').then((module) => module.loadBookingStep()),
  'booking-manage': () => import('../../features/booking/islands').then((module) => module.loadManageBooking()),
};
