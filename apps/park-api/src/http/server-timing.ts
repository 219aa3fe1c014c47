/**
 * `Server-Timing: app;dur=<ms>` on every answer (SEARCH_BENCH_TIMINGS=1): the time from the request's
 * arrival (first onRequest hook, so the header guards count) to its serialised answer (onSend), so a
 * benchmark reads the server's own latency rather than the load generator's. Fastify's reply.elapsedTime
 * is not used: it stays 0 when the app runs without a logger.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function registerServerTiming(app: FastifyInstance): void {
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const start = started.get(request);
    if (start !== undefined)
      reply.header('server-timing', `app;dur=${(performance.now() - start).toFixed(3)}`);
    return payload;
  });
}
