/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChatApi } from './chat.api';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the chat API client', () => {
  it('polls GET /chat?after= and posts the message as JSON', async () => {
    const state = { open: true, messages: [], agentWriting: false, email: null, pollAfterMs: 3000 };
    answer = { status: 200, body: state };
    const api = createChatApi(base);
    await expect(api.getChat(7)).resolves.toEqual({ ok: true, data: state });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/chat?after=7' });

    const message = { id: 8, author: 'visitor', body: 'Hola', createdAt: '2030-01-07T15:00:00.000Z' };
    answer = { status: 201, body: { message } };
    await expect(api.sendMessage({ message: 'Hola', language: 'es' })).resolves.toEqual({
      ok: true,
      data: { message },
    });
    const post = seen.at(-1);
    expect(post).toMatchObject({ method: 'POST', url: '/api/v1/chat/messages' });
    expect(post?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ message: 'Hola', language: 'es' });
  });

  it("answers the server's error code, and NETWORK when there is none", async () => {
    answer = {
      status: 400,
      body: { code: 'EMAIL_REQUIRED', message: 'Enter your e-mail so we can answer you' },
    };
    const api = createChatApi(base);
    await expect(api.sendMessage({ message: 'Hi' })).resolves.toEqual({ ok: false, code: 'EMAIL_REQUIRED' });
    answer = { status: 502, body: { code: 'UPSTREAM_UNAVAILABLE' } };
    await expect(api.getChat(0)).resolves.toEqual({ ok: false, code: 'NETWORK' });
    const gone = createChatApi('http://127.0.0.1:9/api/v1');
    await expect(gone.getChat(0)).resolves.toEqual({ ok: false, code: 'NETWORK' });
  });
});

describe('the chat API client checks the answers with the contract', () => {
  it('takes an answer that is not the contract as a failure (NETWORK), never as a conversation', async () => {
    const api = createChatApi(base);
    // A proxy's page, a message without its author, a state whose messages are not a list.
    for (const body of [
      '<html>Bad gateway</html>',
      { open: true, messages: [{ id: 1, body: 'Hola', createdAt: '2030-01-07T15:00:00.000Z' }] },
      { open: true, messages: {}, agentWriting: false, email: null, pollAfterMs: 3000 },
    ]) {
      answer = { status: 200, body };
      await expect(api.getChat(0)).resolves.toEqual({ ok: false, code: 'NETWORK' });
    }
    answer = { status: 201, body: { message: { id: '8', author: 'visitor', body: 'Hola' } } };
    await expect(api.sendMessage({ message: 'Hola' })).resolves.toEqual({ ok: false, code: 'NETWORK' });
  });

  it('keeps only the error codes of the contract, with their message', async () => {
    const api = createChatApi(base);
    answer = { status: 429, body: { code: 'RATE_LIMITED', message: 'Demasiados mensajes' } };
    await expect(api.sendMessage({ message: 'Hola' })).resolves.toEqual({ ok: false, code: 'RATE_LIMITED' });
    // A known code without the contract's message field is not the contract's error.
    answer = { status: 400, body: { code: 'EMAIL_REQUIRED' } };
    await expect(api.sendMessage({ message: 'Hola' })).resolves.toEqual({ ok: false, code: 'NETWORK' });
  });
});
