import { useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';

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

/**
 * An island: the component a page renders at build time and the browser hydrates, and the name the
 * page writes (data-island) for the browser's registry to load it by (src/app/islands/registry.ts).
 * Declared once, beside its component, so that both sides use the same one: the registry checks that
 * what it loads under a name is the declaration of that name.
 */
export interface IslandDeclaration<P extends object> {
  name: string;
  Component: ComponentType<P>;
}

/** The components declared so far (build time only). */
let declared: Map<string, ComponentType<never>> | undefined;

/**
 * Declares an island. At build time (the prerender imports every page, and so every declaration) a
 * second declaration of a name, another component under it, throws: a name always means one
 * component. The browser's bundle leaves the check out.
 */
export function declareIsland<P extends object>(name: string, Component: ComponentType<P>): IslandDeclaration<P> {
  if (import.meta.env.SSR) {
    declared ??= new Map();
    const earlier = declared.get(name);
    // A module that hot reloading evaluates again declares its island again, with its new component.
    if (earlier && earlier !== Component && !import.meta.hot) throw new Error(`Two islands are declared as ${name}`);
    declared.set(name, Component as ComponentType<never>);
  }
  return { name, Component };
}
