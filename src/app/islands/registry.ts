/**
 * Every island of the site: its name (as pages write it, <Island name="…">) and how its component
 * loads. Each entry is code loaded on demand; nothing here runs React by itself.
 */
import type { ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props, read from the page
type IslandComponent = ComponentType<any>;

export const ISLANDS: Readonly<Record<string, () => Promise<IslandComponent>>> = {
  header: () => import('../layout/header/Header').then((module) => module.Header),
  chat: () => import('../../features/chat').then((module) => module.ChatWidget),
  newsletter: () => import('../../features/newsletter').then((module) => module.NewsletterForm),
  'contact-form': () => import('../../features/contact').then((module) => module.ContactForm),
  // The consultation form and dialog with the booking step after a request (loaded only then).
  'consultation-form': () => import('./consultationWithBooking').then((module) => module.ConsultationFormWithBooking),
  'consultation-dialog': () => import('./consultationWithBooking').then((module) => module.ConsultationDialogWithBooking),
  booking: () => import('../../features/booking/islands').then((module) => module.loadBookingStep()),
  'booking-manage': () => import('../../features/booking/islands').then((module) => module.loadManageBooking()),
};
