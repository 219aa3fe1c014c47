/**
 * Scaled out: two park-site and two park-api processes against one PostgreSQL, behind nginx, and one
 * park-api killed with SIGKILL in the middle of a shopping run. Afterwards PostgreSQL is checked: every
 * add-to-cart and every payment the server confirmed to a client exists exactly once, and no payment
 * (Idempotency-Key) exists twice.
 *
 *   npx node tools/bench/scale-out.mjs                          # throw-away PostgreSQL, 24 visitors × 6 visits
 *   npx node tools/bench/scale-out.mjs --visitors 32 --visits 10
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/park_bench npx node tools/bench/scale-out.mjs
 *
 * Topology (every port a free one on 127.0.0.1; one nginx process, two `server` blocks):
 *
 *   visitors ──> nginx :site-lb ──┬──> park-site #1 ──┐ API_ORIGIN
 *                                 └──> park-site #2 ──┴──> nginx :api-lb ──┬──> park-api #1 ──┐
 *                                                                         └──> park-api #2 ──┴──> PostgreSQL
 *
 * Visitors call everything through the site's origin, as a browser does (park-site proxies /xapi to its
 * API_ORIGIN). Each visit: cart token, three adds (admission, tour, senior admission on three dates), the
 * cart read back through the API, the cart page rendered by park-site, and every second visit pays with the
 * sandbox card 4242 4242 4242 4242 under an Idempotency-Key. Once a third of the visits are done, park-api
 * #1 gets SIGKILL and stays down: nginx sends the following calls to #2.
 *
 * Client retries (what a careful browser client would do): a call that ends in a socket error or a
 * 502/503/504 is retried, the same request with the same Idempotency-Key, up to 6 times. An add retried
 * after its first attempt died can answer 409 DUPLICATE_PRODUCT: the lost attempt had committed, and the
 * cart's unique rule (one line per product per cart) kept the retry from adding it twice. The proof only
 * counts what the server confirmed (201 answers); lines committed behind a failed answer are listed apart.
 *
 * A benchmark, not a test: nothing is asserted; every loop is bounded; loopback only; every process it
 * starts (PostgreSQL cluster, nginx, servers) is stopped at the end.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { secretsEnv } from '../embedded-secrets.mjs';
import { freePort } from '../e2e/free-port.mjs';
import { stopProcess, waitForUrl } from '../e2e/processes.mjs';
import { openDates } from './api/lib/cart-api.mjs';
import { startChildServer } from './api/lib/child-server.mjs';
import { REPO_ROOT, ensureParkApiBuilt } from './api/lib/park-api-server.mjs';
import { assertNode24, startSite } from './site/lib.mjs';

assertNode24();

const { values: args } = parseArgs({
  options: {
    visitors: { type: 'string', default: '24' },
    visits: { type: 'string', default: '6' },
  },
});
const VISITORS = Number(args.visitors);
const VISITS = Number(args.visits);
const TOTAL_VISITS = VISITORS * VISITS;
const KILL_AFTER_VISITS = Math.floor(TOTAL_VISITS / 3);
const MAX_ATTEMPTS = 6;
const SITE_HEADERS = { prefixproject: 'PARKS-BENCH', sitecode: 'XS' };
const CARD = {
  Number: '4242424242424242',
  Cvv: '123',
  ExpiryMonth: 12,
  ExpiryYear: 2035,
  Holder: 'Ana Pérez',
};
// One secret per kind shared by every park-api node: a token signed by one must verify on the other.
// Drawn for this run (tools/embedded-secrets.mjs) in a folder of its own, removed at once.
const SHARED_SECRETS = (() => {
  const folder = mkdtempSync(path.join(tmpdir(), 'scale-out-secrets-'));
  try {
    return secretsEnv(folder, {});
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
})();

const cleanups = []; // run in reverse order at the end, whatever happened
const log = (message) => console.error(`scale-out: ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// PostgreSQL: the private throw-away cluster of postgres-cluster.sh (own port and folder, so a parallel
// benchmark on 55432 is never touched), or a fresh database in BENCH_DATABASE_URL's server.

async function startDatabase() {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const env = {
      ...process.env,
      BENCH_PG_PORT: String(await freePort()),
      BENCH_PG_DATA: path.join(tmpdir(), `park-scale-out-pg-${process.pid}`),
    };
    const script = path.join(REPO_ROOT, 'tools/bench/api/postgres-cluster.sh');
    const out = execFileSync('sh', [script, 'start'], { env, encoding: 'utf8' });
    cleanups.push(() => execFileSync('sh', [script, 'stop'], { env, stdio: 'inherit' }));
    adminUrl = /BENCH_DATABASE_URL=(\S+)/.exec(out)[1];
    log(`PostgreSQL cluster on port ${env.BENCH_PG_PORT}`);
  }
  const name = `park_scale_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------------
// nginx: a generated config in a temp prefix, run in the foreground as a child process.

export function nginxConfig({ prefix, siteLbPort, apiLbPort, sites, apis }) {
  const upstream = (name, urls) =>
    `  upstream ${name} {\n${urls
      .map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=10s;`)
      .join('\n')}\n    keepalive 32;\n  }`;
  const proxy = `      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The default: a refused or timed-out connection goes to the other node, but a POST that reached a
      # node is never sent again by nginx (no non_idempotent): the client decides, with its Idempotency-Key.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;`;
  return `# Generated by tools/bench/scale-out.mjs: run with nginx -p ${prefix} -c ${prefix}/nginx.conf
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  log_format lb '$server_port|$status|$request_method|$uri|$upstream_addr|$upstream_status|$request_time';
  access_log ${prefix}/access.log lb;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

${upstream('park_site', sites)}
${upstream('park_api', apis)}

  # Browser-facing: what a CDN or the cloud load balancer would forward to.
  server {
    listen 127.0.0.1:${siteLbPort};
    location / {
      proxy_pass http://park_site;
${proxy}
    }
  }
  # Internal: park-site's API_ORIGIN.
  server {
    listen 127.0.0.1:${apiLbPort};
    location / {
      proxy_pass http://park_api;
${proxy}
    }
  }
}
`;
}

async function startNginx(options) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'park-scale-out-nginx-'));
  chmodSync(prefix, 0o755); // nginx's worker (user nobody) creates its temp folders in here
  mkdirSync(path.join(prefix, 'logs')); // where nginx logs before it has read the config
  const config = nginxConfig({ prefix, ...options });
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(async () => {
    await stopProcess(child);
    rmSync(prefix, { recursive: true, force: true });
  });
  await waitForUrl(`http://127.0.0.1:${options.apiLbPort}/health`, 20_000);
  return { prefix, config, child };
}

// ---------------------------------------------------------------------------------------------------
// The visitors

const stats = { retries: 0, failedCalls: [], readMisses: 0, pages: { ok: 0, failed: 0 } };

/** One call with the client's retry rule; answers the last response (status, json) or the error. */
async function callWithRetry(url, init, label) {
  for (let attempt = 1; ; attempt++) {
    let outcome;
    try {
      const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      outcome = { status: res.status, json, attempt };
    } catch (error) {
      outcome = { status: 0, error: error.cause?.code ?? error.name, attempt };
    }
    const retryable = outcome.status === 0 || [502, 503, 504].includes(outcome.status);
    if (!retryable || attempt >= MAX_ATTEMPTS) {
      if (retryable)
        stats.failedCalls.push(`${label}: ${outcome.status || outcome.error} after ${attempt} attempts`);
      return outcome;
    }
    stats.retries++;
    await sleep(250 * attempt);
  }
}

function runVisitors(siteUrl, onVisitDone) {
  const dates = openDates(300);
  const adds = []; // { sessionId, product, date, outcome: confirmed | committed-before-retry | refused | failed, idLine }
  const payments = []; // { sessionId, key, outcome: confirmed | declined | failed, orderId }
  let visitNo = 0;
  let visitsDone = 0;

  const visit = async () => {
    const n = visitNo++;
    const token = await callWithRetry(
      `${siteUrl}/xapi/token`,
      { method: 'POST', headers: SITE_HEADERS },
      'token',
    );
    if (token.status !== 200) return;
    const headers = { ...SITE_HEADERS, authorization: `Bearer ${token.json.access_token}` };
    const json = { ...headers, 'content-type': 'application/json' };
    const sessionId = `scale-${randomUUID()}`;
    const lines = [
      { IdProduct: 100, VisitDate: dates[n % 290] },
      { IdProduct: 110, VisitDate: dates[(n + 3) % 290], Schedule: '08:00' },
      { IdProduct: 103, VisitDate: dates[(n + 7) % 290] },
    ];
    for (const line of lines) {
      const answer = await callWithRetry(
        `${siteUrl}/xapi/shopping-cart/items?Language=EN`,
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            SessionId: sessionId,
            Passengers: { Adults: 1, Children: 0, Infants: 0 },
            ...line,
          }),
        },
        'add-to-cart',
      );
      const record = { sessionId, product: line.IdProduct, date: line.VisitDate, attempts: answer.attempt };
      if (answer.status === 201) {
        const added = answer.json.Cart.Lines.find(
          (l) => l.IdProduct === line.IdProduct && l.VisitDate === line.VisitDate,
        );
        adds.push({ ...record, outcome: 'confirmed', idLine: added?.IdLine });
      } else if (answer.status === 409 && answer.json?.code === 'DUPLICATE_PRODUCT' && answer.attempt > 1)
        adds.push({ ...record, outcome: 'committed-before-retry' });
      else
        adds.push({
          ...record,
          outcome: answer.status === 0 || answer.status >= 500 ? 'failed' : 'refused',
          status: answer.status,
          code: answer.json?.code,
        });
    }
    // Read the cart back (through the other nodes, likely): every confirmed line must be there.
    const cart = await callWithRetry(
      `${siteUrl}/xapi/shopping-cart?Language=EN&SessionId=${sessionId}&Mobile=false`,
      { headers },
      'cart read',
    );
    const confirmed = adds.filter((a) => a.sessionId === sessionId && a.outcome === 'confirmed');
    if (cart.status === 200)
      for (const a of confirmed)
        if (!cart.json.Cart.Lines.some((l) => l.IdLine === a.idLine)) stats.readMisses++;
    // The cart page, rendered by one of the park-sites.
    const page = await callWithRetry(
      `${siteUrl}/es/carrito/`,
      { headers: { cookie: `_shopping=${sessionId}` } },
      'cart page',
    );
    stats.pages[page.status === 200 ? 'ok' : 'failed']++;
    if (n % 2 === 0 && confirmed.length) {
      const key = `scale-pay-${sessionId}`;
      const paid = await callWithRetry(
        `${siteUrl}/xapi/payments`,
        {
          method: 'POST',
          headers: { ...json, 'idempotency-key': key },
          body: JSON.stringify({
            SessionId: sessionId,
            Method: 'card',
            Card: CARD,
            Visitors: [{ FirstName: 'Ana', LastName: 'Pérez', Email: 'ana@example.com' }],
          }),
        },
        'payment',
      );
      payments.push({
        sessionId,
        key,
        attempts: paid.attempt,
        outcome: paid.status === 201 ? 'confirmed' : 'failed',
        status: paid.status,
        orderId: paid.json?.Order?.IdOrder,
      });
    }
    onVisitDone(++visitsDone);
  };

  const visitor = async () => {
    for (let i = 0; i < VISITS; i++) await visit();
  };
  return Promise.all(Array.from({ length: VISITORS }, visitor)).then(() => ({ adds, payments }));
}

// ---------------------------------------------------------------------------------------------------
// The proof, in PostgreSQL

async function verify(databaseUrl, { adds, payments }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async (sql, params) => (await client.query(sql, params)).rows;
    // Where each line lives now: in an open cart, or in the snapshot of the order that paid for it.
    const cartLines = await q(
      `SELECT c.session_id, l.id, l.product_id, l.visit_date::text AS visit_date FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.session_id LIKE 'scale-%'`,
    );
    const orders = await q(`SELECT id, session_id, snapshot FROM orders WHERE session_id LIKE 'scale-%'`);
    const paymentRows = await q(
      `SELECT idempotency_key, order_id, status FROM payments WHERE idempotency_key LIKE 'scale-pay-%'`,
    );
    const stored = [
      ...cartLines.map((l) => ({
        sessionId: l.session_id,
        idLine: l.id,
        product: l.product_id,
        date: l.visit_date,
        where: 'cart',
      })),
      ...orders.flatMap((o) =>
        o.snapshot.lines.map((l) => ({
          sessionId: o.session_id,
          idLine: l.IdLine,
          product: l.IdProduct,
          date: l.VisitDate,
          where: 'order',
        })),
      ),
    ];
    const storedBy = (sessionId, product, date) =>
      stored.filter((s) => s.sessionId === sessionId && s.product === product && s.date === date);

    const confirmedAdds = adds.filter((a) => a.outcome === 'confirmed');
    const lostAdds = confirmedAdds.filter((a) => !stored.some((s) => s.idLine === a.idLine));
    const doubledAdds = adds.filter((a) => storedBy(a.sessionId, a.product, a.date).length > 1);
    const committedBeforeRetry = adds.filter((a) => a.outcome === 'committed-before-retry');
    const committedBeforeRetryFound = committedBeforeRetry.filter(
      (a) => storedBy(a.sessionId, a.product, a.date).length === 1,
    );
    const failedAdds = adds.filter((a) => a.outcome === 'failed');
    const failedButStored = failedAdds.filter((a) => storedBy(a.sessionId, a.product, a.date).length > 0);
    const tried = new Set(adds.map((a) => `${a.sessionId} ${a.product} ${a.date}`));
    const phantom = stored.filter((s) => !tried.has(`${s.sessionId} ${s.product} ${s.date}`));

    const confirmedPayments = payments.filter((p) => p.outcome === 'confirmed');
    const lostPayments = confirmedPayments.filter(
      (p) => paymentRows.filter((r) => r.idempotency_key === p.key && r.order_id === p.orderId).length !== 1,
    );
    const ordersPerSession = new Map();
    for (const o of orders) ordersPerSession.set(o.session_id, (ordersPerSession.get(o.session_id) ?? 0) + 1);
    const keysTwice = await q(`SELECT idempotency_key FROM payments GROUP BY 1 HAVING count(*) > 1`);
    const ordersTwice = [...ordersPerSession.values()].filter((count) => count > 1).length;
    const ordersWithoutPayment = await q(
      `SELECT o.id FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE p.id IS NULL`,
    );
    const failedPayments = payments.filter((p) => p.outcome === 'failed');
    const failedButPaid = failedPayments.filter((p) =>
      paymentRows.some((r) => r.idempotency_key === p.key && r.order_id),
    );

    return {
      adds: adds.length,
      confirmedAdds: confirmedAdds.length,
      confirmedOnFirstAttempt: confirmedAdds.filter((a) => a.attempts === 1).length,
      confirmedAfterRetry: confirmedAdds.filter((a) => a.attempts > 1).length,
      committedBeforeRetry: committedBeforeRetry.length,
      committedBeforeRetryFound: committedBeforeRetryFound.length,
      refusedAdds: adds.filter((a) => a.outcome === 'refused').map((a) => `${a.status} ${a.code}`),
      failedAdds: failedAdds.length,
      failedButStored: failedButStored.length,
      lostAdds: lostAdds.length,
      doubledAdds: doubledAdds.length,
      phantom: phantom.length,
      storedLines: stored.length,
      payments: payments.length,
      confirmedPayments: confirmedPayments.length,
      paymentsAfterRetry: confirmedPayments.filter((p) => p.attempts > 1).length,
      failedPayments: failedPayments.map((p) => `${p.status}`),
      failedButPaid: failedButPaid.length,
      lostPayments: lostPayments.length,
      keysTwice: keysTwice.length,
      ordersTwice,
      ordersWithoutPayment: ordersWithoutPayment.length,
      orders: orders.length,
    };
  } finally {
    await client.end();
  }
}

/** Calls per port and upstream from nginx's access log: how the load was spread, and the 502s. */
function upstreamSpread(prefix, names) {
  const counts = new Map();
  for (const line of readFileSync(path.join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean)) {
    const [port, status, , , upstream, upstreamStatus] = line.split('|');
    // A call nginx passed on after a refused connection lists every upstream it tried: "a, b".
    const tried = upstream
      .split(', ')
      .map((u) => names[u] ?? u)
      .join(' then ');
    const key = `${names[port] ?? port} → ${tried}: ${status}${upstreamStatus !== status ? ` (upstream ${upstreamStatus})` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort().map(([key, count]) => `${key}: ${count}`);
}

// ---------------------------------------------------------------------------------------------------

try {
  ensureParkApiBuilt();
  const databaseUrl = await startDatabase();
  // TRUSTED_PROXIES (docs/deploy.md, 'Client addresses'): here nginx and both park-site nodes are on
  // loopback, which is also the default; in production each app lists its own proxies' networks.
  const apiEnv = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    TRUSTED_PROXIES: 'loopback',
    // Every visitor of the run is 127.0.0.1: the per-visitor limits (issue 17 §3) are set above what it needs.
    CART_MAX_SEATS_PER_DATE: '1000',
    CLIENT_MAX_CARTS_PER_HOUR: '1000000',
    CLIENT_MAX_SEATS_PER_HOUR: '1000000',
    ...SHARED_SECRETS,
  };
  const apiScript = path.join(REPO_ROOT, 'apps/park-api/dist/main.js');
  // One at a time: the first migrates and seeds, the second finds the schema up to date.
  const apis = [];
  for (const n of [1, 2]) {
    const api = await startChildServer({
      name: `park-api #${n}`,
      script: apiScript,
      env: apiEnv,
      readyPath: '/health',
      readyTimeoutMs: 120_000,
    });
    cleanups.push(() => api.stop());
    apis.push(api);
    log(`park-api #${n} on ${api.url} (pid ${api.pid})`);
  }
  const apiLbPort = await freePort();
  const siteLbPort = await freePort();
  process.env.BENCH_API_ORIGIN = `http://127.0.0.1:${apiLbPort}`;
  const sites = [];
  for (const n of [1, 2]) {
    const site = await startSite({ env: { TRUSTED_PROXIES: 'loopback' } });
    cleanups.push(() => site.stop());
    sites.push(site);
    log(`park-site #${n} on ${site.origin} (pid ${site.pid})`);
  }
  const nginx = await startNginx({
    siteLbPort,
    apiLbPort,
    sites: sites.map((s) => s.origin),
    apis: apis.map((a) => a.url),
  });
  const siteUrl = `http://127.0.0.1:${siteLbPort}`;
  await waitForUrl(`${siteUrl}/en/`, 30_000);
  log(`nginx: visitors → ${siteUrl}, park-site API_ORIGIN → http://127.0.0.1:${apiLbPort}`);

  const names = {
    [siteLbPort]: 'site-lb',
    [apiLbPort]: 'api-lb',
    ...Object.fromEntries(sites.map((s, i) => [new URL(s.origin).host, `park-site#${i + 1}`])),
    ...Object.fromEntries(apis.map((a, i) => [new URL(a.url).host, `park-api#${i + 1}`])),
  };
  let killedAt;
  const started = performance.now();
  log(`${VISITORS} visitors × ${VISITS} visits; SIGKILL to park-api #1 after visit ${KILL_AFTER_VISITS}`);
  const results = await runVisitors(siteUrl, (done) => {
    if (done >= KILL_AFTER_VISITS && !killedAt) {
      killedAt = { visit: done, seconds: (performance.now() - started) / 1000 };
      process.kill(apis[0].pid, 'SIGKILL');
      log(`SIGKILL → park-api #1 (pid ${apis[0].pid}) at ${killedAt.seconds.toFixed(1)} s`);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const proof = await verify(databaseUrl, results);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  console.log(`\n### Scaled out: 2 park-site + 2 park-api, one PostgreSQL, nginx; park-api #1 SIGKILLed\n`);
  console.log(
    `- ${VISITORS} visitors × ${VISITS} visits in ${seconds.toFixed(1)} s; park-api #1 killed when ${killedAt?.visit} visits were done (${killedAt?.seconds.toFixed(1)} s); load average at the end ${load}`,
  );
  console.log(
    `- park-api #1 exit: ${JSON.stringify(apis[0].exitStatus())}; park-api #2 still up: ${apis[1].exitStatus() === undefined}`,
  );
  console.log(
    `- client retries: ${stats.retries}; calls still failing after ${MAX_ATTEMPTS} attempts: ${stats.failedCalls.length}${stats.failedCalls.length ? ` (${stats.failedCalls.slice(0, 10).join('; ')})` : ''}`,
  );
  console.log(
    `- cart read back right after the adds: ${stats.readMisses} confirmed lines missing; cart pages rendered: ${stats.pages.ok} ok, ${stats.pages.failed} failed\n`,
  );
  console.log('| Check in PostgreSQL | Result |');
  console.log('| --- | --- |');
  const rows = [
    [
      'Adds tried / confirmed (201)',
      `${proof.adds} / ${proof.confirmedAdds} (${proof.confirmedOnFirstAttempt} on the first attempt, ${proof.confirmedAfterRetry} after a retry)`,
    ],
    ['Confirmed adds missing from the database (lost)', `**${proof.lostAdds}**`],
    ['Lines stored more than once (same cart, product, date)', `**${proof.doubledAdds}**`],
    [
      'Retried adds answered 409 DUPLICATE_PRODUCT (the died attempt had committed) / found exactly once',
      `${proof.committedBeforeRetry} / ${proof.committedBeforeRetryFound}`,
    ],
    [
      'Adds that failed for the client (no answer after retries) / stored anyway',
      `${proof.failedAdds} / ${proof.failedButStored}`,
    ],
    ['Adds refused with a 4xx', proof.refusedAdds.length ? proof.refusedAdds.join(', ') : '0'],
    ['Lines stored that no client tried', `**${proof.phantom}**`],
    [
      'Payments tried / confirmed (201)',
      `${proof.payments} / ${proof.confirmedPayments} (${proof.paymentsAfterRetry} after a retry)`,
    ],
    ['Confirmed payments without exactly one row with its key and order', `**${proof.lostPayments}**`],
    ['Idempotency-Keys stored twice', `**${proof.keysTwice}**`],
    [
      'Sessions with two orders / orders without a payment',
      `**${proof.ordersTwice}** / **${proof.ordersWithoutPayment}**`,
    ],
    [
      'Payments that failed for the client / paid anyway',
      `${proof.failedPayments.length}${proof.failedPayments.length ? ` (${proof.failedPayments.join(', ')})` : ''} / ${proof.failedButPaid}`,
    ],
  ];
  for (const [check, result] of rows) console.log(`| ${check} | ${result} |`);
  console.log('\nnginx access log, calls by listener, upstream and status:\n');
  for (const line of upstreamSpread(nginx.prefix, names)) console.log(`- ${line}`);
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`scale-out: cleanup: ${error.message}`);
    }
  }
}
