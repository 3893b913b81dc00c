import { useEffect, useLayoutEffect, type ReactNode } from 'react';

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
 * A layout effect in the browser (it runs as the island commits, before the page's script counts the
 * island awake and hands it the visitor's presses); nothing at build time, where React would warn of it.
 */
export const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The root of an island's tree, the same at build time and in the browser (so React's ids agree):
 * it renders its child alone and reports when the island has committed, before any effect of the
 * island runs or renders it again (a field's text typed before it ran is then still on screen).
 */
export function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  useCommitEffect(() => onCommit?.(), [onCommit]);
  return children;
}
