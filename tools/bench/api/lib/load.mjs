/**
 * One throughput measurement with autocannon: a short warm-up (JIT, connection pools, PGlite caches),
 * then the measured run at a fixed number of connections. Both runs use the same request generator.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);

/**
 * @param {string} url   the server's base URL
 * @param {object} request  an autocannon request (method, path, headers, setupRequest…)
 * @returns requests/s (mean of per-second counts), p99 latency in ms, and the answers by status code
 */
export async function measure(url, request) {
  const common = { url, connections: CONNECTIONS, requests: [request] };
  await autocannon({ ...common, duration: WARMUP_S });
  const result = await autocannon({ ...common, duration: DURATION_S });
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]),
  );
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    byStatus,
  };
}
