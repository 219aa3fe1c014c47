/**
 * Cart GET and add-to-cart throughput of park-api at 16 connections, on PGlite and (when
 * BENCH_DATABASE_URL is set) PostgreSQL, each next to a bare Fastify hello-world measured in the same
 * block of the same run, so a slow or busy machine shows up in the anchor too.
 *
 *   npx node tools/bench/api/cart-throughput.mjs      (or: npm exec -- node tools/bench/api/cart-throughput.mjs)
 */
import path from 'node:path';
import { ADD_ITEM_PATH, cartHeaders, cartPath, openDates } from './lib/cart-api.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { CONNECTIONS, DURATION_S, WARMUP_S, measure } from './lib/load.mjs';
import { fmt, table } from './lib/markdown.mjs';
import { benchDatabases, startParkApi } from './lib/park-api-server.mjs';
import { sampleRss } from './lib/rss-sampler.mjs';

const GET_SESSIONS = 64;
const ADMISSION = 100; // Parque Sensoria admission: 500 seats a day, no schedule
const TOUR = 110; // Sensoria + Tulum tour: 40 seats a day, needs a schedule

/** Carts to read: each holds an admission and a tour on another date (what a typical cart looks like). */
async function prepareCarts(baseUrl, headers, dates) {
  const sessions = [];
  for (let i = 0; i < GET_SESSIONS; i++) {
    const SessionId = `bench-get-${i}-${Date.now()}`;
    const lines = [
      { IdProduct: ADMISSION, VisitDate: dates[i] },
      { IdProduct: TOUR, VisitDate: dates[i + GET_SESSIONS], Schedule: '08:00' },
    ];
    for (const line of lines) {
      const res = await fetch(baseUrl + ADD_ITEM_PATH, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ SessionId, Passengers: { Adults: 2, Children: 1, Infants: 0 }, ...line }),
      });
      if (res.status !== 201) throw new Error(`preparing a cart: ${res.status} ${await res.text()}`);
    }
    sessions.push(SessionId);
  }
  return sessions;
}

function cartGetRequest(headers, sessions) {
  let next = 0;
  return {
    method: 'GET',
    path: cartPath(sessions[0]),
    headers,
    setupRequest: (req) => ({ ...req, path: cartPath(sessions[next++ % sessions.length]) }),
  };
}

/**
 * Every add is a new session (a new cart), so the one-product/one-date-per-cart rule never refuses it,
 * and the dates rotate over ~300 open days × 500 seats, so capacity never runs out: each 2xx is a real
 * add that took a seat and wrote a line. Anything else is counted as non-2xx and reported.
 */
function addToCartRequest(headers, dates) {
  let next = 0;
  const run = Date.now().toString(36);
  return {
    method: 'POST',
    path: ADD_ITEM_PATH,
    headers: { ...headers, 'content-type': 'application/json' },
    setupRequest: (req) => {
      const n = next++;
      return {
        ...req,
        body: JSON.stringify({
          SessionId: `bench-add-${run}-${n}`,
          IdProduct: ADMISSION,
          VisitDate: dates[n % dates.length],
          Passengers: { Adults: 1, Children: 0, Infants: 0 },
        }),
      };
    },
  };
}

export async function measureCartThroughput() {
  const anchor = await startChildServer({
    name: 'fastify hello-world',
    script: path.join(import.meta.dirname, 'lib/hello-world-server.mjs'),
    env: {},
    readyPath: '/health',
  });
  const anchorRss = sampleRss(anchor.pid);
  const rows = [];
  const memory = [];
  try {
    for (const target of benchDatabases()) {
      console.error(`cart-throughput: ${target.label}: starting park-api on a fresh database`);
      const api = await startParkApi(target);
      const rss = sampleRss(api.pid);
      try {
        const headers = await cartHeaders(api.url);
        const dates = openDates(300);
        const sessions = await prepareCarts(api.url, headers, dates);
        // The anchor is measured in the same block, right before the park-api figures it sits beside.
        console.error(`cart-throughput: ${target.label}: anchor, cart GET, add-to-cart`);
        const hello = await measure(anchor.url, { method: 'GET', path: '/' });
        const get = await measure(api.url, cartGetRequest(headers, sessions));
        const add = await measure(api.url, addToCartRequest(headers, dates));
        rows.push({ database: target.label, scenario: 'cart GET', ...get, anchor: hello });
        rows.push({ database: target.label, scenario: 'add-to-cart', ...add, anchor: hello });
        memory.push({ process: `park-api on ${target.label}`, ...(await rss.stop()) });
      } finally {
        await api.stop();
        await api.cleanup();
      }
    }
  } finally {
    memory.push({ process: 'fastify hello-world (anchor)', ...(await anchorRss.stop()) });
    await anchor.stop();
  }
  return { rows, memory };
}

export function throughputTable({ rows }) {
  return table(
    [
      'Database',
      'Scenario',
      'req/s',
      'p99 ms',
      '2xx',
      'non-2xx',
      'Anchor req/s',
      'Anchor p99 ms',
      'vs anchor',
    ],
    rows.map((r) => [
      r.database,
      r.scenario,
      fmt(r.requestsPerSecond),
      fmt(r.p99Ms),
      fmt(r.ok),
      r.non2xx + r.errors === 0 ? '0' : `${r.non2xx + r.errors} (${describeFailures(r)})`,
      fmt(r.anchor.requestsPerSecond),
      fmt(r.anchor.p99Ms),
      `${((100 * r.requestsPerSecond) / r.anchor.requestsPerSecond).toFixed(1)} %`,
    ]),
  );
}

function describeFailures(r) {
  const statuses = Object.entries(r.byStatus)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${status}: ${count}`);
  if (r.errors) statuses.push(`socket errors: ${r.errors}`);
  return statuses.join(', ');
}

export function memoryTable(memory) {
  return table(
    ['Process', 'RSS when ready MiB', 'Peak RSS under load MiB', 'VmHWM incl. start-up MiB', 'Samples'],
    memory.map((m) => [
      m.process,
      m.startMiB.toFixed(0),
      m.peakMiB.toFixed(0),
      m.hwmMiB.toFixed(0),
      String(m.samples),
    ]),
  );
}

export const throughputSettings = () =>
  `${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per figure`;

if (import.meta.main) {
  const result = await measureCartThroughput();
  console.log(`\n### Cart throughput (${throughputSettings()})\n`);
  console.log(throughputTable(result));
  console.log('\n### Peak memory during the throughput run\n');
  console.log(memoryTable(result.memory));
}
