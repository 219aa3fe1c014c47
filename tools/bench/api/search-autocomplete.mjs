/**
 * POST /api/v1/discovery/autocomplete of the built park-api at 10 connections, beside an anchor in the same
 * run: a bare Fastify endpoint answering from the same index (lib/search-anchor-server.mjs). Latency is
 * taken server-side: both servers run with SEARCH_BENCH_TIMINGS=1 and send `Server-Timing: app;dur=<ms>`
 * (Fastify's reply.elapsedTime at onSend: from the request's arrival to its serialised answer), read here
 * from every response; the client-side p99 (autocannon) is reported beside it.
 *
 * Two scenarios: realistic partial words in es and en, rotating (after the warm-up they hit the per-query
 * suggestion cache, as popular prefixes do in production), and every request a new misspelt word (always
 * a cache miss, through the typo scan: the worst case).
 *
 *   npx node tools/bench/api/search-autocomplete.mjs
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { startChildServer } from './lib/child-server.mjs';
import { DURATION_S, WARMUP_S } from './lib/load.mjs';
import { fmt, table } from './lib/markdown.mjs';
import { REPO_ROOT, ensureParkApiBuilt, startParkApi } from './lib/park-api-server.mjs';

export const SEARCH_CONNECTIONS = 10;
const AUTOCOMPLETE_PATH = '/api/v1/discovery/autocomplete';
export const SEARCH_BUDGET = { p95Ms: 10, p99Ms: 25 };

const page = (pathname) => Buffer.from(`localhost:3000${pathname}`).toString('base64');
const PAGES = { es: page('/es/busqueda/'), en: page('/en/search/') };

/** What visitors type, stopped after 2–8 letters (the search box asks after a 500 ms pause). */
const WORDS = {
  es: [
    'cenote',
    'atracciones',
    'entrada',
    'boletos',
    'precios',
    'horario',
    'ubicación',
    'tirolesa',
    'sentidos',
    'niños',
    'hoteles',
    'paquetes',
    'combo',
    'selva',
    'arrecife',
    'volcán',
    'transportación',
    'estacionamiento',
    'cacao',
    'mariposas',
    'snorkel',
    'promociones',
    'tour tulum',
    'río subterráneo',
  ],
  en: [
    'cenote',
    'attractions',
    'admission',
    'tickets',
    'prices',
    'hours',
    'location',
    'zip line',
    'senses',
    'children',
    'hotels',
    'packages',
    'combo',
    'jungle',
    'reef',
    'volcano',
    'transportation',
    'parking',
    'cacao',
    'butterflies',
    'snorkel',
    'promotions',
    'tulum tour',
    'underground river',
  ],
};

function partialWords() {
  const queries = [];
  for (const [language, words] of Object.entries(WORDS)) {
    for (const word of words) {
      for (const length of [2, 3, 4, 5, 6, 8]) {
        if (length <= word.length) queries.push({ language, query: word.slice(0, length) });
      }
    }
  }
  return queries;
}

/** A new misspelling every time: a realistic prefix with two random letters (a cache miss each). */
function misspelt(queries, n) {
  const base = queries[n % queries.length];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return { language: base.language, query: `${base.query}${pick()}${pick()}${n % 10}` };
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function serverTiming(headers) {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'server-timing') continue;
    const match = /dur=([\d.]+)/.exec(String(value));
    if (match) return Number(match[1]);
  }
  return undefined;
}

async function run(url, requestPath, token, nextQuery) {
  let n = 0;
  const samples = [];
  let missingTimings = 0;
  let recording = false;
  const request = {
    method: 'POST',
    path: requestPath,
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const { language, query } = nextQuery(n++);
      return {
        ...req,
        headers: {
          ...req.headers,
          hostnamepath: PAGES[language],
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ dataStore: 'xs-site', query }),
      };
    },
    onResponse: (status, _body, _context, headers) => {
      if (!recording) return;
      const dur = serverTiming(headers);
      if (status === 200 && dur !== undefined) samples.push(dur);
      else missingTimings++;
    },
  };
  const common = { url, connections: SEARCH_CONNECTIONS, requests: [request] };
  await autocannon({ ...common, duration: WARMUP_S });
  recording = true;
  const result = await autocannon({ ...common, duration: DURATION_S });
  samples.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    clientP99Ms: result.latency.p99,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: percentile(samples, 99),
    samples: samples.length,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts + missingTimings,
  };
}

async function searchToken(baseUrl) {
  const res = await fetch(`${baseUrl}/api/v1/discovery/token`, {
    method: 'POST',
    headers: { hostnamepath: PAGES.en },
  });
  if (!res.ok)
    throw new Error(
      `POST /api/v1/discovery/token answered ${res.status} (is apps/park-api/dist stale? run npx nx build park-api)`,
    );
  return (await res.json()).data.access_token;
}

/** Bundles the anchor (it imports park-api's TypeScript search modules) into a temp folder. */
async function buildAnchor(folder) {
  const outfile = path.join(folder, 'search-anchor-server.mjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'lib/search-anchor-server.mjs')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    conditions: ['@parks/source'],
    // npm packages load from the repo's node_modules, exactly as park-api's bundle loads them.
    plugins: [
      {
        name: 'external-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@parks/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
  });
  return outfile;
}

export async function measureSearchAutocomplete() {
  ensureParkApiBuilt();
  const queries = partialWords();
  const scenarios = [
    { name: 'partial words, es + en (rotating)', next: (n) => queries[n % queries.length] },
    { name: 'new misspelt word per request', next: (n) => misspelt(queries, n) },
  ];
  // Inside park-api's node_modules, so the bundle's packages resolve as park-api's own do.
  const folder = path.join(REPO_ROOT, 'apps/park-api/node_modules/.cache/park-bench');
  await mkdir(folder, { recursive: true });
  process.env.SEARCH_BENCH_TIMINGS = '1';
  const rows = [];
  {
    console.error('search-autocomplete: bundling and starting the anchor');
    const anchor = await startChildServer({
      name: 'search anchor',
      script: await buildAnchor(folder),
      env: { REPO_ROOT },
      readyPath: '/health',
    });
    try {
      console.error('search-autocomplete: starting park-api (PGlite, SEARCH_BENCH_TIMINGS=1)');
      const api = await startParkApi({ kind: 'pglite', label: 'PGlite' });
      try {
        const token = await searchToken(api.url);
        for (const scenario of scenarios) {
          console.error(`search-autocomplete: ${scenario.name}: anchor, then park-api`);
          const anchorRun = await run(anchor.url, '/autocomplete', undefined, scenario.next);
          const apiRun = await run(api.url, AUTOCOMPLETE_PATH, token, scenario.next);
          rows.push({ scenario: scenario.name, api: apiRun, anchor: anchorRun });
        }
      } finally {
        await api.stop();
        await api.cleanup();
      }
    } finally {
      await anchor.stop();
      delete process.env.SEARCH_BENCH_TIMINGS;
    }
  }
  return { rows, queryCount: queries.length };
}

export function searchSettings({ queryCount }) {
  return (
    `${SEARCH_CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per figure, ` +
    `${queryCount} partial words; server-side latency from Server-Timing`
  );
}

export function searchTable({ rows }) {
  return table(
    [
      'Scenario',
      'Server',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'client p99 ms',
      'samples',
      'failed',
      'Budget (p95 ≤ 10, p99 ≤ 25)',
    ],
    rows.flatMap((r) => [
      [r.scenario, 'park-api', ...cells(r.api), verdict(r.api)],
      [r.scenario, 'anchor: bare Fastify + same index', ...cells(r.anchor), '–'],
    ]),
  );
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '–');

function cells(m) {
  return [
    fmt(m.requestsPerSecond),
    ms(m.p50Ms),
    ms(m.p95Ms),
    ms(m.p99Ms),
    fmt(m.clientP99Ms),
    fmt(m.samples),
    fmt(m.failed),
  ];
}

export function searchPassed({ rows }) {
  return rows.every(
    (r) => r.api.failed === 0 && r.api.p95Ms <= SEARCH_BUDGET.p95Ms && r.api.p99Ms <= SEARCH_BUDGET.p99Ms,
  );
}

function verdict(m) {
  if (m.failed) return '**fail** (errors)';
  return m.p95Ms <= SEARCH_BUDGET.p95Ms && m.p99Ms <= SEARCH_BUDGET.p99Ms ? 'pass' : '**miss**';
}

if (import.meta.main) {
  const result = await measureSearchAutocomplete();
  console.log(`\n### Search autocomplete (${searchSettings(result)})\n`);
  console.log(searchTable(result));
}
