/**
 * Builds dist/main.js. npm packages stay external (installed next to the app), but the workspace's own
 * @parks/* libraries are bundled from their sources: their package exports point at dist/ folders that a
 * clean clone has not built, so importing them at runtime would fail. drizzle-orm is bundled too (below).
 *
 *   node apps/park-api/scripts/build.mjs   (npm run build -w apps/park-api, npx nx build park-api)
 */
import path from 'node:path';
import { build } from 'esbuild';

const appRoot = path.resolve(import.meta.dirname, '..');

/**
 * Bundled from node_modules as well: drizzle-orm. Loaded as hundreds of separate ES modules, whose `export *`
 * chains V8 resolves at start-up, it allocated ~150 MB of garbage and left V8's young generation at its
 * largest size (128 MB) for the life of the process; bundled it costs ~6 MB.
 */
const BUNDLED_PACKAGES = ['drizzle-orm'];

/** Every bare import is external except the workspace libraries and BUNDLED_PACKAGES. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@parks/')) return undefined;
      if (BUNDLED_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`)))
        return undefined;
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
