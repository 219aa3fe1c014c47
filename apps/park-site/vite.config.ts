import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { currencyFlags } from './vite/currency-flags.ts';

export default defineConfig({
  plugins: [reactRouter(), currencyFlags()],
  // Workspace libs resolve to their TypeScript sources (the `@parks/source` export condition).
  resolve: { conditions: ['@parks/source'] },
  ssr: {
    resolve: { conditions: ['@parks/source'], externalConditions: ['@parks/source'] },
    // Bundle the workspace libs into the server build, and Chakra's runtime with them (tree-shaken to the
    // components the islands use); keep the other npm packages external.
    noExternal: [/^@parks\//, /^@chakra-ui\//, /^@ark-ui\//, /^@zag-js\//, /^@emotion\//, /^@floating-ui\//],
  },
  // The server bundle's entry is the Express app (server/app.ts), which serves the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  build: { target: 'es2022' },
  server: { host: '127.0.0.1' },
});
