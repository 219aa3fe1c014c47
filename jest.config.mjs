/**
 * One Jest run for the whole workspace (faster than a process per project on 2 cores).
 * Workspace packages resolve to their TypeScript sources, as in development.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

import { availableParallelism } from 'node:os';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/tools', '<rootDir>/content'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/build/', '/apps/park-site-e2e/', '/apps/park-api/'],
  setupFilesAfterEnv: ['<rootDir>/tools/jest/jest-setup.ts'],
  moduleNameMapper: {
    // The Jest harness (render with the store, i18n, Chakra and site config), imported by name.
    '^@parks/test-harness$': '<rootDir>/tools/jest/render-with-providers.tsx',
    '^@parks/([a-z0-9-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^@parks/([a-z0-9-]+)/core$': '<rootDir>/libs/$1/src/core/index.ts',
    '^@parks/ui-header/(newsletter-form|more-drawer)$': '<rootDir>/libs/ui-header/src/$1.ts',
    '^@parks/currency/currency-selector$': '<rootDir>/libs/currency/src/currency-selector.ts',
    '^@parks/cart/currency-command$': '<rootDir>/libs/cart/src/currency-command.ts',
    '^@parks/search/search-box$': '<rootDir>/libs/search/src/search-box.ts',
    '\\.(css|svg|png|webp)$': '<rootDir>/tools/jest/file-stub.cjs',
  },
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
  },
  // sanitize-html's parser (htmlparser2 and its dom* / entities deps), marked and typebox ship as ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(storybook|@storybook|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|marked|typebox)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // A hang guard, not a budget: user-event typing through Formik forms takes seconds on two busy
  // cores, and the default 5 s failed healthy tests whenever the machine was loaded.
  testTimeout: 30_000,
  // A worker per core: Jest's default (cores − 1) runs one worker on CI's two cores while its main
  // process, which only collects results, leaves the other core idle.
  maxWorkers: availableParallelism(),
};
