// `npm run styles`: writes apps/park-site/app/theme/generated/<brand>.css, the build-time stylesheet of each brand
// (tools/styles/park-stylesheets.ts). Runs before park-site's build, Storybook and the tests that read it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'apps/park-site/app/theme/generated');
// The @parks/* libs are read from their sources (the `@parks/source` export condition), as in
// development; every other package is loaded by Node itself.
const { module } = await runnerImport(join(root, 'tools/styles/park-stylesheets.ts'), {
  root,
  logLevel: 'warn',
  environments: {
    inline: { resolve: { conditions: ['@parks/source'], noExternal: [/^@parks\//] } },
  },
});
mkdirSync(outDir, { recursive: true });
for (const [brand, css] of Object.entries(module.parkStylesheets())) {
  const file = join(outDir, `${brand}.css`);
  let previous = '';
  try {
    previous = readFileSync(file, 'utf8');
  } catch {
    // first build
  }
  // An unchanged file keeps its modification time, so watchers and caches see nothing new.
  if (previous !== css) writeFileSync(file, css);
  console.log(`styles: apps/park-site/app/theme/generated/${brand}.css (${(css.length / 1024).toFixed(1)} KB)`);
}
