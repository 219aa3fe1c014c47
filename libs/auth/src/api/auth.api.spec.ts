/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startRecordingServer, type RecordingServer } from '../../../../tools/jest/recording-server';
import { AuthApiError, createAuthApi } from './auth.api';

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const api = () => createAuthApi({ apiBaseUrl: `${server.origin}/api/v1`, siteBaseUrl: server.origin });

describe('the auth API client checks the users API answers with the contract', () => {
  it('posts the login and answers the session of a contract answer', async () => {
    const session = { sessionId: 's'.repeat(32), expiresAt: '2030-01-07T15:00:00.000Z' };
    server.answer(200, session);
    await expect(api().login({ Username: 'ana@example.com', Password: 'secret' })).resolves.toEqual(session);
    expect(server.seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/v1/login' });
    expect(JSON.parse(server.seen.at(-1)?.body ?? '')).toEqual({
      Username: 'ana@example.com',
      Password: 'secret',
    });
  });

  it('refuses a login answer that is not the contract (no session id reaches the site)', async () => {
    for (const body of [{ sessionId: 42, expiresAt: '2030-01-07' }, { expiresAt: '2030-01-07' }, 'OK']) {
      server.answer(200, body);
      await expect(api().login({ Username: 'ana@example.com', Password: 'secret' })).rejects.toBeInstanceOf(
        AuthApiError,
      );
    }
  });

  it('checks the user info (SPEC §3): a contract answer passes, another is refused', async () => {
    const info = { foundData: true, firstName: 'Luis', lastName: 'García', sId: 'u-1' };
    server.answer(200, info);
    await expect(api().userInfo()).resolves.toEqual(info);
    expect(server.seen.at(-1)).toMatchObject({ method: 'GET', url: '/user-info/' });
    server.answer(200, { foundData: 'yes', firstName: 'Luis' });
    await expect(api().userInfo()).rejects.toBeInstanceOf(AuthApiError);
    await expect(api().socialUserInfo()).rejects.toBeInstanceOf(AuthApiError);
  });

  it('keeps the status of a refused login for the SPEC §8 message', async () => {
    server.answer(401, { code: 'LOGIN_FAILED', message: 'The email or password entered is incorrect' });
    await expect(api().login({ Username: 'ana@example.com', Password: 'wrong' })).rejects.toMatchObject({
      status: 401,
    });
  });
});
