import { spawn } from 'node:child_process';

/** Starts a long-running process whose output goes to this one's, prefixed with its name. */
export function startProcess(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim() && !line.includes('nodedir')) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Resolves once the URL answers (any status below 500), or rejects after the timeout. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      // A first (cold) render took 6–7 s on the shared machine at load 17: a slow answer is still an
      // answer, and a request given up on at 2 s left the next one as cold.
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    // A child killed by a signal has no exit code, only a signal code: both mean it is gone.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
