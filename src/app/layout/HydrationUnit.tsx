/**
 * A part of the page frame that React hydrates as its own unit. A Suspense boundary in prerendered
 * HTML is hydrated and committed separately from the rest of the page (React 18's selective
 * hydration), so the header, the page, the footer and the chat launcher become four short commits
 * instead of one long one, and a tap on a part not yet hydrated makes React hydrate that part first.
 */
import { Suspense, useEffect, type ReactNode } from 'react';

export const HYDRATION_UNITS = ['header', 'page', 'footer', 'chat'] as const;
export type HydrationUnitName = (typeof HYDRATION_UNITS)[number];

declare global {
  interface Window {
    /** Set once every unit of the page has hydrated (read by the end-to-end tests and npm run perf:trace). */
    __HYDRATED__?: boolean;
  }
}

const hydrated = new Set<HydrationUnitName>();

function Hydrated({ name }: { name: HydrationUnitName }) {
  useEffect(() => {
    hydrated.add(name);
    if (hydrated.size === HYDRATION_UNITS.length) window.__HYDRATED__ = true;
  }, [name]);
  return null;
}

export function HydrationUnit({ name, children }: { name: HydrationUnitName; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated name={name} />
    </Suspense>
  );
}
