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

/**
 * Resolves once the URL answers (any status below 500), or rejects after the timeout. A refused
 * connection is retried at once; an answer that is merely slow is waited for (up to 30 s), since the
 * first page a server renders is its slowest, and a busy machine must not turn that into a retry loop
 * that aborts every attempt (with 2 s per attempt it once never answered in 60 s).
 */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const attempt = Math.max(1_000, Math.min(30_000, deadline - Date.now()));
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(attempt) });
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
