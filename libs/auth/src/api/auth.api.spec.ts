/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthApiError, createAuthApi } from './auth.api';

const seen: { method?: string; url?: string; body: string }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = () => createAuthApi({ apiBaseUrl: `${origin}/api/v1`, siteBaseUrl: origin });

describe('the auth API client checks the users API answers with the contract', () => {
  it('posts the login and answers the session of a contract answer', async () => {
    answer = { status: 200, body: { sessionId: 's'.repeat(32), expiresAt: '2030-01-07T15:00:00.000Z' } };
    await expect(api().login({ Username: 'ana@example.com', Password: 'secret' })).resolves.toEqual(
      answer.body,
    );
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/v1/login' });
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ Username: 'ana@example.com', Password: 'secret' });
  });

  it('refuses a login answer that is not the contract (no session id reaches the site)', async () => {
    for (const body of [{ sessionId: 42, expiresAt: '2030-01-07' }, { expiresAt: '2030-01-07' }, 'OK']) {
      answer = { status: 200, body };
      await expect(api().login({ Username: 'ana@example.com', Password: 'secret' })).rejects.toBeInstanceOf(
        AuthApiError,
      );
    }
  });

  it('checks the user info (SPEC §3): a contract answer passes, another is refused', async () => {
    answer = { status: 200, body: { foundData: true, firstName: 'Luis', lastName: 'García', sId: 'u-1' } };
    await expect(api().userInfo()).resolves.toEqual(answer.body);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/user-info/' });
    answer = { status: 200, body: { foundData: 'yes', firstName: 'Luis' } };
    await expect(api().userInfo()).rejects.toBeInstanceOf(AuthApiError);
    await expect(api().socialUserInfo()).rejects.toBeInstanceOf(AuthApiError);
  });

  it('keeps the status of a refused login for the SPEC §8 message', async () => {
    answer = {
      status: 401,
      body: { code: 'LOGIN_FAILED', message: 'The email or password entered is incorrect' },
    };
    await expect(api().login({ Username: 'ana@example.com', Password: 'wrong' })).rejects.toMatchObject({
      status: 401,
    });
  });
});
