// Shared helpers for the park-site benchmarks: build if needed, start the built site on a free
// 127.0.0.1 port, Chromium settings, small statistics. Benchmarks only — never part of a test run.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../e2e/free-port.mjs';
import { startProcess, stopProcess, waitForUrl } from '../../e2e/processes.mjs';

export const root = resolve(import.meta.dirname, '../../..');
export const siteDir = join(root, 'apps/park-site');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The routes measured (SPEC §2): content pages and the checkout pages, with their budget class. */
export const routes = [
  { name: 'home (es)', path: '/es/', kind: 'content' },
  { name: 'home (en)', path: '/en/', kind: 'content' },
  { name: 'attraction', path: '/en/sensoria-activities/', kind: 'content' },
  { name: 'admission', path: '/es/entrada-parque-sensoria/', kind: 'content', bookingWidget: true },
  { name: 'cart', path: '/es/carrito/', kind: 'checkout' },
  { name: 'payment details', path: '/es/carrito/detalles-pago/', kind: 'checkout' },
];

export function assertNode24() {
  if (!process.version.startsWith('v24.')) {
    console.error(`bench: running on Node ${process.version}; start it with npx/npm run (Node 24).`);
    process.exit(1);
  }
}

/** Processes the benchmarks started: stopped if the run is interrupted. */
const started = new Set();
export function track(child) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const child of started) child.kill('SIGTERM');
    process.exit(130);
  });

/** Builds park-site unless a build exists (or BENCH_BUILD=1 forces it). */
export function ensureBuild() {
  const entry = join(siteDir, 'build/server/index.js');
  if (existsSync(entry) && process.env.BENCH_BUILD !== '1') return;
  const result = spawnSync('npx', ['nx', 'build', 'park-site', '--output-style=stream'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * A private copy of apps/park-site/build, made once per benchmark process and removed on exit.
 * It lives under tools/bench/site/.snapshot so the build's bare imports (express, react-router…)
 * still resolve from the workspace's node_modules, and content/ is still found above it.
 */
let snapshot;
export function snapshotBuild() {
  if (snapshot) return snapshot;
  for (let attempt = 0; ; attempt++) {
    ensureBuild();
    const dir = join(import.meta.dirname, '.snapshot', `build-${process.pid}`);
    try {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      cpSync(join(siteDir, 'build'), dir, { recursive: true });
      if (!existsSync(join(dir, 'server/index.js'))) throw new Error('incomplete build copied');
      snapshot = dir;
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      return snapshot;
    } catch (error) {
      // someone else is rebuilding at this moment: wait and try again
      if (attempt >= 5) throw error;
      spawnSync('sleep', ['5']);
    }
  }
}

/**
 * The Node flags park-site runs with in production: those of `npm start` in apps/park-site
 * (`node <flags> server.ts`), so the benchmarks measure the process as deployed (e.g. its V8 young
 * generation size, which decides much of its RSS).
 */
export function siteNodeFlags() {
  const start = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')).scripts?.start ?? '';
  const words = start.trim().split(/\s+/);
  return words[0] === 'node' ? words.slice(1, -1).filter((word) => word.startsWith('--')) : [];
}

/**
 * Starts park-site from the snapshot (what server.ts does, under this Node 24) on a free port. API_ORIGIN is
 * `BENCH_API_ORIGIN` when set (ssr-throughput.mjs and add-to-cart.mjs start a park-api and set it), else a free
 * port nothing listens on: then the cart and checkout calls (only made with a `_shopping` cookie) and the
 * price references of the pages that show them (the home page's text, issue 18) fail at once, and such a
 * page is answered no-store (never kept by the HTML micro-cache). The machine is shared: if the process dies under a
 * benchmark (killed from outside), `ensureRunning()` reports it and starts a fresh one. `env` adds to
 * (or overrides) the process environment, e.g. `{ HTML_CACHE_TTL_MS: '0' }` for the uncached site.
 */
// park-site runs with NODE_ENV=production, which requires its secret: one per benchmark run, shared by
// every site it starts (the scale-out's two nodes must open each other's cookies).
const SITE_SESSION_SECRET = randomBytes(48).toString('base64url');

export async function startSite({ quiet = true, env = {} } = {}) {
  const buildDir = snapshotBuild();
  const handle = { restarts: 0, exits: [] };
  const launch = async () => {
    const port = await freePort();
    const apiPort = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = startProcess(
      'park-site',
      process.execPath,
      [...siteNodeFlags(), join(import.meta.dirname, 'serve-build.mjs')],
      {
        cwd: siteDir,
        env: {
          ...process.env,
          BUILD_DIR: buildDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          SITE_SESSION_SECRET,
          API_ORIGIN: process.env.BENCH_API_ORIGIN ?? `http://127.0.0.1:${apiPort}`,
          SITE_ORIGIN: origin,
          ...env,
        },
      },
    );
    track(child);
    child.once('exit', (code, signal) => {
      if (handle.child !== child || handle.stopping) return;
      const info = `park-site (pid ${child.pid}) exited during the benchmark: code ${code}, signal ${signal}`;
      handle.exits.push(info);
      console.error(`bench: ${info}`);
    });
    if (quiet) {
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
    }
    Object.assign(handle, { origin, child, pid: child.pid });
    await waitForUrl(`${origin}/en/`, 60_000);
  };
  handle.alive = () => handle.child.exitCode === null && handle.child.signalCode === null;
  handle.ensureRunning = async () => {
    if (handle.alive()) return false;
    handle.restarts += 1;
    await launch();
    return true;
  };
  handle.stop = () => {
    handle.stopping = true;
    return stopProcess(handle.child);
  };
  await launch();
  return handle;
}

export const median = (values) => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Peak-RSS sampler for a process: reads VmRSS (and the kernel's VmHWM) from /proc/<pid>/status. */
export function sampleRss(pid, everyMs = 100) {
  let peakKb = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      if (rss > peakKb) peakKb = rss;
      return status;
    } catch {
      return '';
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    current: () => Number(/VmRSS:\s+(\d+)/.exec(read())?.[1] ?? 0) / 1024,
    stop() {
      clearInterval(timer);
      const status = read();
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return { peakMb: peakKb / 1024, hwmMb: hwm / 1024 };
    },
  };
}

/** Options every script shares: `--json <file>` writes the results for run.mjs. */
export function jsonOut() {
  const i = process.argv.indexOf('--json');
  return i > 0 ? process.argv[i + 1] : undefined;
}
