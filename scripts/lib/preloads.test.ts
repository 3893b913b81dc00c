import { describe, expect, it } from 'vitest';
import { pagePreloads, startupPreloads, STARTUP_MODULE, type BuildManifest } from './preloads';

const manifest: BuildManifest = {
  'src/main.tsx': { file: 'assets/app-1.js', dynamicImports: [STARTUP_MODULE] },
  [STARTUP_MODULE]: { file: 'assets/hydrate-2.js', dynamicImports: ['node_modules/react-dom/client.js', 'src/app/clientRouter.tsx'] },
  'node_modules/react-dom/client.js': { file: 'assets/react-3.js' },
  'src/app/clientRouter.tsx': { file: 'assets/clientRouter-4.js', imports: ['_theme.js', 'node_modules/react-dom/client.js'], dynamicImports: ['src/features/chat/ChatPanel.tsx'] },
  '_theme.js': { file: 'assets/theme-5.js' },
  'src/features/chat/ChatPanel.tsx': { file: 'assets/ChatPanel-6.js' },
  'src/pages/ContactPage.tsx': { file: 'assets/ContactPage-7.js', imports: ['_Field.js', '_theme.js'] },
  '_Field.js': { file: 'assets/Field-8.js' },
  'virtual:page-data/contact': { file: 'assets/data-contact-9.js' },
};

describe('what a page preloads', () => {
  it('preloads every start-up step with what it imports statically, but nothing loaded on demand', () => {
    const files = startupPreloads(manifest);
    expect(files).toEqual(['/assets/hydrate-2.js', '/assets/react-3.js', '/assets/theme-5.js', '/assets/clientRouter-4.js']);
    expect(files).not.toContain('/assets/ChatPanel-6.js');
  });

  it("adds the page's view module, its imports and its data chunk", () => {
    expect(pagePreloads(manifest, 'ContactPage', 'virtual:page-data/contact')).toEqual([
      '/assets/Field-8.js',
      '/assets/theme-5.js',
      '/assets/ContactPage-7.js',
      '/assets/data-contact-9.js',
    ]);
  });

  it('fails the build when a module is missing from the manifest', () => {
    expect(() => pagePreloads(manifest, 'NoSuchPage')).toThrow(/src\/pages\/NoSuchPage.tsx is not in the build manifest/);
  });
});
