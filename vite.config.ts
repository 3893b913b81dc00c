// First: a content file that breaks its schema ends the build here, with one line per problem.
import './src/site/build/failOnContentErrors';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderPaths } from './src/site/build/manifest';
import { siteOrigin } from './src/siteUrl';
import { finaliseDist } from './scripts/lib/finaliseDist';
import { COMPILE_HINT, EAGER_COMPILE_CHUNKS } from './scripts/lib/compileHint';
import { globalCssPlugin } from './scripts/lib/globalCssPlugin';
import { typefacePlugin } from './scripts/lib/typefacePlugin';
import { searchIndexPlugin } from './scripts/lib/searchIndexPlugin';
import { siteDataPlugin } from './scripts/lib/siteDataPlugin';
import { cmsDevPlugin } from './scripts/lib/cmsAdmin';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const siteUrl = siteOrigin(env.SITE_URL);

  return {
    plugins: [
      // Each styled component's id from its file and position, not from the order the modules are
      // evaluated in: the prerender evaluates every page, the browser only the current one, and ids
      // from a counter then differ, so the browser found none of the prerendered rules and compiled
      // and inserted every component's CSS again while hydrating.
      babel({
        include: /[\\/]src[\\/].*\.tsx?$/,
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      }),
      react(),
      typefacePlugin(),
      globalCssPlugin(siteUrl),
      siteDataPlugin(),
      searchIndexPlugin(),
      cmsDevPlugin(),
    ],
    define: { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) },
    // styled-components ships CJS without "exports": bundle it into the SSR build.
    ssr: { noExternal: ['styled-components'] },
    build: {
      target: 'es2022',
      reportCompressedSize: false,
      // Maps for profiling (npm run perf:trace) and reading production stack traces; finaliseDist
      // moves them to .sourcemaps/, so they are never served.
      sourcemap: 'hidden',
      // The page's HTML preloads what the start-up needs (scripts/lib/preloads.ts); code loaded on
      // demand fetches its few imports as it finds them, without a preload helper in every chunk.
      modulePreload: false,
      rollupOptions: {
        output: {
          // What every page runs, in three stable chunks that src/app/hydrate.ts evaluates in separate
          // tasks (the split rolldown picks by itself changes with each on-demand import), and the
          // head manager, loaded on demand.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'styled', test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion[\\/][^\\/]+)[\\/]/ },
              { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|@remix-run[\\/]router)[\\/]/ },
              // Loaded on the first client-side navigation only (src/app/layout/ClientHead.tsx).
              { name: 'head', test: /[\\/]node_modules[\\/](react-helmet-async|react-fast-compare|invariant|shallowequal|prop-types|@babel[\\/]runtime)[\\/]/ },
            ],
          },
          // The start-up chunks ask V8 to compile them while streaming (scripts/lib/compileHint.ts);
          // a post-banner comes after minification, which would drop the comment.
          postBanner: (chunk) => (EAGER_COMPILE_CHUNKS.has(chunk.name) ? COMPILE_HINT : ''),
          // Page data chunks: assets/data-compliance-gdpr-<hash>.js rather than a bare 'gdpr-<hash>.js'.
          chunkFileNames: (chunk) => {
            const id = chunk.facadeModuleId ?? '';
            if (id === '\0virtual:search-index') return 'assets/search-index-[hash].js';
            if (id === '\0virtual:search-headlines') return 'assets/search-headlines-[hash].js';
            return id.startsWith('\0virtual:page-data/')
              ? `assets/data-${id.slice('\0virtual:page-data/'.length).replace(/\//g, '-')}-[hash].js`
              : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    ssgOptions: {
      entry: 'src/main.tsx',
      dirStyle: 'nested',
      script: 'async',
      beastiesOptions: false,
      // Our own preloads replace vite-react-ssg's (scripts/lib/preloads.ts): with this off (an option
      // our patch adds, patches/README.md) it no longer parses every page with JSDOM to add them.
      preloadLinks: false,
      includedRoutes: () => prerenderPaths(),
      onFinished: (dir: string) => finaliseDist(dir, siteUrl),
    },
  };
});
