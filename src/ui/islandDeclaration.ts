import type { ComponentType } from 'react';

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

const declared = new Map<string, ComponentType<never>>();

/**
 * Declares an island; a second declaration of a name (another component under it) throws, so that a
 * name always means one component: the build imports every page, and so every declaration.
 */
export function declareIsland<P extends object>(name: string, Component: ComponentType<P>): IslandDeclaration<P> {
  const earlier = declared.get(name);
  // A module that hot reloading evaluates again declares its island again, with its new component.
  if (earlier && earlier !== Component && !import.meta.hot) throw new Error(`Two islands are declared as ${name}`);
  declared.set(name, Component as ComponentType<never>);
  return { name, Component };
}
