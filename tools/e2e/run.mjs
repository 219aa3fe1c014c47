// End-to-end run: builds the apps, starts park-api and park-site on free 127.0.0.1 ports with a
// throw-away database, then runs the journeys in apps/park-site-e2e with node's test runner
// driving the system Chromium. Exits with the tests' status.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { secretsEnv } from '../embedded-secrets.mjs';
import { startFaultProxy } from './fault-proxy.mjs';
import { freePort } from './free-port.mjs';
import { startProcess, stopProcess, waitForUrl } from './processes.mjs';

const root = resolve(import.meta.dirname, '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`e2e: no Chromium at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD)
  run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'park-site', 'park-api', '--output-style=stream']);

const apiPort = await freePort();
const sitePort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'parks-e2e-'));
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const siteOrigin = `http://127.0.0.1:${sitePort}`;
// This run's own secrets, like `npm start`'s (park-site runs with NODE_ENV=production, which requires them).
const secrets = secretsEnv(dataDir, {});
// The operators' token of this run: the live-chat journey makes its agent with PUT /ops/agents.
const opsToken = randomBytes(32).toString('base64url');
const children = [];
const specDir = join(root, 'apps/park-site-e2e/src');
// The journeys that take longest (1–2.5 min each in CI's log) start first, so that with two files at
// a time the run does not end waiting on one of them alone.
const LONGEST_JOURNEYS = [
  'routes.e2e.ts',
  'manage-booking.e2e.ts',
  'checkout.e2e.ts',
  'accessibility.e2e.ts',
];
function longestFirst(spec) {
  const rank = LONGEST_JOURNEYS.findIndex((name) => spec.endsWith(`/${name}`));
  return rank === -1 ? LONGEST_JOURNEYS.length : rank;
}
const filter = process.argv.slice(2);
const specs = readdirSync(specDir)
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => join(specDir, file))
  .filter((spec) => !filter.length || filter.some((word) => spec.includes(word)))
  .sort((a, b) => longestFirst(a) - longestFirst(b));
// The upstream-faults journeys get their own park-site, whose park-api sits behind the fault proxy,
// so switching faults on never disturbs the other journeys.
const faultSpecs = specs.some((spec) => spec.endsWith('faults.e2e.ts'));
// The cart-holds journey (holds.e2e.ts) lets a hold run out: it gets its own park-api with a short hold
// period (and its own database) and its own park-site, so every other journey keeps the default 20 minutes.
const holdSpecs = specs.some((spec) => spec.endsWith('holds.e2e.ts'));
const HOLD_E2E_SECONDS = process.env.E2E_HOLD_SECONDS ?? '20';
const E2E_CONCURRENCY = process.env.E2E_CONCURRENCY ?? '2';
const holdDataDir = holdSpecs ? mkdtempSync(join(tmpdir(), 'parks-e2e-holds-')) : '';
let faultProxy;
let faultSiteOrigin = '';
let holdApiOrigin = '';
let holdSiteOrigin = '';
let status = 1;

/** Starts a park-api of this run on `port`, with its own data directory and extra environment. */
function startApi(name, port, dir, site, env = {}) {
  return startProcess(name, process.execPath, [join(root, 'apps/park-api/dist/main.js')], {
    cwd: join(root, 'apps/park-api'),
    env: {
      ...process.env,
      ...secrets,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      // One info line per request buries the test report in CI's output; warnings and errors stay.
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'warn',
      // The hosted sign-in sends the browser back to this run's site (its auth return pages).
      SITE_ORIGINS: site,
      // The sign-up journey reads its confirmation code from the mail outbox.
      TEST_MAIL_OUTBOX: '1',
      OPS_TOKEN: opsToken,
      // Every journey's visitor is 127.0.0.1: the per-client cart limits (issue 17 §3) would count
      // the whole run as one visitor.
      CLIENT_MAX_CARTS_PER_HOUR: process.env.CLIENT_MAX_CARTS_PER_HOUR ?? '100000',
      CLIENT_MAX_SEATS_PER_HOUR: process.env.CLIENT_MAX_SEATS_PER_HOUR ?? '1000000',
      ...env,
    },
  });
}

/** Starts a park-site of this run on `port`, talking to the park-api at `api`. */
function startSite(name, port, api, site) {
  return startProcess(name, process.execPath, ['server.ts'], {
    cwd: join(root, 'apps/park-site'),
    env: {
      ...process.env,
      ...secrets,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_ORIGIN: api,
      SITE_ORIGIN: site,
      NODE_ENV: 'production',
    },
  });
}

try {
  const apiEntry = join(root, 'apps/park-api/dist/main.js');
  if (existsSync(apiEntry)) {
    children.push(startApi('park-api', apiPort, dataDir, siteOrigin));
    await waitForUrl(`${apiOrigin}/health`, 90_000);
  }
  children.push(startSite('park-site', sitePort, apiOrigin, siteOrigin));
  await waitForUrl(`${siteOrigin}/en/`);
  if (holdSpecs) {
    const holdApiPort = await freePort();
    const holdSitePort = await freePort();
    holdApiOrigin = `http://127.0.0.1:${holdApiPort}`;
    holdSiteOrigin = `http://127.0.0.1:${holdSitePort}`;
    children.push(
      startApi('park-api-holds', holdApiPort, holdDataDir, holdSiteOrigin, {
        CART_HOLD_SECONDS: HOLD_E2E_SECONDS,
        // Seats go back by the sweep too, not only on read: a few seconds, so the journey sees both.
        CART_HOLD_SWEEP_SECONDS: '2',
      }),
    );
    await waitForUrl(`${holdApiOrigin}/health`, 90_000);
    children.push(startSite('park-site-holds', holdSitePort, holdApiOrigin, holdSiteOrigin));
    await waitForUrl(`${holdSiteOrigin}/en/`);
  }
  if (faultSpecs) {
    faultProxy = await startFaultProxy({ target: apiOrigin });
    const faultSitePort = await freePort();
    faultSiteOrigin = `http://127.0.0.1:${faultSitePort}`;
    children.push(startSite('park-site-faults', faultSitePort, faultProxy.origin, faultSiteOrigin));
    await waitForUrl(`${faultSiteOrigin}/en/`);
  }
  // Not spawnSync: the fault proxy lives in this process and must keep answering while the tests run.
  // Two journey files at a time (E2E_CONCURRENCY): a journey mostly waits on Chromium and the servers,
  // so one file at a time left a core idle. Journeys never share data: each makes its own carts,
  // accounts, cache keys and client addresses, and books dates no other journey books.
  const tests = spawn(process.execPath, ['--test', `--test-concurrency=${E2E_CONCURRENCY}`, ...specs], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      SITE_URL: siteOrigin,
      API_URL: apiOrigin,
      // secrets.e2e.ts seals one cookie with it as the control of its forgeries.
      E2E_SITE_SESSION_SECRET: secrets.SITE_SESSION_SECRET,
      CHROMIUM_PATH: chromium,
      // The sandbox bank signs its notifications with park-api's secret of this run (checkout.e2e.ts).
      BANK_NOTIFICATION_SECRET: secrets.BANK_NOTIFICATION_SECRET,
      OPS_TOKEN: opsToken,
      ...(faultProxy
        ? { FAULT_SITE_URL: faultSiteOrigin, FAULT_PROXY_CONTROL_URL: faultProxy.controlUrl }
        : {}),
      ...(holdSpecs
        ? { HOLD_SITE_URL: holdSiteOrigin, HOLD_API_URL: holdApiOrigin, HOLD_SECONDS: HOLD_E2E_SECONDS }
        : {}),
    },
  });
  status = await new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await Promise.all(children.map(stopProcess));
  await faultProxy?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (holdDataDir) rmSync(holdDataDir, { recursive: true, force: true });
}
process.exit(status);
