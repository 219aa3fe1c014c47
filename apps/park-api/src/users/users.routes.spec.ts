/** The users API (SPEC §7): login, the own session's user info, logout, and the brakes on guessing. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addConfirmedUser } from '../test-support/test-users';

const HOST_NAME_PATH = Buffer.from('localhost:3000/es/').toString('base64');
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
  await addConfirmedUser(test.app.database.db, { email: 'ana@example.com', password: 'right password' });
});
afterAll(() => test.close());

const login = (Username: string, Password: string, ip = '10.0.0.1') =>
  test.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { hostnamepath: HOST_NAME_PATH, 'x-forwarded-for': ip },
    payload: { Username, Password },
  });

describe('POST /api/v1/login', () => {
  it('opens a session whose user info the site can read, until logout', async () => {
    const answer = await login('ANA@example.com ', 'right password');
    expect(answer.statusCode).toBe(200);
    const { sessionId } = answer.json<{ sessionId: string }>();
    const headers = { hostnamepath: HOST_NAME_PATH, 'x-user-session': sessionId };

    const info = await test.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
    expect(info.json()).toMatchObject({
      foundData: true,
      firstName: 'Ana Sofía',
      lastName: 'Pérez Gómez',
      sId: expect.any(String),
    });

    expect((await test.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers })).statusCode).toBe(
      204,
    );
    const after = await test.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
    expect(after.json()).toEqual({ foundData: false });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login('ana@example.com', 'wrong', '10.0.0.2');
    const unknown = await login('nobody@example.com', 'wrong', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'LOGIN_FAILED',
      message: 'The email or password entered is incorrect',
    });
  });

  it('stops guessing on one account (even from many IPs) with 429 and Retry-After', async () => {
    await addConfirmedUser(test.app.database.db, {
      email: 'target@example.com',
      password: 'target password',
    });
    // TEST_AUTH allows 3 failures per account per window.
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      expect((await login('target@example.com', 'guess', ip)).statusCode).toBe(401);
    const blocked = await login('target@example.com', 'target password', '10.1.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('stops one IP after its tries, whatever the accounts', async () => {
    // TEST_AUTH allows 10 tries per IP per window.
    for (let index = 0; index < 10; index += 1)
      expect((await login(`user${index}@example.com`, 'guess', '10.2.0.1')).statusCode).toBe(401);
    const blocked = await login('ana@example.com', 'right password', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('validates the body', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { hostnamepath: HOST_NAME_PATH },
      payload: { Username: '' },
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('the test-only mail outbox path', () => {
  it('is not there unless a test run asks for it', async () => {
    const answer = await test.app.inject({
      method: 'GET',
      url: '/test-support/mail-outbox?to=ana@example.com',
    });
    expect(answer.statusCode).toBe(404);
  });
});
