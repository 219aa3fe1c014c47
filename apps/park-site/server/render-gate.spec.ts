/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderGate, rendersInFlightOf, RENDERS_IN_FLIGHT_DEFAULT } from './render-gate';

/** An app whose "render" of /<name> answers only once the test calls `finish(name)`. */
async function gatedApp(maxInFlight: number) {
  const arrived: string[] = [];
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  const app = express();
  app.use((request, _response, next) => {
    arrived.push(request.path.slice(1));
    next();
  });
  app.use(renderGate(maxInFlight));
  app.get('/:name', (request, response) => {
    const name = String(request.params['name']);
    started.push(name);
    pending.set(name, () => response.send(`page ${name}`));
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    started,
    get: (name: string, signal?: AbortSignal) =>
      fetch(`${origin}/${name}`, { signal }).then((response) => response.text()),
    finish: (name: string) => pending.get(name)?.(),
    /** Resolves once the server has taken in the requests named (at the gate or past it). */
    arrival: async (...names: string[]) => {
      while (!names.every((name) => arrived.includes(name))) await new Promise((r) => setTimeout(r, 5));
    },
    /** Resolves once the renders named have started. */
    start: async (...names: string[]) => {
      while (!names.every((name) => started.includes(name))) await new Promise((r) => setTimeout(r, 5));
    },
    /** Lets the server's event loop run a few turns. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 20)),
  };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('renderGate', () => {
  it('renders at most the limit at once; the next waits for an answer to end, in arrival order', async () => {
    const site = await gatedApp(2);
    const first = site.get('a');
    const second = site.get('b');
    await site.start('a', 'b');
    const third = site.get('c');
    await site.arrival('c');
    const fourth = site.get('d');
    await site.arrival('d');
    await site.settle();
    expect(site.started.sort()).toEqual(['a', 'b']);

    site.finish('b');
    expect(await second).toBe('page b');
    await site.start('c');
    await site.settle();
    expect(site.started).not.toContain('d');

    site.finish('a');
    site.finish('c');
    await site.start('d');
    site.finish('d');
    expect(await Promise.all([first, third, fourth])).toEqual(['page a', 'page c', 'page d']);
  });

  it('does not render a request whose client left while it waited', async () => {
    const site = await gatedApp(1);
    const first = site.get('a');
    await site.start('a');
    const leaving = new AbortController();
    const gone = site.get('gone', leaving.signal).catch((error: unknown) => error);
    await site.arrival('gone');
    const last = site.get('last');
    await site.arrival('last');
    leaving.abort();
    await gone;
    await site.settle();

    site.finish('a');
    expect(await first).toBe('page a');
    await site.start('last');
    site.finish('last');
    expect(await last).toBe('page last');
    expect(site.started).toEqual(['a', 'last']);
  });

  it('lets every request through at once with a limit of 0', async () => {
    const site = await gatedApp(0);
    const answers = ['a', 'b', 'c'].map((name) => site.get(name));
    await site.start('a', 'b', 'c');
    expect(site.started.sort()).toEqual(['a', 'b', 'c']);
    for (const name of ['a', 'b', 'c']) site.finish(name);
    expect(await Promise.all(answers)).toEqual(['page a', 'page b', 'page c']);
  });
});

describe('rendersInFlightOf', () => {
  it('reads SITE_RENDERS_IN_FLIGHT, with a default and 0 for no limit', () => {
    expect(rendersInFlightOf({})).toBe(RENDERS_IN_FLIGHT_DEFAULT);
    expect(rendersInFlightOf({ SITE_RENDERS_IN_FLIGHT: '3' })).toBe(3);
    expect(rendersInFlightOf({ SITE_RENDERS_IN_FLIGHT: '0' })).toBe(0);
  });

  it('refuses a value that is not a whole number ≥ 0', () => {
    expect(() => rendersInFlightOf({ SITE_RENDERS_IN_FLIGHT: '-1' })).toThrow(/SITE_RENDERS_IN_FLIGHT/);
    expect(() => rendersInFlightOf({ SITE_RENDERS_IN_FLIGHT: 'many' })).toThrow(/SITE_RENDERS_IN_FLIGHT/);
  });
});
