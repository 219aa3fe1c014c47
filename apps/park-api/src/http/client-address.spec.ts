/**
 * Issue 22 §3: the per-client limits count against the address the nearest trusted proxy saw, never one a
 * visitor wrote into X-Forwarded-For. Each test is the attack: vary the header, keep the real address.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig, trustedProxiesOf } from '../config/app-config';
import { createTestApp, type TestApp } from '../test-support/test-app';

const HOST_NAME_PATH = Buffer.from('localhost:3000/es/').toString('base64');
// TEST_AUTH allows 10 login tries per IP per window; TEST_NEWSLETTER 3 subscriptions per IP per hour.
const LOGIN_TRIES_PER_IP = 10;

type Inject = TestApp['app']['inject'];
const login = (inject: Inject, index: number, headers: Record<string, string>, remoteAddress?: string) =>
  inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { hostnamepath: HOST_NAME_PATH, ...headers },
    payload: { Username: `guess${index}@example.com`, Password: 'guess' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The statuses of LOGIN_TRIES_PER_IP + 1 failed logins, each with a new spoofed X-Forwarded-For. */
async function spoofedLogins(
  inject: Inject,
  forwardedFor: (spoof: string) => string,
  remoteAddress?: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index <= LOGIN_TRIES_PER_IP; index += 1) {
    const spoof = `192.0.2.${index + 1}`;
    const answer = await login(inject, index, { 'x-forwarded-for': forwardedFor(spoof) }, remoteAddress);
    statuses.push(answer.statusCode);
  }
  return statuses;
}

/** Every try refused as a wrong password until the address's budget is spent, then 429. */
const REFUSED_LAST = [...Array<number>(LOGIN_TRIES_PER_IP).fill(401), 429];

describe('the client address behind X-Forwarded-For', () => {
  describe('with the default trusted proxies (loopback)', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp();
    });
    afterAll(() => test.close());

    it('counts login tries against the address park-site saw, whatever the visitor put before it', async () => {
      // park-site (on loopback) forwards "<visitor's header>, <visitor's address>" in the worst case.
      const statuses = await spoofedLogins(
        test.app.inject.bind(test.app),
        (spoof) => `${spoof}, 203.0.113.50`,
      );
      expect(statuses).toEqual(REFUSED_LAST);
    });

    it('ignores the header of a caller that is not a trusted proxy', async () => {
      const statuses = await spoofedLogins(test.app.inject.bind(test.app), (spoof) => spoof, '198.51.100.60');
      expect(statuses).toEqual(REFUSED_LAST);
    });

    it('counts newsletter subscriptions against the same address', async () => {
      const locations: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        const answer = await test.app.inject({
          method: 'POST',
          url: '/newsletter/subscribe',
          remoteAddress: '198.51.100.61',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': `192.0.2.${index + 1}`,
          },
          payload: new URLSearchParams({
            name: 'Ana',
            lastname: 'López',
            email: `spoof${index}@example.com`,
            country: 'mx',
            acceptance: 'on',
            permission: 'on',
            clientId: 'parks-sites',
            externalKey: 'parks-newsletter',
            successUrl: 'http://localhost:3000/es/',
            errorUrl: 'http://localhost:3000/es/error-suscripcion/',
            origin: 'WEB',
            mid: 'XS',
          }).toString(),
        });
        locations.push(String(answer.headers.location));
      }
      expect(locations.slice(0, 3).every((location) => location.includes('newsletter=pending'))).toBe(true);
      expect(locations[3]).toBe('http://localhost:3000/es/error-suscripcion/?reason=rate_limited');
    });
  });

  describe('with TRUSTED_PROXIES that does not include the caller', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp(undefined, { trustedProxies: ['10.20.0.0/16'] });
    });
    afterAll(() => test.close());

    it('a login from 127.0.0.1 is counted against 127.0.0.1, whatever its header says', async () => {
      const statuses = await spoofedLogins(test.app.inject.bind(test.app), (spoof) => spoof);
      expect(statuses).toEqual(REFUSED_LAST);
    });
  });
});

describe('TRUSTED_PROXIES', () => {
  const paths = { repoRoot: '/repo', migrationsDir: '/repo/drizzle' };

  it('is loopback only when unset, and a list of addresses and CIDRs when set', () => {
    expect(loadConfig({}, paths).trustedProxies).toEqual(['loopback']);
    expect(
      loadConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,fd00::/8, 192.168.1.7' }, paths).trustedProxies,
    ).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.168.1.7']);
    expect(trustedProxiesOf('')).toEqual([]);
  });

  it('stops the start on an entry that is not an address, a CIDR or a known range name', () => {
    for (const wrong of ['*', 'true', 'localhost', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1'])
      expect(() => trustedProxiesOf(wrong)).toThrow(/TRUSTED_PROXIES/);
  });
});
