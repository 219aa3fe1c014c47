/**
 * Builds dist/main.js. npm packages stay external (installed next to the app), but the workspace's own
 * @parks/* libraries are bundled from their sources: their package exports point at dist/ folders that a
 * clean clone has not built, so importing them at runtime would fail.
 *
 *   node apps/park-api/scripts/build.mjs   (npm run build -w apps/park-api, npx nx build park-api)
 */
import path from 'node:path';
import { build } from 'esbuild';

const appRoot = path.resolve(import.meta.dirname, '..');

/** Every bare import is external except the workspace libraries. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@parks/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [path.join(appRoot, 'src/main.ts')],
  outfile: path.join(appRoot, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Resolve @parks/* to their TypeScript sources, as tsc and Jest do.
  conditions: ['@parks/source'],
  plugins: [externalPackages],
  logLevel: 'warning',
});
