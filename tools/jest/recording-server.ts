import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface SeenRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RecordingServer {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  /** Every request received, in order. */
  seen: SeenRequest[];
  /** What the next requests are answered (JSON), until set again. */
  answer: (status: number, body: unknown) => void;
  close: () => Promise<void>;
}

/**
 * A local HTTP server on 127.0.0.1 (a free port) that records each request and answers the JSON it is
 * told: for API clients tested over the real transport (a `@jest-environment node` spec).
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const seen: SeenRequest[] = [];
  let next: { status: number; body: unknown } = { status: 200, body: {} };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer: (status, body) => {
      next = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
