/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerBookingApi } from '../../server/booking-api.server';
import type { IdentityProviderClient } from '../../server/auth/identity-provider';
import { createIdentitySessions, type IdentitySession } from '../../server/auth/identity-session.server';
import { accountOrdersOf, hostedBearerOf } from './account-orders.server';
import { bookingPageAction } from './booking-page.server';

/**
 * Issue 20 §1 for a customer signed in on the hosted pages: the account page's server reads the access
 * token park-api's provider issued from the sealed identity cookie (refreshing it when expired) and sends
 * it to park-api in x-user-authorization, next to the site's own /xapi token; the page gets the bookings,
 * never the token.
 */
const SECRET = 'a-site-secret-for-the-tests-0123456789';
const ORDER = '2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b';
const booking = { IdOrder: ORDER, Reference: 'XS-7K3Q9P2M', Lines: [], Changes: [] };

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A park-api stand-in on a free loopback port: what reached it, and the answer the test scripts. */
async function parkApi(status = 200, body: unknown = { Bookings: [booking] }) {
  const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
  server = createServer((request, response) => {
    response.writeHead(request.url === '/xapi/token' ? 200 : status, { 'Content-Type': 'application/json' });
    if (request.url === '/xapi/token') {
      response.end(JSON.stringify({ access_token: 'site-xapi-token', expires_in: 3600 }));
      return;
    }
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.end(JSON.stringify(status === 200 ? body : { code: 'UNAUTHORIZED', message: 'Sign in' }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  return { bookings: createServerBookingApi({ baseUrl, siteCode: 'XS', prefixProject: 'PARKS' }), seen };
}

const refresh = jest.fn<IdentityProviderClient['refresh']>();
const provider = { refresh } as unknown as IdentityProviderClient; // only refresh is reached here
const identities = createIdentitySessions({ secret: SECRET, secure: false, provider });

const identity = (accessToken: string, expiresIn: number): IdentitySession => ({
  sub: 'user-1',
  name: 'Ana',
  idToken: 'id.token.value',
  accessToken,
  refreshToken: 'refresh-token-1',
  expiresAt: Math.floor(Date.now() / 1000) + expiresIn,
});
const accountPage = (cookie?: string, path = '/en/auth/') =>
  new Request(`http://127.0.0.1${path}`, cookie ? { headers: { Cookie: cookie } } : {});
const signedInHosted = (session: IdentitySession) => `id_session=${identities.seal(session)}`;

describe('the account page of a customer signed in on the hosted pages', () => {
  it('lists the bookings with the hosted access token sent to park-api, and never hands the token to the page', async () => {
    const { bookings, seen } = await parkApi();
    const cookies: string[] = [];
    const request = accountPage(signedInHosted(identity('hosted-access-token-AAAA', 3600)));
    const orders = await accountOrdersOf(
      request,
      'en',
      { bookings, secureCookies: false, hostedAccess: identities.hostedAccess },
      cookies,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/xapi/account/orders?Language=EN');
    expect(seen[0]?.headers['x-user-authorization']).toBe('Bearer hosted-access-token-AAAA');
    expect(seen[0]?.headers['authorization']).toBe('Bearer site-xapi-token');
    expect(seen[0]?.headers['x-user-session']).toBeUndefined();
    expect(orders).toEqual({ status: 'list', bookings: [booking] });
    expect(JSON.stringify(orders)).not.toContain('hosted-access-token');
    expect(cookies).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token first, sends the new one, and re-seals the HttpOnly cookie', async () => {
    const { bookings, seen } = await parkApi();
    refresh.mockResolvedValueOnce({
      idToken: 'id.token.new',
      accessToken: 'hosted-access-token-BBBB',
      refreshToken: 'refresh-token-2',
      expiresIn: 3600,
      sub: 'user-1',
      name: 'Ana',
    });
    const cookies: string[] = [];
    const orders = await accountOrdersOf(
      accountPage(signedInHosted(identity('hosted-access-token-OLD', -60))),
      'es',
      { bookings, secureCookies: false, hostedAccess: identities.hostedAccess },
      cookies,
    );
    expect(refresh).toHaveBeenCalledWith('refresh-token-1', 'id.token.value');
    expect(seen.map((call) => call.headers['x-user-authorization'])).toEqual([
      'Bearer hosted-access-token-BBBB',
    ]);
    expect(seen[0]?.url).toBe('/xapi/account/orders?Language=ES');
    expect(orders).toEqual({ status: 'list', bookings: [booking] });
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^id_session=[^;]+; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
    expect(cookies[0]).not.toContain('hosted-access-token');
    const resealed = identities.read(cookies[0]?.split(';')[0]);
    expect(resealed).toMatchObject({
      accessToken: 'hosted-access-token-BBBB',
      refreshToken: 'refresh-token-2',
    });
  });

  it('spends a refresh token once: requests carrying the same expired cookie share the one refresh', async () => {
    const { bookings, seen } = await parkApi();
    refresh.mockClear();
    refresh.mockResolvedValue({
      idToken: 'id.token.new',
      accessToken: 'hosted-access-token-CCCC',
      refreshToken: 'refresh-token-3',
      expiresIn: 3600,
      sub: 'user-1',
      name: 'Ana',
    });
    const expired = signedInHosted({ ...identity('old', -60), refreshToken: 'refresh-token-shared' });
    const deps = { bookings, secureCookies: false, hostedAccess: identities.hostedAccess };
    // A form's action and the page's loader of one request, and a second tab, all with the old cookie.
    await Promise.all([1, 2, 3].map(() => accountOrdersOf(accountPage(expired), 'en', deps, [])));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((call) => call.headers['x-user-authorization'])).toEqual(
      Array(3).fill('Bearer hosted-access-token-CCCC'),
    );
    refresh.mockReset();
  });

  it('lists nothing without a sign-in, after a refused refresh, or when park-api says 401', async () => {
    const { bookings, seen } = await parkApi(401);
    const deps = { bookings, secureCookies: false, hostedAccess: identities.hostedAccess };
    expect(await accountOrdersOf(accountPage(), 'en', deps, [])).toBeNull();
    expect(await accountOrdersOf(accountPage('id_session=forged-value'), 'en', deps, [])).toBeNull();
    refresh.mockRejectedValueOnce(new Error('invalid_grant'));
    expect(
      await accountOrdersOf(
        accountPage(signedInHosted({ ...identity('expired', -60), refreshToken: 'refresh-token-refused' })),
        'en',
        deps,
        [],
      ),
    ).toBeNull();
    expect(seen).toHaveLength(0);
    expect(
      await accountOrdersOf(accountPage(signedInHosted(identity('revoked-token', 3600))), 'en', deps, []),
    ).toBeNull();
    expect(seen.map((call) => call.headers['x-user-authorization'])).toEqual(['Bearer revoked-token']);
  });

  it('the own session goes first: no hosted token is sent with it', async () => {
    const { bookings, seen } = await parkApi();
    const session = 'own-session-id-0123456789';
    await accountOrdersOf(
      accountPage(`user_session=${session}; ${signedInHosted(identity('hosted-access-token-AAAA', 3600))}`),
      'en',
      { bookings, secureCookies: false, hostedAccess: identities.hostedAccess },
      [],
    );
    expect(seen[0]?.headers['x-user-session']).toBe(session);
    expect(seen[0]?.headers['x-user-authorization']).toBeUndefined();
  });

  it('opens a booking of the list (?order=) with the hosted token, and nothing without it', async () => {
    const { bookings, seen } = await parkApi(200, booking);
    const deps = { bookings, secureCookies: false, hostedAccess: identities.hostedAccess };
    const fromAccount = (cookie?: string) =>
      new Request(`http://127.0.0.1/en/my-booking/?order=${ORDER}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: 'intent=resend',
      });
    const signedIn = fromAccount(signedInHosted(identity('hosted-access-token-AAAA', 3600)));
    const hostedBearer = await hostedBearerOf(signedIn, deps, []);
    expect(hostedBearer).toBe('hosted-access-token-AAAA');
    const outcome = await bookingPageAction(signedIn, {
      bookings,
      language: 'EN',
      secureCookies: false,
      hostedBearer,
    });
    expect(seen[0]?.url).toBe(`/xapi/bookings/${ORDER}/tickets/resend?Language=EN`);
    expect(seen[0]?.headers['x-user-authorization']).toBe('Bearer hosted-access-token-AAAA');
    expect(outcome).toMatchObject({
      kind: 'redirect',
      location: `/en/my-booking/?order=${ORDER}&done=resent`,
    });
    expect(JSON.stringify(outcome)).not.toContain('hosted-access-token');

    // A booking found by lookup (no ?order=) does not need the hosted sign-in.
    expect(
      await hostedBearerOf(
        accountPage(signedInHosted(identity('hosted-access-token-AAAA', 3600)), '/en/my-booking/'),
        deps,
        [],
      ),
    ).toBeNull();
    expect(await hostedBearerOf(fromAccount(), deps, [])).toBeNull();
  });
});
