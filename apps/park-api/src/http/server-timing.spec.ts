import Fastify from 'fastify';
import { registerServerTiming } from './server-timing';

describe('Server-Timing (SEARCH_BENCH_TIMINGS=1)', () => {
  it('times every answer, errors included, even without a logger', async () => {
    const app = Fastify({ logger: false });
    registerServerTiming(app);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ok: true };
    });
    const slow = await app.inject({ method: 'GET', url: '/slow' });
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    const duration = (header: unknown) => Number(/^app;dur=([\d.]+)$/.exec(String(header))?.[1]);
    expect(duration(slow.headers['server-timing'])).toBeGreaterThanOrEqual(15);
    expect(duration(missing.headers['server-timing'])).toBeGreaterThanOrEqual(0);
    await app.close();
  });
});
