import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderPaths } from './src/routes/manifest';
import { normaliseSiteUrl } from './src/siteUrl';
import { finaliseDist } from './scripts/lib/finaliseDist';
import { pageMetaPlugin } from './scripts/lib/pageMetaPlugin';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const siteUrl = normaliseSiteUrl(env.SITE_URL);

  return {
    plugins: [react(), pageMetaPlugin()],
    define: { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) },
    // styled-components ships CJS without "exports": bundle it into the SSR build.
    ssr: { noExternal: ['styled-components'] },
    build: { target: 'es2022', reportCompressedSize: false },
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
