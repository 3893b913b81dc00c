/**
 * The content suite: the tests that check invariants over whatever the content files hold (every
 * file valid, every link resolving, every page, menu, sitemap, search and chat entry derived from
 * the collections), never the current entries, their number, order or copy. An editor's change that
 * the build accepts passes them: scripts/addContentFile.integration.test.ts runs exactly these in a copy of the
 * project with a compliance framework added the way the content editor writes one and another removed.
 */
export const CONTENT_TESTS = [
  'src/build/content/content.test.ts',
  'src/build/content/links.test.ts',
  'src/build/content/loadCatalogs.test.ts',
  'src/build/manifest.test.ts',
  'src/model/navigation.test.ts',
  'src/build/searchDocuments.test.ts',
  'src/app/layout/header/Header.test.tsx',
] as const;
