/**
 * The overselling check under load: 10,000 add-to-cart requests at high concurrency over four hot
 * product/dates whose daily capacity (340 seats in all) is far below the demand, then the invariants,
 * read directly from the database and through the API:
 *   - sold ≤ capacity for each product/date (and the capacity was actually reached),
 *   - cart lines for the product/date = seats sold (each add is one adult, so one line = one seat),
 *   - lines = 201 answers (no answered add lost, no line without an answer),
 *   - the API's availability agrees with the database,
 *   - every answer is 201 or 409 NO_AVAILABILITY (nothing else, no 5xx).
 * Prints PASS/FAIL with the numbers and exits 1 on any violation.
 *
 *   npx node tools/bench/api/capacity-concurrency.mjs
 */
import { addItem, cartHeaders, openDates } from './lib/cart-api.mjs';
import { fmt, table } from './lib/markdown.mjs';
import { benchDatabases, startParkApi } from './lib/park-api-server.mjs';
import { sampleRss } from './lib/rss-sampler.mjs';
import { readSeatLedger } from './lib/seat-ledger.mjs';

const REQUESTS = Number(process.env.BENCH_CAPACITY_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CAPACITY_CONCURRENCY ?? 128);

/**
 * The smallest daily capacities in the seed (apps/park-api/src/db/seed-data/catalog.data.ts): two tours
 * (40 seats) and two complements (60 and 200). Each sits on its own date, so one session can hold all
 * four and its four adds race each other on the same cart as well as on the seats.
 */
function hotItems() {
  const [d1, d2, d3, d4] = openDates(4, 30);
  return [
    { productId: 110, date: d1, schedule: '08:00', label: 'Sensoria + Tulum tour' },
    { productId: 130, date: d2, schedule: '10:30', label: 'Aventura tour' },
    { productId: 295, date: d3, schedule: '11:00', label: 'complement 295' },
    { productId: 306, date: d4, schedule: '16:00', label: 'complement 306' },
  ];
}

/** Sends all requests with at most CONCURRENCY in flight; request k is session ⌊k/4⌋'s add of item k mod 4. */
async function flood(baseUrl, headers, items) {
  const run = Date.now().toString(36);
  const answers = items.map(() => ({ created: 0, noAvailability: 0, other: {} }));
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const k = next++;
      const item = items[k % items.length];
      const tally = answers[k % items.length];
      let key;
      try {
        const { status, code } = await addItem(baseUrl, headers, {
          SessionId: `bench-cap-${run}-${Math.floor(k / items.length)}`,
          IdProduct: item.productId,
          VisitDate: item.date,
          Schedule: item.schedule,
          Passengers: { Adults: 1, Children: 0, Infants: 0 },
        });
        if (status === 201) tally.created++;
        else if (status === 409 && code === 'NO_AVAILABILITY') tally.noAvailability++;
        else key = `${status} ${code ?? ''}`.trim();
      } catch (error) {
        key = `network: ${error.cause?.code ?? error.message}`;
      }
      if (key) tally.other[key] = (tally.other[key] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** Seats left per item as the API reports them (the availability calendar of the item's month). */
async function remainingViaApi(baseUrl, headers, items) {
  const remaining = [];
  for (const item of items) {
    const res = await fetch(
      `${baseUrl}/xapi/products/${item.productId}/availability?Month=${item.date.slice(0, 7)}`,
      { headers },
    );
    const body = await res.json();
    remaining.push(body.Days?.find((d) => d.Date === item.date)?.Remaining ?? null);
  }
  return remaining;
}

function checkItem(item, answer, ledger, remaining) {
  const failures = [];
  if (ledger.capacity === null) failures.push('no capacity row');
  else {
    if (ledger.sold > ledger.capacity) failures.push('oversold');
    if (ledger.sold < ledger.capacity) failures.push('capacity not reached');
    if (remaining !== ledger.capacity - ledger.sold) failures.push('API remaining ≠ capacity − sold');
  }
  if (ledger.lines !== ledger.sold || ledger.seats_in_lines !== ledger.sold) failures.push('lines ≠ sold');
  if (ledger.lines !== answer.created) failures.push('lines ≠ 201 answers');
  if (Object.keys(answer.other).length > 0) failures.push('unexpected answers');
  return failures;
}

export async function measureCapacityConcurrency() {
  const results = [];
  for (const target of benchDatabases()) {
    console.error(`capacity-concurrency: ${target.label}: ${REQUESTS} adds at concurrency ${CONCURRENCY}`);
    const api = await startParkApi(target);
    const rss = sampleRss(api.pid);
    const items = hotItems();
    try {
      const headers = await cartHeaders(api.url);
      const { answers, seconds } = await flood(api.url, headers, items);
      // A server that died under load is a result, not a harness error: report it and check what it stored.
      const crashed = api.exitStatus();
      if (crashed)
        console.error(
          `capacity-concurrency: park-api on ${target.label} exited during the run (${JSON.stringify(crashed)}):\n` +
            api.outputTail(),
        );
      const remaining = crashed ? items.map(() => null) : await remainingViaApi(api.url, headers, items);
      const memory = await rss.stop();
      await api.stop(); // PGlite can be opened here only once park-api has let go of it
      const ledger = await readSeatLedger(api, items);
      const checks = items.map((item, i) => ({
        item,
        answer: answers[i],
        ledger: ledger[i],
        remaining: remaining[i],
        failures: [
          ...(crashed ? [`park-api exited (${crashed.signal ?? `code ${crashed.code}`})`] : []),
          ...checkItem(item, answers[i], ledger[i], remaining[i]),
        ],
      }));
      results.push({ database: target.label, seconds, memory, checks });
    } finally {
      await api.stop();
      await api.cleanup();
    }
  }
  return results;
}

export const capacityPassed = (results) =>
  results.every((r) => r.checks.every((c) => c.failures.length === 0));

export function capacityTable(results) {
  return table(
    [
      'Database',
      'Product / date',
      'Capacity',
      'Sold',
      'Lines',
      '201',
      '409 NO_AVAILABILITY',
      'Other',
      'API remaining',
      'Result',
    ],
    results.flatMap((r) =>
      r.checks.map((c) => [
        r.database,
        `${c.item.productId} ${c.item.label} / ${c.item.date}`,
        String(c.ledger.capacity ?? '–'),
        String(c.ledger.sold),
        String(c.ledger.lines),
        String(c.answer.created),
        String(c.answer.noAvailability),
        Object.entries(c.answer.other)
          .map(([k, n]) => `${k}: ${n}`)
          .join(', ') || '0',
        String(c.remaining ?? '–'),
        c.failures.length === 0 ? 'PASS' : `FAIL (${c.failures.join('; ')})`,
      ]),
    ),
  );
}

export function capacityRunTable(results) {
  return table(
    [
      'Database',
      'Requests',
      'Concurrency',
      'Wall time s',
      'Adds/s (incl. refusals)',
      'park-api peak RSS under load MiB',
    ],
    results.map((r) => [
      r.database,
      fmt(REQUESTS),
      String(CONCURRENCY),
      r.seconds.toFixed(1),
      fmt(REQUESTS / r.seconds),
      r.memory.peakMiB.toFixed(0),
    ]),
  );
}

if (import.meta.main) {
  const results = await measureCapacityConcurrency();
  console.log('\n### Capacity under concurrency\n');
  console.log(capacityRunTable(results));
  console.log('');
  console.log(capacityTable(results));
  const passed = capacityPassed(results);
  console.log(`\n${passed ? 'PASS' : 'FAIL'}: sold ≤ capacity and lines = sold for every hot product/date`);
  if (!passed) process.exitCode = 1;
}
