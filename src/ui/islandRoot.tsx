import { useEffect, type ReactNode } from 'react';

/**
 * When an island wakes: at the first interaction with it (the default), when the browser is idle
 * after load, or when it scrolls into view. Interaction with any island wakes it in any case.
 */
export type IslandWhen = 'interaction' | 'idle' | 'visible';

/** The React id prefix of an island's root: the same at build time and in the browser. */
export function islandPrefix(id: string): string {
  return `${id}-`;
}

/**
 * The root of an island's tree, the same at build time and in the browser (so React's ids agree):
 * it renders its child alone and reports when the island has committed (its children's effects
 * run before its own).
 */
export function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}
