/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { SingleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('runs one task per key while it is running; the others wait for its value', async () => {
    const flights = new SingleFlight<string>();
    const gate = deferred<string>();
    let runs = 0;
    const task = () => {
      runs += 1;
      return gate.promise;
    };
    const first = flights.run('k', task);
    const second = flights.run('k', task);
    const other = flights.run('other', async () => 'other');
    expect(flights.inFlight).toBe(2);
    gate.resolve('page');
    await expect(first).resolves.toEqual({ value: 'page', led: true });
    await expect(second).resolves.toEqual({ value: 'page', led: false });
    await expect(other).resolves.toEqual({ value: 'other', led: true });
    expect(runs).toBe(1);
    expect(flights.inFlight).toBe(0);
  });

  it('starts afresh once the task has settled', async () => {
    const flights = new SingleFlight<number>();
    let runs = 0;
    await flights.run('k', async () => ++runs);
    const again = await flights.run('k', async () => ++runs);
    expect(again).toEqual({ value: 2, led: true });
  });

  it('reports a failure to every waiter and frees the key', async () => {
    const flights = new SingleFlight<string>();
    const gate = deferred<string>();
    const first = flights.run('k', () => gate.promise);
    const second = flights.run('k', () => Promise.resolve('never'));
    gate.reject(new Error('render failed'));
    await expect(first).rejects.toThrow('render failed');
    await expect(second).rejects.toThrow('render failed');
    expect(flights.inFlight).toBe(0);
    await expect(flights.run('k', async () => 'ok')).resolves.toEqual({ value: 'ok', led: true });
  });

  it('treats a task that throws synchronously as a failed flight', async () => {
    const flights = new SingleFlight<string>();
    await expect(
      flights.run('k', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(flights.inFlight).toBe(0);
  });

  it('lets a waiter go on without the value once it has waited maxWaitMs for a task that hangs', async () => {
    const flights = new SingleFlight<string>();
    const hanging = deferred<string>();
    const leader = flights.run('k', () => hanging.promise);
    await expect(flights.run('k', async () => 'unused', 30)).resolves.toEqual({
      value: undefined,
      led: false,
    });
    // A waiter within its time still gets the leader's value.
    const patient = flights.run('k', async () => 'unused', 10_000);
    hanging.resolve('page');
    await expect(patient).resolves.toEqual({ value: 'page', led: false });
    await expect(leader).resolves.toEqual({ value: 'page', led: true });
  });
});
