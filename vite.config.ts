// First: a content file that breaks its schema ends the build here, with one line per problem.
import './src/build/content/failOnContentErrors';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderPaths } from './src/build/manifest';
import { apiBaseUrl, siteOrigin } from './src/siteUrl';
import { finaliseDist } from './src/build/vite/finaliseDist';
import { globalCssPlugin } from './src/build/vite/globalCssPlugin';
import { typefacePlugin } from './src/build/vite/typefacePlugin';
import { searchIndexPlugin } from './src/build/vite/searchIndexPlugin';
import { siteDataPlugin } from './src/build/vite/siteDataPlugin';
import { cmsDevPlugin } from './src/build/vite/cmsAdmin';
import { iconSpritePlugin } from './src/build/vite/iconSpritePlugin';

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
      iconSpritePlugin(),
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
      // A page loads its plain script only; an island's code fetches its few imports as it finds
      // them, without a preload helper in every chunk.
      modulePreload: false,
      rollupOptions: {
        output: {
          // React and styled-components in stable chunks of their own, shared by every island.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'styled', test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion[\\/][^\\/]+)[\\/]/ },
            ],
          },
          // The search's data chunks by name rather than a bare 'virtual_search-index-<hash>.js'.
          chunkFileNames: (chunk) => {
            const id = chunk.facadeModuleId ?? '';
            if (id === '\0virtual:search-index') return 'assets/search-index-[hash].js';
            if (id === '\0virtual:search-headlines') return 'assets/search-headlines-[hash].js';
            return 'assets/[name]-[hash].js';
          },
        },
      },
    },
    ssgOptions: {
      entry: 'src/main.tsx',
      // about.html for /about: the canonical URL answers 200 on every host (src/model/pageFiles.ts).
      dirStyle: 'flat',
      script: 'async',
      beastiesOptions: false,
      // A page preloads no scripts: with this off (an option our patch adds, patches/README.md)
      // vite-react-ssg no longer parses every page with JSDOM to add them.
      preloadLinks: false,
      includedRoutes: () => prerenderPaths(),
      onFinished: (dir: string) => finaliseDist(dir, { siteUrl, apiUrl: apiBaseUrl(env.VITE_API_URL) }, env),
    },
  };
});
