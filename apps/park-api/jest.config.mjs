/**
 * park-api's own Jest run: Node environment, one PGlite (or one PostgreSQL database when DATABASE_URL
 * is set) per test file. Run from the repo root: `jest -c apps/park-api/jest.config.mjs`.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  displayName: 'park-api',
  testEnvironment: 'node',
  roots: ['<rootDir>/apps/park-api/src'],
  testMatch: ['**/*.spec.ts'],
  moduleNameMapper: {
    '^@parks/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@parks/([a-z0-9-]+)/core$': '<rootDir>/libs/$1/src/core/index.ts',
  },
  transform: { '^.+\\.(t|j)s$': swc, '^.+\\.(m|c)js$': swc },
  // oidc-provider, jose and openid-client (with oauth4webapi) are ES modules only too.
  // typebox 1.x (and @fastify/static's content-disposition) ship ES modules only, and PGlite's CommonJS build loads Node built-ins with import(),
  // which Jest's VM refuses without --experimental-vm-modules: swc turns both into require().
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/node_modules/)?(typebox|@electric-sql/pglite|content-disposition|cookie|set-cookie-parser|marked|oidc-provider|jose|openid-client|oauth4webapi|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // PGlite takes seconds to open and migrate; PostgreSQL creates a database per file.
  testTimeout: 60_000,
};
