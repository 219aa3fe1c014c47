/**
 * All park-api benchmarks in one go, printed as Markdown for docs/benchmarks/park-api.md: cart throughput
 * beside the Fastify anchor, the capacity run with its invariants, the same run with cart holds lapsing and
 * extended (hold-churn.mjs), search autocomplete latency beside its bare Fastify + same-index anchor, and
 * peak memory. A benchmark, never a
 * test: nothing here is part of any test run, and only a broken invariant makes it exit non-zero.
 *
 *   npx node tools/bench/api/run.mjs
 *   BENCH_DATABASE_URL=postgres://… npx node tools/bench/api/run.mjs   (adds PostgreSQL beside PGlite)
 */
import os from 'node:os';
import {
  capacityPassed,
  capacityRunTable,
  capacityTable,
  measureCapacityConcurrency,
} from './capacity-concurrency.mjs';
import {
  measureCartThroughput,
  memoryTable,
  throughputSettings,
  throughputTable,
} from './cart-throughput.mjs';
import { holdChurnPassed, holdChurnReport, measureHoldChurn } from './hold-churn.mjs';
import { ensureParkApiBuilt } from './lib/park-api-server.mjs';
import {
  measureSearchAutocomplete,
  searchPassed,
  searchSettings,
  searchTable,
} from './search-autocomplete.mjs';

ensureParkApiBuilt();
const throughput = await measureCartThroughput();
const capacity = await measureCapacityConcurrency();
const holds = await measureHoldChurn();
const search = await measureSearchAutocomplete();

const cpus = os.cpus();
console.log(`## park-api benchmarks, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
console.log(
  `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `load average ${os.loadavg()[0].toFixed(2)}; Node ${process.version}.\n`,
);
console.log(`### Cart throughput (${throughputSettings()})\n`);
console.log(throughputTable(throughput));
console.log('\n### Capacity under concurrency\n');
console.log(capacityRunTable(capacity));
console.log('');
console.log(capacityTable(capacity));
console.log('\n### Cart holds under load\n');
console.log(holdChurnReport(holds));
console.log(`\n### Search autocomplete (${searchSettings(search)})\n`);
console.log(searchTable(search));
console.log('\n### Peak memory (RSS, /proc/<pid>/status every 200 ms)\n');
console.log(
  memoryTable([
    ...throughput.memory,
    ...capacity.map((r) => ({ process: `park-api on ${r.database}, capacity run`, ...r.memory })),
  ]),
);
const passed = capacityPassed(capacity) && holdChurnPassed(holds);
console.log(
  `\n${capacityPassed(capacity) ? 'PASS' : 'FAIL'}: sold ≤ capacity and lines = sold for every hot product/date`,
);
console.log(
  `${holdChurnPassed(holds) ? 'PASS' : 'FAIL'}: with holds lapsing, inventory and database agree at every checkpoint`,
);
if (!passed) process.exitCode = 1;
// The latency budget is reported, not enforced: a miss is a figure to act on, not a broken invariant.
console.log(
  `${searchPassed(search) ? 'PASS' : 'MISS'}: autocomplete server-side p95 ≤ 10 ms and p99 ≤ 25 ms, no errors`,
);
