// The lint step of `npm test` (npm run lint): TypeScript, React hooks, accessibility of JSX, and the
// layering of src/ (docs/architecture.md#imports-point-down-only). Imports point down only:
//   shared → model (the site model, no React) → ui → api → features → pages → app
// and features never import one another. src/build (the build: reads content/, vite's plugins,
// finishing dist/) is node-only and build-time only: neither the browser's code nor the server imports it.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each layer and the folders above it that it must not import. */
const LAYERS = [
  { name: 'shared', target: ['./src/shared', './src/siteUrl.ts', './src/config.ts'] },
  { name: 'model', target: ['./src/model'] },
  { name: 'ui', target: ['./src/ui'] },
  { name: 'api', target: ['./src/api'] },
  { name: 'features', target: ['./src/features'] },
  { name: 'pages', target: ['./src/pages'] },
  { name: 'app', target: ['./src/app', './src/ssr', './src/main.tsx'] },
];

const layerZones = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1).flatMap((higher) => higher.target);
  if (above.length === 0) return [];
  return layer.target.map((target) => ({
    target,
    from: above,
    message: `The ${layer.name} layer imports only from layers below it (docs/architecture.md#imports-point-down-only).`,
  }));
});

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features never import one another; share through src/ui, src/api or the site model.',
}));

/** Only the build runs the build: the browser gets its output through the virtual modules, the server through dist-internal/site.json. */
const buildSideZone = {
  target: ['./src/shared', './src/model', './src/api', './src/ui', './src/features', './src/pages', './src/app', './src/ssr', './src/main.tsx', './server'],
  from: './src/build',
  message:
    'src/build is build-time only (file system, environment, content/): the browser gets its output through the virtual modules, the server through the manifest the build writes (dist-internal/site.json).',
};

/** The server shares the site model and the shared rules, never the React app. */
const serverZone = {
  target: './server',
  from: ['./src/api', './src/ui', './src/features', './src/pages', './src/app'],
  message: 'The server imports the site model and src/shared only.',
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', '.sourcemaps/', 'node_modules/', 'coverage/', '.lighthouseci/', 'tests/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'] })],
      // import-x/no-cycle reads the modules an import reaches: TypeScript's parser reads them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.d.ts'] },
    },
    rules: {
      // A callback may read a variable that is assigned once later (server/main.ts's logger).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, buildSideZone, serverZone] }],
      // No two modules need each other, however far apart (type-only imports, gone at run time, are not followed).
      // import-x rather than eslint-plugin-import: the same rule in 2 s instead of 64 s, nine tenths of the lint step.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests run in Node: they may read the build-side model and render the UI the server's texts
    // end up in; the layers and the features' independence still hold for them.
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }] },
  },
  {
    // The files of a vitest worker share their modules (isolate: false in vitest.config.ts), so a mock
    // would leak into the files after it. Only *.dom.test.* files, each in a module registry of its
    // own, may replace a module.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'server/test/**', 'scripts/lib/**'],
    ignores: ['**/*.dom.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'hoisted'].map((property) => ({
          object: 'vi',
          property,
          message:
            'This file shares its modules with the files run after it (isolate: false): a mocked module leaks. Pass the dependency in, or name the file *.dom.test.ts(x) to run it isolated (docs/testing.md).',
        })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*', '!**/features/*/plain', '!**/features/*/islands'],
              message:
                "Import a feature through its public index (src/features/<feature>), or through its plain entry (src/features/<feature>/plain: what runs without React, for the page's script) or its islands entry (what the app loads on demand), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/model/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router-dom', 'styled-components'].map((name) => ({
            name,
            message: 'The site model and the shared rules have no React: the build and the server import them too.',
          })),
        },
      ],
    },
  },
  {
    // Database queries live in the modules that own the tables (docs/architecture.md#where-database-queries-live):
    // server/store/ and the data modules of notify/, newsletter/, analytics/, privacy/ and booking/. Routes,
    // plugins, staff commands, the chat, the pages and the server's entry call those, never Kysely.
    files: ['server/**/*.ts'],
    ignores: [
      'server/store/**',
      'server/notify/**',
      'server/newsletter/**',
      'server/analytics/**',
      'server/privacy/**',
      'server/booking/bookings.ts',
      'server/booking/slotCheck.ts',
      'server/booking/links.ts',
      'server/**/*.test.ts',
      'server/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|transaction|executeQuery)$/]',
          message: 'Database queries live in server/store/ or the data module of their domain (docs/architecture.md#where-database-queries-live), not here.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Database queries live in server/store/ or the data module of their domain (docs/architecture.md#where-database-queries-live), not here.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Our effects that set state run after hydration on purpose (session restore, menus closing
      // after a navigation, a dialog's form reset when it opens): done during render, the
      // prerendered HTML and the first client render would disagree.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
