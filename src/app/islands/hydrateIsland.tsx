/**
 * React in the browser, loaded with the first island that wakes: hydrates one island's prerendered
 * HTML as a root of its own, or mounts a component that has none (the consultation dialog).
 */
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { IslandRoot, islandPrefix } from '../../ui/islandRoot';

/**
 * Where islands' styles go: before the page's own style sheet. Their rules are those the page
 * already has (class names are the build's), and ahead of it they never outrank a page rule that
 * came after them in the prerendered sheet (a styled(Button) on the page stays over Button's base).
 * The page's sheet is not marked as styled-components', which therefore never re-reads it.
 */
function styleTarget(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('vip-styles');
  if (existing) return existing;
  const target = document.createElement('vip-styles');
  const pageStyles = document.querySelector('style[data-page-styles]');
  if (pageStyles) pageStyles.before(target);
  else document.head.append(target);
  return target;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the island's props come from its page
type AnyComponent = ComponentType<any>;

/** Hydrates `element`'s prerendered island; resolves once it has committed (it then handles events). */
export function hydrateIsland(element: HTMLElement, Component: AnyComponent, props: object, id: string): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StyleSheetManager target={styleTarget()}>
        <IslandRoot onCommit={resolve}>
          <Component {...props} />
        </IslandRoot>
      </StyleSheetManager>,
      { identifierPrefix: islandPrefix(id) },
    );
  });
}

/** Mounts `Component` into a new element at the end of the page; resolves once it has committed. */
export function mountIsland(name: string, Component: AnyComponent): Promise<void> {
  const element = document.createElement('vip-island');
  element.dataset.island = name;
  document.body.append(element);
  return new Promise((resolve) => {
    createRoot(element, { identifierPrefix: islandPrefix(name) }).render(
      <StyleSheetManager target={styleTarget()}>
        <IslandRoot onCommit={resolve}>
          <Component />
        </IslandRoot>
      </StyleSheetManager>,
    );
  });
}
