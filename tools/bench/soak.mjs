/**
 * Soak: does the built pair (park-site + park-api) hold a steady, realistic load for 10 minutes without
 * errors and without its memory creeping up?
 *
 *   npx node tools/bench/soak.mjs                         # PGlite, peak measured first, 10 minutes
 *   npx node tools/bench/soak.mjs --minutes 1 --rate 8    # a quick try at a fixed rate (visits/s)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/park_bench npx node tools/bench/soak.mjs
 *
 * How:
 * 1. Starts the built park-api (apps/park-api/dist, a fresh PGlite folder, or a fresh database in the
 *    PostgreSQL cluster of BENCH_DATABASE_URL) and the built park-site (a private snapshot of
 *    apps/park-site/build) with API_ORIGIN pointing at it, each on a free 127.0.0.1 port.
 * 2. Peak (unless `--rate N`): the visit mix below, run closed-loop by PEAK_WORKERS workers for
 *    `--peak-seconds` (after a 5 s warm-up); the peak is the visits completed per second.
 * 3. Soak: the same mix, open-loop, at half the peak for `--minutes` (default 10). A visit is started
 *    every 1/rate s; at most MAX_IN_FLIGHT run at once (a visit that finds no room is counted as shed,
 *    never queued), so the load and the client's own memory stay bounded. Each cycle of 10 visits is
 *    5 content pages, 2 admission pages, 2 search autocompletes and 1 cart visit (cart token, one
 *    add-to-cart, the cart page with its `_shopping` cookie), every call through park-site as a
 *    browser makes it. Cart visits are fresh sessions, at most `--max-carts` of them.
 * 4. Every second both servers' VmRSS is read from /proc/<pid>/status. Reported: errors (a status other
 *    than the expected 2xx, or a socket error / 30 s timeout), p50/p99 per kind, and RSS at the end of
 *    the one-minute warm-up against RSS at the end (each the median of 10 samples), as growth %.
 *
 * A benchmark, not a test: nothing is asserted; the run stops by itself; loopback only.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDates } from './api/lib/cart-api.mjs';
import { benchDatabases, startParkApi } from './api/lib/park-api-server.mjs';
import { assertNode24, startSite } from './site/lib.mjs';

assertNode24();

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string' },
    'peak-seconds': { type: 'string', default: '20' },
    'max-carts': { type: 'string', default: '3000' },
  },
});
const MINUTES = Number(args.minutes);
const PEAK_SECONDS = Number(args['peak-seconds']);
const MAX_CARTS = Number(args['max-carts']);
const PEAK_WORKERS = 8;
const MAX_IN_FLIGHT = 64;
const WARMUP_S = Math.min(60, (MINUTES * 60) / 2);
const REQUEST_TIMEOUT_MS = 30_000;

const CONTENT_PAGES = ['/es/', '/en/', '/en/sensoria-activities/', '/es/preguntas-frecuentes/', '/en/faqs/'];
const ADMISSION_PAGE = '/es/entrada-parque-sensoria/';
const hostNamePath = (pathname) => Buffer.from(`localhost:3000${pathname}`).toString('base64');
const SEARCH_PAGE = hostNamePath('/es/busqueda/');
const SEARCH_WORDS = ['cen', 'cenote', 'atrac', 'entr', 'bolet', 'hor', 'tiro', 'hotel', 'paque', 'selv'];
const CYCLE = [
  'content',
  'admission',
  'content',
  'search',
  'content',
  'cart',
  'content',
  'search',
  'admission',
  'content',
];
const ADMISSION = 100;

// ---------------------------------------------------------------------------------------------------
// Recording: every request's kind, status (or error) and time

class Recorder {
  latencies = new Map(); // kind → ms[]
  statuses = new Map(); // kind → { status → count }
  errors = []; // first 20 error descriptions
  errorCount = 0;
  requests = 0;
  add(kind, ms, status, ok, detail) {
    this.requests++;
    if (!this.latencies.has(kind)) this.latencies.set(kind, []);
    this.latencies.get(kind).push(ms);
    const byStatus = this.statuses.get(kind) ?? {};
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    this.statuses.set(kind, byStatus);
    if (!ok) {
      this.errorCount++;
      if (this.errors.length < 20) this.errors.push(`${kind}: ${status}${detail ? ` ${detail}` : ''}`);
    }
  }
}

/** One HTTP call; `expect` is the status range that counts as success. */
async function call(recorder, kind, url, init = {}, expect = (s) => s >= 200 && s < 300) {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      redirect: 'manual',
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await res.text();
    const ok = expect(res.status);
    recorder.add(kind, performance.now() - started, res.status, ok, ok ? '' : body.slice(0, 120));
    return ok ? { status: res.status, body } : undefined;
  } catch (error) {
    const code = error.cause?.code ?? error.name ?? 'error';
    recorder.add(kind, performance.now() - started, `socket:${code}`, false, error.message);
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// The visits

function visits(siteUrl, state) {
  let n = 0;
  const dates = openDates(300);
  return {
    content: (r) => call(r, 'content page', siteUrl + CONTENT_PAGES[n++ % CONTENT_PAGES.length]),
    admission: (r) => call(r, 'admission page', siteUrl + ADMISSION_PAGE),
    search: (r) =>
      call(r, 'search autocomplete', `${siteUrl}/api/v1/discovery/autocomplete`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          hostnamepath: SEARCH_PAGE,
          authorization: `Bearer ${state.searchToken}`,
        },
        body: JSON.stringify({ dataStore: 'xs-site', query: SEARCH_WORDS[n++ % SEARCH_WORDS.length] }),
      }),
    cart: async (r) => {
      if (state.carts >= MAX_CARTS)
        return call(r, 'content page', siteUrl + CONTENT_PAGES[n++ % CONTENT_PAGES.length]);
      const cartNo = state.carts++;
      const site = { prefixproject: 'PARKS-BENCH', sitecode: 'XS' };
      const token = await call(r, 'cart token', `${siteUrl}/xapi/token`, { method: 'POST', headers: site });
      if (!token) return;
      const headers = { ...site, authorization: `Bearer ${JSON.parse(token.body).access_token}` };
      const sessionId = `soak-${randomUUID()}`;
      const added = await call(r, 'add-to-cart', `${siteUrl}/xapi/shopping-cart/items?Language=ES`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          SessionId: sessionId,
          IdProduct: ADMISSION,
          VisitDate: dates[cartNo % dates.length],
          Passengers: { Adults: 2, Children: 1, Infants: 0 },
          Currency: 'MXN',
        }),
      });
      if (!added) return;
      await call(r, 'cart page', `${siteUrl}/es/carrito/`, {
        headers: { cookie: `_shopping=${sessionId}; _currency=MXN` },
      });
    },
  };
}

async function searchToken(siteUrl) {
  const res = await fetch(`${siteUrl}/api/v1/discovery/token`, {
    method: 'POST',
    headers: { hostnamepath: SEARCH_PAGE },
  });
  if (!res.ok) throw new Error(`search token: ${res.status}`);
  return (await res.json()).data.access_token;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Closed loop: PEAK_WORKERS workers run visits back to back for `seconds`; answers visits/s. */
async function measurePeak(mix, seconds) {
  const run = async (s, recorder) => {
    let done = 0;
    let next = 0;
    const end = performance.now() + s * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        await mix[CYCLE[next++ % CYCLE.length]](recorder);
        done++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: PEAK_WORKERS }, worker));
    return { visitsPerSecond: done / ((performance.now() - started) / 1000), recorder };
  };
  await run(5, new Recorder());
  return run(seconds, new Recorder());
}

/** Open loop at `rate` visits/s for `seconds`, at most MAX_IN_FLIGHT at once. */
async function soak(mix, rate, seconds, recorder) {
  const interval = 1000 / rate;
  const started = performance.now();
  const end = started + seconds * 1000;
  let inFlight = 0;
  let shed = 0;
  let visitsStarted = 0;
  const pending = new Set();
  for (let i = 0; started + i * interval < end; i++) {
    await sleep(started + i * interval - performance.now());
    if (inFlight >= MAX_IN_FLIGHT) {
      shed++;
      continue;
    }
    inFlight++;
    visitsStarted++;
    const visit = mix[CYCLE[i % CYCLE.length]](recorder).finally(() => {
      inFlight--;
      pending.delete(visit);
    });
    pending.add(visit);
  }
  await Promise.all(pending);
  return { shed, visitsStarted, seconds: (performance.now() - started) / 1000 };
}

/** VmRSS of each process every second, with the time since the soak began. */
function sampleRss(processes) {
  const samples = [];
  const started = performance.now();
  const read = (pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
    } catch {
      return NaN;
    }
  };
  const take = () =>
    samples.push({
      t: (performance.now() - started) / 1000,
      ...Object.fromEntries(processes.map(([name, pid]) => [name, read(pid)])),
    });
  take();
  const timer = setInterval(take, 1000);
  return { samples, stop: () => clearInterval(timer) };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1] : NaN;
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// ---------------------------------------------------------------------------------------------------

const target = benchDatabases().at(-1); // PostgreSQL when BENCH_DATABASE_URL is set, else PGlite
console.error(`soak: starting park-api (${target.label}) and park-site`);
const api = await startParkApi(target);
let site;
try {
  process.env.BENCH_API_ORIGIN = api.url;
  site = await startSite();
  const state = { carts: 0, searchToken: await searchToken(site.origin) };
  // The search token lasts 15 minutes: renew it every 5.
  const renew = setInterval(
    async () => (state.searchToken = await searchToken(site.origin).catch(() => state.searchToken)),
    300_000,
  );
  const mix = visits(site.origin, state);

  let peak;
  let rate = Number(args.rate);
  const loadBefore = loadAverage();
  if (!args.rate) {
    console.error(`soak: measuring the peak (${PEAK_WORKERS} workers, ${PEAK_SECONDS} s)`);
    peak = await measurePeak(mix, PEAK_SECONDS);
    rate = peak.visitsPerSecond / 2;
    console.error(
      `soak: peak ${peak.visitsPerSecond.toFixed(1)} visits/s → soaking at ${rate.toFixed(1)} visits/s`,
    );
  }

  console.error(`soak: ${MINUTES} min at ${rate.toFixed(1)} visits/s (load average ${loadAverage()})`);
  const recorder = new Recorder();
  const rss = sampleRss([
    ['site', site.pid],
    ['api', api.pid],
  ]);
  const loads = [];
  const loadTimer = setInterval(() => loads.push(loadAverage().split(' ')[0]), 60_000);
  const progress = setInterval(
    () =>
      console.error(
        `soak: ${recorder.requests} requests, ${recorder.errorCount} errors, RSS site ${rss.samples.at(-1).site.toFixed(0)} / api ${rss.samples.at(-1).api.toFixed(0)} MiB`,
      ),
    60_000,
  );
  const run = await soak(mix, rate, MINUTES * 60, recorder);
  rss.stop();
  clearInterval(loadTimer);
  clearInterval(progress);
  clearInterval(renew);

  // ------------------------------------------------------------------------------------------------- report
  const at = (from, to, name) =>
    median(rss.samples.filter((s) => s.t >= from && s.t < to).map((s) => s[name]));
  const memory = ['site', 'api'].map((name) => {
    const warm = at(WARMUP_S - 5, WARMUP_S + 5, name);
    const end = at(run.seconds - 10, Infinity, name);
    const values = rss.samples.map((s) => s[name]).filter(Number.isFinite);
    return {
      name: name === 'site' ? 'park-site' : 'park-api',
      warm,
      end,
      growth: (100 * (end - warm)) / warm,
      max: Math.max(...values),
      min: Math.min(...values),
    };
  });
  const all = [...recorder.latencies.values()].flat().sort((a, b) => a - b);
  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–');

  console.log(`\n### Soak: ${target.label}, ${MINUTES} min at ${rate.toFixed(1)} visits/s\n`);
  console.log(
    `- Peak (closed loop, ${PEAK_WORKERS} workers, ${PEAK_SECONDS} s): ${peak ? `${peak.visitsPerSecond.toFixed(1)} visits/s (${(peak.recorder.requests / PEAK_SECONDS).toFixed(1)} requests/s, ${peak.recorder.errorCount} errors)` : `not measured (--rate ${args.rate})`}`,
  );
  console.log(
    `- Soak: ${run.visitsStarted} visits, ${recorder.requests} requests in ${run.seconds.toFixed(0)} s (${(recorder.requests / run.seconds).toFixed(1)} requests/s), ${run.shed} visits shed (${MAX_IN_FLIGHT} in flight), ${state.carts} carts`,
  );
  console.log(
    `- Errors: **${recorder.errorCount}**${recorder.errors.length ? ` — ${recorder.errors.join('; ')}` : ''}`,
  );
  console.log(
    `- Load average: ${loadBefore} before the peak, per minute during the soak: ${loads.join(', ')}; at the end ${loadAverage()}`,
  );
  console.log(`- All requests: p50 ${fmt(percentile(all, 50))} ms, p99 ${fmt(percentile(all, 99))} ms\n`);
  console.log('| Kind | Requests | Statuses | p50 ms | p99 ms |');
  console.log('| --- | --: | --- | --: | --: |');
  for (const [kind, values] of recorder.latencies) {
    const sorted = values.sort((a, b) => a - b);
    const statuses = Object.entries(recorder.statuses.get(kind))
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ');
    console.log(
      `| ${kind} | ${values.length} | ${statuses} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 99))} |`,
    );
  }
  console.log(
    `\n| Process | RSS at ${WARMUP_S} s (warm) MiB | RSS at the end MiB | Growth | Min / max MiB |`,
  );
  console.log('| --- | --: | --: | --: | --: |');
  for (const m of memory)
    console.log(
      `| ${m.name} | ${fmt(m.warm)} | ${fmt(m.end)} | ${m.growth.toFixed(1)} % | ${fmt(m.min)} / ${fmt(m.max)} |`,
    );
  // RSS every 30 s, to tell a steady creep from a plateau.
  console.log(
    `\nRSS every 30 s (park-site / park-api MiB): ${rss.samples
      .filter((_, i) => i % 30 === 0)
      .map((s) => `${s.site.toFixed(0)}/${s.api.toFixed(0)}`)
      .join(' ')}`,
  );
} finally {
  await site?.stop();
  await api.stop();
  await api.cleanup();
}
