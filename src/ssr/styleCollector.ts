import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';

/**
 * Collects styled-components CSS during prerendering. The collector shipped with vite-react-ssg
 * imports its own copy of styled-components and collects nothing; this one uses the app's copy.
 */
export async function styledComponentsCollector() {
  const sheet = new ServerStyleSheet();
  return {
    collect: (app: ReactElement) => sheet.collectStyles(app),
    toString: () => sheet.getStyleTags(),
    cleanup: () => sheet.seal(),
  };
}
