/**
 * Cart holds under load (issue 17 "Tests and measures"): the 10,000-operation concurrency run with holds
 * that expire and are extended while it runs. park-api starts with a short hold period
 * (CART_HOLD_SECONDS, default here 6 s) and a fast sweep (CART_HOLD_SWEEP_SECONDS, 1 s); the per-visitor
 * limits are set far above what the run needs (CART_MAX_SEATS_PER_DATE, CLIENT_MAX_CARTS_PER_HOUR,
 * CLIENT_MAX_SEATS_PER_HOUR: every session comes from 127.0.0.1), so they never refuse a bench call.
 *
 * Sessions, 128 at a time, over the same four hot product/dates as capacity-concurrency.mjs (340 seats):
 *   idle        add 1–2 lines, then nothing: the hold lapses and the sweep gives the seats back
 *   rehold      add, wait past the hold, read the cart (the line is still there, EXPIRED), 'hold again'
 *   extender    add, 'keep my tickets' twice inside the hold, a third time (409 HOLD_EXTENSIONS_USED)
 *   remover     add two lines, remove one
 *   payer       add, pay with the sandbox card at once
 *   late payer  add, wait past the hold, pay (re-held and paid, or 409 HOLD_EXPIRED and nothing charged)
 *   bank        add in MXN, pay by bank transfer (a pending order: its seats stay held for 72 h)
 * Every HTTP call of a session is one operation; the run stops starting calls at BENCH_HOLD_OPERATIONS.
 *
 * Checkpoints (BENCH_HOLD_CHECKPOINTS, evenly over the operations, plus one at the end): new calls wait,
 * the calls in flight finish, then for each hot product/date
 *   - GET /ops/inventory (OPS_TOKEN): Capacity = Held + Sold + Free, nothing negative;
 *   - the database, read directly in one snapshot: the seat counter (daily_capacity.sold) = seats of the
 *     HELD cart lines + seats of pending orders + seats of paid orders, and ≤ capacity;
 *   - the two agree: Sold = paid seats, Capacity = capacity, Held + Free = held + free, and any difference in
 *     Held is holds that lapsed between the two reads (never the other way round);
 *   - no line lost: every line the bench was answered 201 for and did not remove or pay is in its cart
 *     (HELD or EXPIRED), every paid line is in its order, no removed line is left, and no line exists that
 *     the bench did not add; no refused payment (409 HOLD_EXPIRED) left an order.
 * On PostgreSQL the database is read while park-api runs. PGlite is one process's embedded database, so
 * there the checkpoint stops park-api (SIGTERM, the sweep stops with it), reads the folder and starts
 * park-api again on it: holds keep lapsing across the restart, which the next checkpoint checks too.
 *
 *   npx node tools/bench/api/hold-churn.mjs                          # PGlite, + PostgreSQL if BENCH_DATABASE_URL
 *   BENCH_DATABASE_URL=postgres://… npx node tools/bench/api/hold-churn.mjs --scale-out
 *       # two park-api processes on one PostgreSQL database, both sweeping, calls spread round robin
 *
 * A benchmark, not a test: no test run includes it; it exits 1 only when an invariant breaks.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { secretsEnv } from '../../embedded-secrets.mjs';
import { cartHeaders, openDates } from './lib/cart-api.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { fmt, table } from './lib/markdown.mjs';
import { REPO_ROOT, ensureParkApiBuilt } from './lib/park-api-server.mjs';

const { values: args } = parseArgs({ options: { 'scale-out': { type: 'boolean', default: false } } });
const OPERATIONS = Number(process.env.BENCH_HOLD_OPERATIONS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_HOLD_CONCURRENCY ?? 128);
const HOLD_SECONDS = Number(process.env.BENCH_HOLD_SECONDS ?? 6);
const SWEEP_SECONDS = Number(process.env.BENCH_HOLD_SWEEP_SECONDS ?? 1);
const CHECKPOINTS = Number(process.env.BENCH_HOLD_CHECKPOINTS ?? 5);
const MAIN_JS = path.join(REPO_ROOT, 'apps/park-api/dist/main.js');
const OPS_TOKEN = randomBytes(32).toString('hex');
const CARD = {
  Number: '4242424242424242',
  Cvv: '123',
  ExpiryMonth: 12,
  ExpiryYear: 2035,
  Holder: 'Ana Pérez',
};
const VISITORS = [{ FirstName: 'Ana', LastName: 'Pérez', Email: 'ana@example.com' }];
/** The limits, far above the run (every session is 127.0.0.1): set and said so in the results. */
const LIMITS_ENV = {
  CART_MAX_SEATS_PER_DATE: '1000',
  CLIENT_MAX_CARTS_PER_HOUR: '1000000',
  CLIENT_MAX_SEATS_PER_HOUR: '1000000',
};
const ROLES = [
  ['idle', 24],
  ['rehold', 18],
  ['extender', 16],
  ['remover', 16],
  ['payer', 3],
  ['late-payer', 3],
  ['bank', 2],
];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.error(`hold-churn: ${message}`);

/** The four smallest capacities of the seed, each on its own date (as capacity-concurrency.mjs). */
function hotItems() {
  const [d1, d2, d3, d4] = openDates(4, 30);
  return [
    { productId: 110, date: d1, schedule: '08:00', label: 'Sensoria + Tulum tour' },
    { productId: 130, date: d2, schedule: '10:30', label: 'Aventura tour' },
    { productId: 295, date: d3, schedule: '11:00', label: 'complement 295' },
    { productId: 306, date: d4, schedule: '16:00', label: 'complement 306' },
  ];
}

/** One HTTP call that waits as long as the server takes; answers `{ status, ok, json() }` like fetch's Response. */
function requestWithoutTimeout(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    // A connection per call (agent: false): a kept-alive socket that park-api closed (restarts at PGlite
    // checkpoints, idle timeouts) answers ECONNRESET to a call the server never received.
    // A body goes with its length (as fetch sends it): a chunked DELETE body is refused with 400.
    const sized = body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers;
    const req = http.request(url, { method, headers: sized, timeout: 0, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, json: async () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------------
// park-api: one or two processes on one database, restartable (PGlite checkpoints)

async function adminQuery(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startCluster(target, processes) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'park-api-holds-'));
  let databaseUrl = '';
  let drop = async () => {
    // PGlite: its folder goes with the temp DATA_DIR
  };
  if (target.kind === 'postgres') {
    const name = `park_holds_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(target.adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => adminQuery(target.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  // One set of secrets for every node: a cart token signed by one must verify on the other.
  const secretsDir = await mkdtemp(path.join(tmpdir(), 'park-api-holds-secrets-'));
  const secrets = secretsEnv(secretsDir, {});
  await rm(secretsDir, { recursive: true, force: true });
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    OPS_TOKEN,
    CART_HOLD_SECONDS: String(HOLD_SECONDS),
    CART_HOLD_SWEEP_SECONDS: String(SWEEP_SECONDS),
    ...LIMITS_ENV,
    ...secrets,
  };
  const start = (n) =>
    startChildServer({
      name: `park-api #${n}`,
      script: MAIN_JS,
      env,
      readyPath: '/health',
      readyTimeoutMs: 180_000,
    });
  const nodes = [];
  // One at a time: the first migrates and seeds, the next finds the schema up to date.
  for (let n = 1; n <= processes; n++) nodes.push(await start(n));
  let turn = 0;
  return {
    kind: target.kind,
    label: processes > 1 ? `${target.label}, ${processes} park-api processes` : target.label,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    /** The next node, round robin: the bench's own load balancer. */
    url: () => nodes[turn++ % nodes.length].url,
    anyUrl: () => nodes[0].url,
    exited: () => nodes.map((node) => node.exitStatus()).filter(Boolean),
    tails: () => nodes.map((node) => node.outputTail()).join('\n'),
    async stop() {
      await Promise.all(nodes.map((node) => node.stop()));
    },
    async restart() {
      await this.stop();
      for (let n = 1; n <= nodes.length; n++) nodes[n - 1] = await start(n);
    },
    async cleanup() {
      await this.stop();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The database, read directly

async function openDatabase(cluster) {
  if (cluster.kind === 'pglite') {
    const db = new PGlite(cluster.pgliteDir);
    return { rows: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  return { rows: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
}

/**
 * How this schema keeps holds. With cart holds (migration 0007_cart_holds) a line holds its seats while
 * `cart_lines.held_until` is set (null = EXPIRED) and `daily_capacity.held` counts them apart from `sold`
 * (orders). Before them (main up to issue 17) every line held its seats in `sold`, for good: the bench still
 * runs there, as the 'before' figure, and its after-lapse checkpoint shows the seats kept.
 */
async function holdSchema(db) {
  const columns = await db.rows(
    `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE (table_name, column_name) IN (('cart_lines', 'held_until'), ('daily_capacity', 'held'))`,
  );
  const has = new Set(columns.map((c) => c.name));
  return {
    held: has.has('cart_lines.held_until') ? 'cl.held_until IS NOT NULL' : 'true',
    heldCounter: has.has('daily_capacity.held') ? 'held' : 'NULL',
  };
}

/**
 * Per hot product/date, in one snapshot: capacity, the seat counter, seats of HELD / EXPIRED cart lines,
 * seats of pending and paid orders; and every bench line (id, session, where it is).
 */
async function readLedger(cluster, items) {
  const db = await openDatabase(cluster);
  try {
    const { held: HELD, heldCounter } = await holdSchema(db);
    await db.rows('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const seats = [];
    for (const { productId, date } of items) {
      const [row] = await db.rows(
        `SELECT (SELECT capacity FROM daily_capacity WHERE product_id = $1 AND visit_date = $2)::int AS capacity,
                (SELECT sold + coalesce(${heldCounter}, 0) FROM daily_capacity WHERE product_id = $1 AND visit_date = $2)::int AS counter,
                (SELECT sold FROM daily_capacity WHERE product_id = $1 AND visit_date = $2)::int AS sold_counter,
                (SELECT ${heldCounter} FROM daily_capacity WHERE product_id = $1 AND visit_date = $2)::int AS held_counter,
                (SELECT coalesce(sum(cl.adults + cl.children + cl.infants), 0) FROM cart_lines cl
                  WHERE cl.product_id = $1 AND cl.visit_date = $2 AND ${HELD})::int AS held_lines,
                (SELECT coalesce(sum(cl.adults + cl.children + cl.infants), 0) FROM cart_lines cl
                  WHERE cl.product_id = $1 AND cl.visit_date = $2 AND NOT (${HELD}))::int AS expired_lines,
                (SELECT count(*) FROM cart_lines cl WHERE cl.product_id = $1 AND cl.visit_date = $2)::int AS lines,
                (SELECT coalesce(sum(os.seats), 0) FROM order_seats os JOIN orders o ON o.id = os.order_id
                  WHERE os.product_id = $1 AND os.visit_date = $2 AND o.status = 'pending')::int AS pending,
                (SELECT coalesce(sum(os.seats), 0) FROM order_seats os JOIN orders o ON o.id = os.order_id
                  WHERE os.product_id = $1 AND os.visit_date = $2 AND o.status = 'paid')::int AS paid`,
        [productId, date],
      );
      seats.push(row);
    }
    const lines = await db.rows(
      `SELECT cl.id::text AS id, c.session_id, (${HELD}) AS held FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id
        WHERE c.session_id LIKE 'hold-%'`,
    );
    const orders = await db.rows(
      `SELECT id::text AS id, session_id, status, snapshot FROM orders WHERE session_id LIKE 'hold-%'`,
    );
    await db.rows('COMMIT');
    return { seats, lines, orders };
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The load

function pickRole(k) {
  const total = ROLES.reduce((sum, [, weight]) => sum + weight, 0);
  let slot = (k * 7919) % total; // spread the roles over the run rather than in blocks
  for (const [role, weight] of ROLES) {
    if (slot < weight) return role;
    slot -= weight;
  }
  return 'idle';
}

function createLoad(cluster, items) {
  const state = {
    issued: 0,
    inFlight: 0,
    gate: null, // a promise while a checkpoint runs
    answers: {}, // `${op} ${status} ${code}` -> count
    unexpected: {},
    sessions: new Map(), // sessionId -> { lines: Map(id -> {state, productId, date, seats}), order, refusedPay }
    transitions: { lapsedSeen: 0, reheld: 0, extended: 0 },
  };
  let headers;

  async function call(op, method, pathAndQuery, body, expected, extraHeaders = {}) {
    const session = body?.SessionId ? state.sessions.get(body.SessionId) : undefined;
    while (state.gate) await state.gate;
    if (state.issued >= OPERATIONS) return undefined;
    state.issued++;
    state.inFlight++;
    try {
      // node:http, not fetch: fetch gives up after 300 s without response headers (UND_ERR_HEADERS_TIMEOUT), and a
      // bench waits for every answer (a client that gave up early would count a committed call as lost).
      const res = await requestWithoutTimeout(cluster.url() + pathAndQuery, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...extraHeaders },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await res.json().catch(() => ({}));
      session?.log.push(`${op} ${res.status}${res.ok ? '' : ` ${json.code ?? ''}`}`);
      const key = `${op} ${res.status}${res.ok ? '' : ` ${json.code ?? ''}`}`.trim();
      state.answers[key] = (state.answers[key] ?? 0) + 1;
      if (!expected.includes(res.ok ? res.status : `${res.status} ${json.code}`))
        state.unexpected[key] = (state.unexpected[key] ?? 0) + 1;
      return { status: res.status, json };
    } catch (error) {
      const key = `${op} network: ${error.cause?.code ?? error.code ?? error.name}`;
      session?.log.push(key);
      state.answers[key] = (state.answers[key] ?? 0) + 1;
      state.unexpected[key] = (state.unexpected[key] ?? 0) + 1;
      return { status: 0, json: {} };
    } finally {
      state.inFlight--;
    }
  }

  const cartQuery = 'Language=EN&IncludeAmountsUSD=false';

  async function add(session, item, currency) {
    const seats = 1 + (session.n % 2);
    const answer = await call(
      'add',
      'POST',
      `/xapi/shopping-cart/items?${cartQuery}`,
      {
        SessionId: session.id,
        IdProduct: item.productId,
        VisitDate: item.date,
        Schedule: item.schedule,
        Passengers: { Adults: seats, Children: 0, Infants: 0 },
        ...(currency ? { Currency: currency } : {}),
      },
      [201, '409 NO_AVAILABILITY'],
    );
    if (answer?.status !== 201) return undefined;
    const line = answer.json.Cart?.Lines?.find(
      (l) => l.IdProduct === item.productId && l.VisitDate === item.date,
    );
    if (!line) {
      state.unexpected['add 201 without its line'] = (state.unexpected['add 201 without its line'] ?? 0) + 1;
      return undefined;
    }
    session.lines.set(line.IdLine, { state: 'cart', productId: item.productId, date: item.date, seats });
    return line.IdLine;
  }

  async function pay(session, method) {
    const answer = await call(
      'pay',
      'POST',
      '/xapi/payments',
      {
        SessionId: session.id,
        Method: method,
        ...(method === 'card' ? { Card: CARD } : {}),
        Visitors: VISITORS,
      },
      [201, '409 HOLD_EXPIRED', '409 NO_AVAILABILITY'],
      { 'idempotency-key': `hold-pay-${session.id}` },
    );
    if (answer?.status === 201) {
      session.order = answer.json.Order?.IdOrder;
      for (const line of session.lines.values()) if (line.state === 'cart') line.state = 'order';
    } else if (answer?.status === 409) session.refusedPay = answer.json.code;
  }

  const holdMs = HOLD_SECONDS * 1000;
  const pastHold = () => holdMs + SWEEP_SECONDS * 1000 + 500 + Math.random() * 1000;

  async function runSession(k) {
    const role = pickRole(k);
    const session = {
      id: `hold-${role}-${k}-${randomUUID().slice(0, 8)}`,
      n: k,
      role,
      lines: new Map(),
      log: [],
    };
    state.sessions.set(session.id, session);
    const first = items[k % items.length];
    const second = items[(k + 1 + (k % 3)) % items.length];
    switch (role) {
      case 'idle':
        await add(session, first);
        if (k % 2) await add(session, second);
        break;
      case 'rehold': {
        const id = await add(session, first);
        if (!id) break;
        await sleep(pastHold());
        const cart = await call(
          'read',
          'GET',
          `/xapi/shopping-cart?${cartQuery}&SessionId=${session.id}&Mobile=false`,
          undefined,
          [200],
        );
        const line = cart?.json.Cart?.Lines?.find((l) => l.IdLine === id);
        if (line?.HoldStatus === 'EXPIRED') state.transitions.lapsedSeen++;
        else if (cart?.status === 200)
          state.unexpected['read: a lapsed line not EXPIRED'] =
            (state.unexpected['read: a lapsed line not EXPIRED'] ?? 0) + 1;
        const again = await call(
          'hold-again',
          'POST',
          `/xapi/shopping-cart/items/${id}/hold`,
          { SessionId: session.id },
          [200, '409 NO_AVAILABILITY'],
        );
        if (again?.status === 200) state.transitions.reheld++;
        break;
      }
      case 'extender': {
        if (!(await add(session, first))) break;
        // Two extensions succeed, the third is refused. An extension whose line had lapsed (a checkpoint
        // paused the session, or the answer came late) re-holds it if seats remain, else 409 NO_AVAILABILITY,
        // and does not count: then the next one may still succeed.
        let extensions = 0;
        for (let i = 1; i <= 3; i++) {
          await sleep(holdMs * (0.3 + Math.random() * 0.3));
          const extended = await call(
            'extend',
            'POST',
            '/xapi/shopping-cart/hold',
            { SessionId: session.id },
            extensions < 2 ? [200, '409 NO_AVAILABILITY'] : ['409 HOLD_EXTENSIONS_USED'],
          );
          if (extended?.status === 200) {
            extensions++;
            state.transitions.extended++;
          }
        }
        break;
      }
      case 'remover': {
        const a = await add(session, first);
        await add(session, second);
        if (a) {
          const removed = await call(
            'remove',
            'DELETE',
            `/xapi/shopping-cart/items/${a}?${cartQuery}`,
            { SessionId: session.id },
            [200],
          );
          if (removed?.status === 200) session.lines.get(a).state = 'removed';
        }
        break;
      }
      case 'payer':
        if (await add(session, first)) await pay(session, 'card');
        break;
      case 'late-payer':
        if (await add(session, first)) {
          await sleep(pastHold());
          await pay(session, 'card');
        }
        break;
      case 'bank':
        if (await add(session, first, 'MXN')) await pay(session, 'bank-transfer');
        break;
    }
  }

  return {
    state,
    async run(onCheckpoint) {
      headers = await cartHeaders(cluster.anyUrl());
      const every = Math.ceil(OPERATIONS / (CHECKPOINTS + 1));
      let nextCheckpoint = every;
      let k = 0;
      const checkpointWatcher = (async () => {
        while (state.issued < OPERATIONS) {
          if (state.issued >= nextCheckpoint) {
            let open;
            state.gate = new Promise((resolve) => (open = resolve));
            while (state.inFlight > 0) await sleep(20);
            await onCheckpoint(state.issued);
            state.gate = null;
            open();
            nextCheckpoint += every;
          }
          await sleep(50);
        }
      })();
      const worker = async () => {
        while (state.issued < OPERATIONS) await runSession(k++);
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = (performance.now() - started) / 1000;
      await checkpointWatcher;
      return seconds;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The checks

async function readInventory(cluster, items) {
  const rows = [];
  for (const item of items) {
    const res = await fetch(`${cluster.anyUrl()}/ops/inventory?date=${item.date}`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    const body = await res.json();
    if (res.status !== 200)
      throw new Error(`GET /ops/inventory answered ${res.status}: ${JSON.stringify(body)}`);
    const row = body.products.find((p) => p.IdProduct === item.productId);
    // The contract's lower-case names or the route's capitalised ones.
    rows.push({
      capacity: row.Capacity ?? row.capacity,
      held: row.Held ?? row.held,
      sold: row.Sold ?? row.sold,
      free: row.Free ?? row.free,
    });
  }
  return rows;
}

function seatFailures(inv, db) {
  const failures = [];
  const free = db.capacity - db.counter;
  if (inv.capacity !== inv.held + inv.sold + inv.free)
    failures.push('inventory: capacity ≠ held + sold + free');
  if (inv.free < 0 || inv.held < 0) failures.push('inventory: negative');
  if (db.counter > db.capacity) failures.push('db: oversold');
  if (db.counter !== db.held_lines + db.pending + db.paid)
    failures.push(
      `db: counter ${db.counter} ≠ HELD lines ${db.held_lines} + pending ${db.pending} + paid ${db.paid}`,
    );
  // With cart holds the two counters are checked apart: held = HELD lines, sold = orders (pending + paid).
  if (db.held_counter !== null && db.held_counter !== db.held_lines)
    failures.push(`db: held counter ${db.held_counter} ≠ HELD lines ${db.held_lines}`);
  if (db.held_counter !== null && db.sold_counter !== db.pending + db.paid)
    failures.push(`db: sold counter ${db.sold_counter} ≠ pending ${db.pending} + paid ${db.paid}`);
  if (inv.capacity !== db.capacity) failures.push('capacity differs');
  if (inv.sold !== db.paid) failures.push(`sold ${inv.sold} ≠ paid seats ${db.paid}`);
  if (inv.held + inv.free !== db.held_lines + db.pending + free) failures.push('held + free differ');
  // The inventory was read first: holds may lapse after it, never come back by themselves.
  if (inv.held < db.held_lines + db.pending)
    failures.push(`held ${inv.held} < db held ${db.held_lines + db.pending}`);
  return failures;
}

function lineFailures(load, ledger) {
  const failures = [];
  const stored = new Map(ledger.lines.map((l) => [l.id, l]));
  const orderBySession = new Map(ledger.orders.map((o) => [o.session_id, o]));
  let lost = 0;
  let leftover = 0;
  let inOrders = 0;
  let refusedButOrdered = 0;
  const lostIds = [];
  const known = new Set();
  for (const session of load.state.sessions.values()) {
    const order = orderBySession.get(session.id);
    if (session.refusedPay && order) refusedButOrdered++;
    for (const [id, line] of session.lines) {
      known.add(id);
      if (line.state === 'cart' && !stored.has(id)) {
        lost++;
        lostIds.push({ line: id, state: line.state, session: session.id });
      }
      if (line.state === 'removed' && stored.has(id)) leftover++;
      if (line.state === 'order') {
        const found = order?.snapshot?.lines?.some((l) => l.IdLine === id);
        if (found) inOrders++;
        else {
          lost++;
          lostIds.push({ line: id, state: line.state, session: session.id });
        }
      }
    }
  }
  const phantoms = ledger.lines.filter((l) => !known.has(l.id));
  const phantom = phantoms.length;
  const story = (sessionId) =>
    `${sessionId}: ${load.state.sessions.get(sessionId)?.log.join(', ') ?? 'unknown session'}`;
  for (const l of phantoms.slice(0, 3))
    log(`line nobody added: ${l.id} held=${l.held} in ${story(l.session_id)}`);
  for (const id of lostIds.slice(0, 3)) log(`line lost: ${id.line} (${id.state}) in ${story(id.session)}`);
  if (lost) failures.push(`${lost} lines lost`);
  if (leftover) failures.push(`${leftover} removed lines still stored`);
  if (phantom) failures.push(`${phantom} lines nobody added`);
  if (refusedButOrdered) failures.push(`${refusedButOrdered} refused payments left an order`);
  const held = ledger.lines.filter((l) => l.held).length;
  return {
    failures,
    counts: {
      inCarts: ledger.lines.length,
      held,
      expired: ledger.lines.length - held,
      inOrders,
      orders: ledger.orders.length,
    },
  };
}

async function checkpoint(cluster, load, items, operations) {
  const started = performance.now();
  const inventory = await readInventory(cluster, items);
  if (cluster.kind === 'pglite') await cluster.stop();
  const ledger = await readLedger(cluster, items);
  if (cluster.kind === 'pglite') await cluster.restart();
  const perItem = items.map((item, i) => ({
    item,
    inventory: inventory[i],
    db: ledger.seats[i],
    failures: seatFailures(inventory[i], ledger.seats[i]),
  }));
  const lines = lineFailures(load, ledger);
  const crashed = cluster.exited();
  const failures = [
    ...perItem.flatMap((p) => p.failures.map((f) => `${p.item.productId}: ${f}`)),
    ...lines.failures,
    ...(crashed.length ? [`park-api exited ${JSON.stringify(crashed)}`] : []),
  ];
  const result = {
    operations,
    seconds: (performance.now() - started) / 1000,
    perItem,
    lines: lines.counts,
    failures,
  };
  log(
    `checkpoint at ${operations} operations: ${failures.length ? `FAIL ${failures.join('; ')}` : 'PASS'} ` +
      `(${perItem.map((p) => `${p.item.productId} cap ${p.inventory.capacity} held ${p.inventory.held} sold ${p.inventory.sold} free ${p.inventory.free}`).join(' | ')}; ` +
      `lines ${lines.counts.held} held / ${lines.counts.expired} expired, ${lines.counts.orders} orders)`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------------

export async function measureHoldChurn({ scaleOut = false } = {}) {
  ensureParkApiBuilt();
  const targets = [];
  // BENCH_HOLD_DATABASES=pglite or =postgres runs one of the two only.
  const only = process.env.BENCH_HOLD_DATABASES;
  if (!scaleOut && only !== 'postgres') targets.push({ kind: 'pglite', label: 'PGlite' });
  if (process.env.BENCH_DATABASE_URL && only !== 'pglite')
    targets.push({ kind: 'postgres', label: 'PostgreSQL', adminUrl: process.env.BENCH_DATABASE_URL });
  if (scaleOut && targets.length === 0) throw new Error('--scale-out needs BENCH_DATABASE_URL (PostgreSQL)');
  const results = [];
  for (const target of targets) {
    const processes = scaleOut ? 2 : 1;
    log(
      `${target.label} × ${processes}: ${OPERATIONS} operations, ${CONCURRENCY} sessions at a time, hold ${HOLD_SECONDS} s, sweep ${SWEEP_SECONDS} s`,
    );
    const cluster = await startCluster(target, processes);
    const items = hotItems();
    const checkpoints = [];
    const loadStart = os.loadavg()[0];
    try {
      const load = createLoad(cluster, items);
      const seconds = await load.run(async (ops) =>
        checkpoints.push(await checkpoint(cluster, load, items, ops)),
      );
      // The end: once right after the last call, once after every hold has lapsed and been swept.
      checkpoints.push(await checkpoint(cluster, load, items, load.state.issued));
      await sleep((HOLD_SECONDS + 2 * SWEEP_SECONDS + 1) * 1000);
      const final = await checkpoint(cluster, load, items, load.state.issued);
      final.afterLapse = true;
      // Every hold has ended: no cart line keeps a seat, only orders do (issue 17 'Done when').
      for (const p of final.perItem) {
        if (p.db.held_lines !== 0)
          final.failures.push(
            `${p.item.productId}: ${p.db.held_lines} seats still held by carts after every hold lapsed`,
          );
        if (p.inventory.held !== p.db.pending)
          final.failures.push(
            `${p.item.productId}: inventory held ${p.inventory.held} ≠ pending orders' ${p.db.pending}`,
          );
      }
      if (final.lines.held !== 0) final.failures.push(`${final.lines.held} lines still HELD`);
      checkpoints.push(final);
      results.push({
        database: cluster.label,
        seconds,
        loadStart,
        loadEnd: os.loadavg()[0],
        state: load.state,
        checkpoints,
      });
    } catch (error) {
      log(`${target.label}: ${error.stack}\n${cluster.tails()}`);
      throw error;
    } finally {
      await cluster.cleanup();
    }
  }
  return results;
}

export const holdChurnPassed = (results) =>
  results.every(
    (r) =>
      r.checkpoints.every((c) => c.failures.length === 0) && Object.keys(r.state.unexpected).length === 0,
  );

export function holdChurnReport(results) {
  const out = [];
  out.push(
    `Settings: ${fmt(OPERATIONS)} operations, ${CONCURRENCY} sessions at a time, CART_HOLD_SECONDS=${HOLD_SECONDS}, ` +
      `CART_HOLD_SWEEP_SECONDS=${SWEEP_SECONDS}, limits raised for the bench (${Object.entries(LIMITS_ENV)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}); roles ${ROLES.map(([r, w]) => `${r} ${w}`).join(', ')} (weights).\n`,
  );
  out.push(
    table(
      [
        'Database',
        'Wall time s',
        'Operations/s',
        'Sessions',
        'Lapsed lines seen EXPIRED',
        'Held again',
        'Extensions',
        'Checkpoints',
        'Load average start → end',
        'Unexpected answers',
        'Result',
      ],
      results.map((r) => [
        r.database,
        r.seconds.toFixed(1),
        fmt(r.state.issued / r.seconds),
        fmt(r.state.sessions.size),
        fmt(r.state.transitions.lapsedSeen),
        fmt(r.state.transitions.reheld),
        fmt(r.state.transitions.extended),
        `${r.checkpoints.filter((c) => c.failures.length === 0).length} / ${r.checkpoints.length} pass`,
        `${r.loadStart.toFixed(1)} → ${r.loadEnd.toFixed(1)}`,
        Object.entries(r.state.unexpected)
          .map(([k, n]) => `${k}: ${n}`)
          .join(', ') || '0',
        r.checkpoints.every((c) => c.failures.length === 0) && Object.keys(r.state.unexpected).length === 0
          ? 'PASS'
          : 'FAIL',
      ]),
    ),
  );
  for (const r of results) {
    out.push(
      `\nAnswers on ${r.database}: ${Object.entries(r.state.answers)
        .sort()
        .map(([k, n]) => `${k}: ${fmt(n)}`)
        .join(', ')}\n`,
    );
    out.push(
      table(
        [
          'After operations',
          'Product / date',
          'Inventory capacity / held / sold / free',
          'DB counter = HELD lines + pending + paid',
          'EXPIRED lines seats',
          'Lines in carts (held / expired), orders',
          'Result',
        ],
        r.checkpoints.flatMap((c) =>
          c.perItem.map((p, i) => [
            i === 0 ? `${fmt(c.operations)}${c.afterLapse ? ' (all holds lapsed)' : ''}` : '',
            `${p.item.productId} / ${p.item.date}`,
            `${p.inventory.capacity} / ${p.inventory.held} / ${p.inventory.sold} / ${p.inventory.free}`,
            `${p.db.counter} = ${p.db.held_lines} + ${p.db.pending} + ${p.db.paid}`,
            String(p.db.expired_lines),
            i === 0 ? `${c.lines.held} / ${c.lines.expired}, ${c.lines.orders}` : '',
            i === 0 ? (c.failures.length ? `FAIL (${c.failures.join('; ')})` : 'PASS') : '',
          ]),
        ),
      ),
    );
  }
  return out.join('\n');
}

if (import.meta.main) {
  const results = await measureHoldChurn({ scaleOut: args['scale-out'] });
  const cpus = os.cpus();
  console.log(
    `\n### Cart holds under load, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`,
  );
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}; Node ${process.version}.\n`);
  console.log(holdChurnReport(results));
  const passed = holdChurnPassed(results);
  console.log(
    `\n${passed ? 'PASS' : 'FAIL'}: at every checkpoint inventory and database agree, nothing oversold, no line lost`,
  );
  if (!passed) process.exitCode = 1;
}
