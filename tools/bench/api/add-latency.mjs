/**
 * The add-to-cart call the booking widget makes, one at a time (no load): park-api's own time for it
 * (Server-Timing `app`, so neither the client nor the network is counted), median and p90 over N adds,
 * each into a new cart (the widget's first add: the cart is created by the add). The admission with
 * transport and the photo pass, 2 adults and a child, as in tools/bench/site/add-to-cart.mjs.
 *
 *   npx node tools/bench/api/add-latency.mjs [--adds 200]    # PGlite; BENCH_DATABASE_URL for PostgreSQL
 */
import { randomBytes } from 'node:crypto';
import { benchDatabases, startParkApi } from './lib/park-api-server.mjs';
import { ADD_ITEM_PATH, cartHeaders, openDates } from './lib/cart-api.mjs';

const addsArg = process.argv.indexOf('--adds');
const adds = addsArg > 0 ? Number(process.argv[addsArg + 1]) : 200;
const WARM_UP = 20;
process.env.SEARCH_BENCH_TIMINGS = '1';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];
};

for (const target of benchDatabases()) {
  const api = await startParkApi(target);
  try {
    const headers = await cartHeaders(api.url);
    const dates = openDates(300);
    const times = [];
    for (let n = 0; n < WARM_UP + adds; n += 1) {
      const res = await fetch(api.url + ADD_ITEM_PATH, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          SessionId: randomBytes(16).toString('hex'),
          Currency: 'MXN',
          IdProduct: 100,
          VisitDate: dates[n % dates.length],
          Passengers: { Adults: 2, Children: 1, Infants: 0 },
          AddOns: [{ IdProduct: 200, From: 'playa-del-carmen' }, { IdProduct: 202 }],
        }),
      });
      if (res.status !== 201) throw new Error(`add answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      const app = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
      if (n >= WARM_UP && app) times.push(Number(app[1]));
    }
    console.log(
      `| ${target.label} | ${adds} | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.9).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms |`,
    );
  } finally {
    await api.stop();
    await api.cleanup();
  }
}
