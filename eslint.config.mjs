import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import jsoncParser from 'jsonc-eslint-parser';

export default [
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/out-tsc',
      '**/.nx',
      '**/.react-router',
      '**/coverage',
      '**/test-results',
      '**/*.d.ts',
      'apps/park-api/drizzle/**',
      'tools/bench/results/**',
      'tools/bench/**/.snapshot/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // The host imports this lib statically (the layout) and its newsletter form
          // dynamically (issue 16: Formik's newsletter form): the lib is
          // side-effect free, so the bundler still splits the form and what only it uses into a chunk.
          // The same for the cart: the layout's summary statically, its currency command (and the
          // cart API client) dynamically, when a visitor with a cart changes currency (issue 19).
          // And @parks/currency: statically everywhere, while the build's flags plugin resolves its
          // package.json at build time (apps/park-site/vite/currency-flags.ts), which reads as a lazy load.
          // And @parks/search: its slice and results page statically, the header's search box from its
          // own entry dynamically, as an island with Chakra's runtime (issue 16 step 2).
          checkDynamicDependenciesExceptions: [
            '@parks/ui-header',
            '@parks/cart',
            '@parks/currency',
            '@parks/search',
          ],
          // Specs of every lib render through the workspace's one test harness (the providers a host
          // and Storybook give), imported as @parks/test-harness (tsconfig.base.json paths, Jest's
          // moduleNameMapper); it is tooling, not a lib.
          allow: [
            '^@parks/test-harness$',
            '^(\\.\\./)+tools/jest/render-with-providers$',
            '^(\\.\\./)+tools/jest/fake-axios$',
            '^(\\.\\./)+tools/jest/recording-server$',
            '^(\\.\\./)+tools/storybook/pseudo-locale-story$',
            '^(\\.\\./)+\\.storybook/park-providers$',
          ],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:base'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:base'] },
            {
              sourceTag: 'type:api',
              onlyDependOnLibsWithTags: ['type:base', 'type:feature'],
              bannedExternalImports: [
                'react',
                'react-dom',
                'react-*',
                '@chakra-ui/*',
                '@emotion/*',
                'react-redux',
              ],
            },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:base'] },
            { sourceTag: 'type:base', onlyDependOnLibsWithTags: ['type:base'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // park-api may import only the contracts and the framework-free `/core` entries (ARCHITECTURE).
    files: ['apps/park-api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@parks/(?!contracts$)[a-z-]+$',
              message: 'park-api imports only @parks/contracts and @parks/<lib>/core entries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Build configs import the shared build helper from tools/ by path.
    files: ['**/vite.config.ts', '**/vite.config.mts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['libs/*/package.json'],
    languageOptions: { parser: jsoncParser },
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          buildTargets: ['build'],
          checkMissingDependencies: true,
          checkObsoleteDependencies: true,
          checkVersionMismatches: false,
          ignoredFiles: [
            '{projectRoot}/vite.config.ts',
            '{projectRoot}/**/*.spec.ts',
            '{projectRoot}/**/*.spec.tsx',
            '{projectRoot}/**/*.stories.tsx',
          ],
          ignoredDependencies: ['tslib'],
        },
      ],
    },
  },
];
