/**
 * Starts a Node server script in its own process and waits until it answers, so the server under test
 * never shares an event loop (or a CPU timeslice accounting) with the load generator.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../e2e/free-port.mjs';

/**
 * @param {object} options
 * @param {string} options.name        label for error messages
 * @param {string} options.script      path of the .js/.mjs file to run
 * @param {Record<string,string>} options.env  extra environment (PORT and HOST are added here)
 * @param {string} options.readyPath   GET path that answers 200 once the server is ready
 * @param {number} [options.readyTimeoutMs]
 */
export async function startChildServer({ name, script, env, readyPath, readyTimeoutMs = 60_000 }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // process.execPath is the Node 24 that runs this script (npx/npm put it first on PATH).
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the last lines of output for the error message; draining the pipes also keeps the child from
  // blocking on a full pipe buffer if it logs a lot.
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited before it was ready:\n${tail.join('\n')}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.ok) {
        await res.body?.cancel();
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready after ${readyTimeoutMs} ms:\n${tail.join('\n')}`);
    }
    await sleep(200);
  }

  return {
    url,
    pid: child.pid,
    /** How the process ended, or undefined while it runs (a crash under load is a result too). */
    exitStatus: () =>
      child.exitCode !== null || child.signalCode !== null
        ? { code: child.exitCode, signal: child.signalCode }
        : undefined,
    /** The last 30 lines the process printed. */
    outputTail: () => tail.join('\n'),
    /** SIGTERM lets park-api close gracefully (PGlite flushes to disk); SIGKILL after 15 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
