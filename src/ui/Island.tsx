import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { StyleSheetContext, StyleSheetManager } from 'styled-components';
import { IslandRoot, islandPrefix, type IslandDeclaration, type IslandWhen } from './islandRoot';

interface IslandProps<P extends object> {
  /** The island: its component, and its name in the app's registry (src/app/islands/registry.ts). */
  of: IslandDeclaration<P>;
  /** Its props, which must survive JSON: they are written into the page. */
  props: P;
  /** Its own React root's id prefix: unique on a page; the name when the page has one of it. */
  id?: string;
  when?: IslandWhen;
}

/**
 * A part of a prerendered page that React runs in the browser, on its own. At build time the
 * component renders here as its own React tree (so useId agrees with the island's root in the
 * browser, which uses the same identifierPrefix) into the page's style sheet, inside a
 * <vip-island> element (display: contents) that carries its name and props. Everything else on
 * the page stays plain HTML: no React runs for it in the browser.
 */
export function Island<P extends object>({ of: { name, Component }, props, id = name, when = 'interaction' }: IslandProps<P>) {
  const { styleSheet } = useContext(StyleSheetContext);
  const html = renderToString(
    <StyleSheetManager sheet={styleSheet}>
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>
    </StyleSheetManager>,
    { identifierPrefix: islandPrefix(id) },
  );
  return <vip-island data-island={name} data-id={id} data-when={when} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'vip-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & Record<`data-${string}`, string | undefined>;
    }
  }
}
