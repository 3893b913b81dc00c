// The project's lint rules: TypeScript's recommended checks, React's rules of hooks, accessibility
// checks on JSX, and the layers of src/ (README, "How the code is organised"), which import downwards
// only: the site model (content, catalogs, manifest; no React) < ui < features < pages < app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The site model: data and pure functions every layer (and the server) may use. */
const SITE_MODEL = ['src/site', 'src/content', 'src/shared', 'src/api', 'src/config.ts', 'src/siteUrl.ts'];
/** The app's composition root: router, route table, layout, start-up. */
const APP = ['src/app', 'src/layout', 'src/routes/routes.tsx', 'src/main.tsx', 'src/ssr'];

const zones = [
  // The site model knows nothing of React.
  { target: SITE_MODEL, from: ['src/ui', 'src/features', 'src/pages', ...APP], message: 'The site model may not import React layers.' },
  { target: 'src/ui', from: ['src/features', 'src/pages', ...APP], message: 'ui primitives may not import features, pages or the app.' },
  { target: 'src/features', from: ['src/pages', ...APP], message: 'Features may not import pages or the app.' },
  { target: 'src/pages', from: APP, message: 'Pages may not import the app (layout, router, routes).' },
  // Features never import each other.
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `src/features/${other}`),
    message: 'Features never import each other; move what they share down to ui or the site model.',
  })),
  // The server and the build scripts use the site model, never the React layers.
  { target: 'server', from: ['src/ui', 'src/features', 'src/pages', ...APP], message: 'The server may not import React layers.' },
];

export default tseslint.config(
  { ignores: ['dist', '.sourcemaps', 'node_modules', 'coverage', '.lighthouseci', 'tests/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // A feature is used through its public index.ts only.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features/[^/]+/.+', message: "Import a feature through its index.ts ('…/features/<name>'), not its files." }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Inside a feature, its own files import each other directly.
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
