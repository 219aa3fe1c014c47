// A fault-injecting HTTP proxy for the upstream-faults journeys (issue 9 §4): park-site's API_ORIGIN
// points at it and it forwards to park-api, or fails the way a sick upstream does. The test switches
// the mode at run time through the control path, which never fails:
//   PUT {proxy}/__fault-proxy/mode  body {"mode": "down" | "slow" | "garbage" | "500" | "pass"}
//   GET {proxy}/__fault-proxy/mode  -> {"mode": …, "forwarded": n}
// Only pass-through and slow reach park-api: a failed call never has a side effect upstream (a payment
// answered with garbage was never taken), so "no order, no charge" is about what the site does.
import { createServer, request as httpRequest } from 'node:http';

export const FAULT_MODES = ['pass', 'down', 'slow', 'garbage', '500'];
export const SLOW_DELAY_MS = 3000;
const CONTROL_PATH = '/__fault-proxy/mode';

/** Starts the proxy on 127.0.0.1:{port} in front of `target`; resolves once it listens. */
export function startFaultProxy({ target, port = 0 }) {
  const upstream = new URL(target);
  let mode = 'pass';
  let forwarded = 0;
  const pending = new Set();

  function forward(request, response) {
    forwarded += 1;
    const outgoing = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (incoming) => {
        response.writeHead(incoming.statusCode ?? 502, incoming.headers);
        incoming.pipe(response);
      },
    );
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  }

  function control(request, response) {
    if (request.method === 'GET') return json(response, 200, { mode, forwarded });
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const next = safeParse(body)?.mode;
      if (!FAULT_MODES.includes(next))
        return json(response, 400, { error: `mode must be one of ${FAULT_MODES}` });
      mode = next;
      json(response, 200, { mode });
    });
  }

  const server = createServer((request, response) => {
    if (request.url === CONTROL_PATH) return control(request, response);
    switch (mode) {
      case 'down':
        // Connection reset: the socket closes before any answer.
        request.socket.destroy();
        return;
      case 'garbage':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"Cart": {"ProductCount": 1, <html>not json');
        return;
      case '500':
        return json(response, 500, { code: 'INTERNAL_ERROR', message: 'Injected upstream failure' });
      case 'slow': {
        const timer = setTimeout(() => {
          pending.delete(timer);
          // The caller gave up meanwhile: a late forward would act on a request nobody awaits.
          if (!response.destroyed && !request.socket.destroyed) forward(request, response);
        }, SLOW_DELAY_MS);
        pending.add(timer);
        return;
      }
      default:
        forward(request, response);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({
        origin,
        controlUrl: `${origin}${CONTROL_PATH}`,
        close: () =>
          new Promise((done) => {
            for (const timer of pending) clearTimeout(timer);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function json(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
