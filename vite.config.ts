import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderPaths } from './src/routes/manifest';
import { normaliseSiteUrl } from './src/siteUrl';
import { finaliseDist } from './scripts/lib/finaliseDist';
import { searchIndexPlugin } from './scripts/lib/searchIndexPlugin';
import { siteDataPlugin } from './scripts/lib/siteDataPlugin';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const siteUrl = normaliseSiteUrl(env.SITE_URL);

  return {
    plugins: [react(), siteDataPlugin(), searchIndexPlugin()],
    define: { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) },
    // styled-components ships CJS without "exports": bundle it into the SSR build.
    ssr: { noExternal: ['styled-components'] },
    build: {
      target: 'es2022',
      reportCompressedSize: false,
      rollupOptions: {
        output: {
          // What every page runs goes in one chunk: the split rolldown picks by itself changes with
          // each on-demand import (search, chat, vitals) and costs bytes and requests.
          codeSplitting: {
            groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|styled-components|stylis|@emotion[\\/][^\\/]+|shallowequal)[\\/]/ }],
          },
          // Page data chunks: assets/data-compliance-gdpr-<hash>.js rather than a bare 'gdpr-<hash>.js'.
          chunkFileNames: (chunk) => {
            const id = chunk.facadeModuleId ?? '';
            if (id === '\0virtual:search-index') return 'assets/search-index-[hash].js';
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
      includedRoutes: () => prerenderPaths(),
      onFinished: (dir: string) => finaliseDist(dir, siteUrl),
    },
  };
});
