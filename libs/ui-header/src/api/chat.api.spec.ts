/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startRecordingServer, type RecordingServer } from '../../../../tools/jest/recording-server';
import { createChatApi } from './chat.api';

let server: RecordingServer;
let base = '';

beforeAll(async () => {
  server = await startRecordingServer();
  base = `${server.origin}/api/v1`;
});
afterAll(() => server.close());

describe('the chat API client', () => {
  it('polls GET /chat?after= and posts the message as JSON', async () => {
    const state = { open: true, messages: [], agentWriting: false, email: null, pollAfterMs: 3000 };
    server.answer(200, state);
    const api = createChatApi(base);
    await expect(api.getChat(7)).resolves.toEqual({ ok: true, data: state });
    expect(server.seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/chat?after=7' });

    const message = { id: 8, author: 'visitor', body: 'Hola', createdAt: '2030-01-07T15:00:00.000Z' };
    server.answer(201, { message });
    await expect(api.sendMessage({ message: 'Hola', language: 'es' })).resolves.toEqual({
      ok: true,
      data: { message },
    });
    const post = server.seen.at(-1);
    expect(post).toMatchObject({ method: 'POST', url: '/api/v1/chat/messages' });
    expect(post?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ message: 'Hola', language: 'es' });
  });

  it("answers the server's error code, and NETWORK when there is none", async () => {
    server.answer(400, { code: 'EMAIL_REQUIRED', message: 'Enter your e-mail so we can answer you' });
    const api = createChatApi(base);
    await expect(api.sendMessage({ message: 'Hi' })).resolves.toEqual({ ok: false, code: 'EMAIL_REQUIRED' });
    server.answer(502, { code: 'UPSTREAM_UNAVAILABLE' });
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
      server.answer(200, body);
      await expect(api.getChat(0)).resolves.toEqual({ ok: false, code: 'NETWORK' });
    }
    server.answer(201, { message: { id: '8', author: 'visitor', body: 'Hola' } });
    await expect(api.sendMessage({ message: 'Hola' })).resolves.toEqual({ ok: false, code: 'NETWORK' });
  });

  it('keeps only the error codes of the contract, with their message', async () => {
    const api = createChatApi(base);
    server.answer(429, { code: 'RATE_LIMITED', message: 'Demasiados mensajes' });
    await expect(api.sendMessage({ message: 'Hola' })).resolves.toEqual({ ok: false, code: 'RATE_LIMITED' });
    // A known code without the contract's message field is not the contract's error.
    server.answer(400, { code: 'EMAIL_REQUIRED' });
    await expect(api.sendMessage({ message: 'Hola' })).resolves.toEqual({ ok: false, code: 'NETWORK' });
  });
});
