/**
 * React in the browser, loaded with the first island that wakes: hydrates one island's prerendered
 * HTML as a root of its own.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { IslandRoot, islandPrefix } from '../../ui/islandRoot';
import { snapshotFields, type FieldSnapshot } from './fields';

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

/**
 * Hydrates `element`'s prerendered island; resolves once it has committed (it then handles events)
 * with what its fields held then: typed before or while it hydrated, and still on screen before
 * anything renders the island again (a controlled field's next render would set React's value).
 */
export function hydrateIsland(element: HTMLElement, Component: AnyComponent, props: object, id: string): Promise<FieldSnapshot> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StyleSheetManager target={styleTarget()}>
        <IslandRoot onCommit={() => resolve(snapshotFields(element))}>
          <Component {...props} />
        </IslandRoot>
      </StyleSheetManager>,
      { identifierPrefix: islandPrefix(id) },
    );
  });
}
