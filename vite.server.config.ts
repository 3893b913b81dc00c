// The server compiled for production (npm run build:server → dist-server/): the server, its staff
// commands and the code they share with the site (src/shared, src/model's paths and rules) as plain
// JavaScript, the packages left to node_modules. The container runs it, so its image holds neither
// src/ nor content/ nor the server's TypeScript (docs/deployment.md#containers).
import { defineConfig } from 'vite';

export default defineConfig({
  // Only the server's own code: no plugins, and no public/ files copied.
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        main: 'server/main.ts',
        export: 'server/cli/export.ts',
        vitals: 'server/cli/vitals.ts',
        analytics: 'server/cli/analytics.ts',
        privacy: 'server/cli/privacy.ts',
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
