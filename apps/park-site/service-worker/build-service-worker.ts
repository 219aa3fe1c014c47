// Builds build/client/sw.js after `react-router build`: bundles service-worker.ts and writes the app
// shell's precache list into it (what workbox-build's injectManifest does, without its Babel and
// Rollup 2 toolchain, which only generateSW needs). Runs on Node 24, which strips the types.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, defaultClientConditions } from 'vite';

interface PrecacheEntry {
  url: string;
  /** null for a URL whose name already changes with its content (hashed assets). */
  revision: string | null;
}

const appDir = resolve(import.meta.dirname, '..');
const clientDir = join(appDir, 'build/client');
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';
const REVISION_PLACEHOLDER = '__PARKS_BUILD_REVISION__';
// Files of public/ that belong to the app shell (the rest are images, kept when first shown).
const SHELL_FILES = ['favicon.ico', 'favicon.svg', 'site.webmanifest'];

function sha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

async function shellEntries(): Promise<PrecacheEntry[]> {
  const assets = (await readdir(join(clientDir, 'assets')))
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .sort()
    .map((name) => ({ url: `/assets/${name}`, revision: null }));
  const files = await Promise.all(
    SHELL_FILES.map(async (name) => ({
      url: `/${name}`,
      revision: sha256(await readFile(join(clientDir, name))),
    })),
  );
  return [...assets, ...files];
}

async function bundleServiceWorker(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'park-site-sw-'));
  try {
    await build({
      configFile: false,
      root: appDir,
      logLevel: 'warn',
      resolve: { conditions: ['@parks/source', ...defaultClientConditions] },
      // Workbox leaves out its development logging when NODE_ENV is production.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        lib: {
          entry: join(appDir, 'service-worker/service-worker.ts'),
          formats: ['iife'],
          name: 'parksServiceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    return await readFile(join(outDir, 'sw.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const shell = await shellEntries();
// The theme stylesheet and the offline pages are rendered by the server: they change with a build.
const buildRevision = sha256(JSON.stringify(shell));
const code = await bundleServiceWorker();
if (code.split(MANIFEST_PLACEHOLDER).length !== 2) {
  throw new Error(`service worker: expected one ${MANIFEST_PLACEHOLDER} in the bundle`);
}
if (!code.includes(REVISION_PLACEHOLDER)) {
  throw new Error(`service worker: expected ${REVISION_PLACEHOLDER} in the bundle`);
}
const serviceWorker = code
  .replace(MANIFEST_PLACEHOLDER, JSON.stringify(shell))
  .replaceAll(REVISION_PLACEHOLDER, buildRevision);
await writeFile(join(clientDir, 'sw.js'), serviceWorker);
console.log(`service worker: build/client/sw.js, ${shell.length} shell files precached (${buildRevision})`);
