/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerBookingApi } from '../../server/booking-api.server';
import { bookingAccessOf } from './booking-access-cookie.server';
import { bookingPageAction, type BookingPageOutcome } from './booking-page.server';

/** What reached the park-api stand-in: method, URL, headers and body of each call but the token's. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

let server: Server | undefined;

/** A park-api stand-in on a free loopback port, answering each booking call as the test scripts. */
async function parkApi(answer: (seen: Seen) => Answer): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        response.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (request.url === '/xapi/token') return reply(200, { access_token: 't-1', expires_in: 3600 });
      const call = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(call);
      const { status, body, headers } = answer(call);
      reply(status, body, headers);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const PAGE = 'http://127.0.0.1/es/mi-reserva/';
const ORDER = '2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b';
const ACCESS = 'eyJvIjoiMmIxYyJ9.c2lnbmF0dXJlLW9mLXRoZS1hY2Nlc3M';
const LINE = '7d1e2f3a-0000-4000-8000-000000000001';
const COOKIE = `_booking=${encodeURIComponent(`${ORDER}:${ACCESS}`)}`;

function post(fields: Record<string, string>, cookie?: string): Request {
  return new Request(PAGE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

async function act(baseUrl: string, request: Request): Promise<BookingPageOutcome> {
  const bookings = createServerBookingApi({ baseUrl, siteCode: 'XS', prefixProject: 'PARKS' });
  return bookingPageAction(request, { bookings, language: 'ES', secureCookies: false });
}

const booking = { IdOrder: ORDER, Reference: 'XS-7K3Q9P2M', Lines: [], Changes: [] };

describe('finding a booking', () => {
  it('posts the reference and e-mail to the lookup and keeps the access in an HttpOnly cookie, never in the URL', async () => {
    const { baseUrl, seen } = await parkApi(() => ({
      status: 200,
      body: { Access: ACCESS, Booking: booking },
    }));
    const outcome = await act(
      baseUrl,
      post({ intent: 'find', order: ' XS-7K3Q9P2M ', email: 'ana@example.com' }),
    );

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/xapi/bookings/lookup?Language=ES' });
    expect(seen[0]?.body).toEqual({ Order: 'XS-7K3Q9P2M', Email: 'ana@example.com' });
    expect(outcome.kind).toBe('redirect');
    if (outcome.kind !== 'redirect') return;
    expect(outcome.location).toBe('/es/mi-reserva/');
    expect(outcome.location).not.toContain(ACCESS);
    expect(outcome.cookie).toMatch(/^_booking=[^;]+; Path=\/; Max-Age=7200; SameSite=Lax; HttpOnly$/);
    expect(bookingAccessOf(outcome.cookie?.split(';')[0] ?? '', false)).toEqual({
      idOrder: ORDER,
      access: ACCESS,
    });
  });

  it('says not found (and keeps what was typed) for a wrong reference or e-mail, with no cookie, on a 200 page', async () => {
    const { baseUrl } = await parkApi(() => ({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND', message: 'No encontrada' },
    }));
    const outcome = await act(baseUrl, post({ intent: 'find', order: 'XS-NOPE', email: 'ana@example.com' }));
    expect(outcome).toEqual({
      kind: 'shown',
      status: 200,
      find: {
        error: { code: 'BOOKING_NOT_FOUND', message: 'No encontrada' },
        order: 'XS-NOPE',
        email: 'ana@example.com',
      },
    });
  });

  it('passes on the rate limit with its Retry-After', async () => {
    const { baseUrl } = await parkApi(() => ({
      status: 429,
      body: { code: 'TOO_MANY_LOOKUPS', message: 'Demasiados intentos' },
      headers: { 'Retry-After': '840' },
    }));
    const outcome = await act(
      baseUrl,
      post({ intent: 'find', order: 'XS-7K3Q9P2M', email: 'ana@example.com' }),
    );
    expect(outcome).toMatchObject({
      kind: 'shown',
      status: 429,
      find: { error: { code: 'TOO_MANY_LOOKUPS', retryAfterSeconds: 840 } },
    });
  });

  it('asks park-api nothing for an empty reference or a malformed e-mail', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 500 }));
    const outcome = await act(baseUrl, post({ intent: 'find', order: '', email: 'not-an-email' }));
    expect(seen).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: 'shown', status: 400 });
  });
});

describe('changing the date', () => {
  it('asks for a quote with the access in a header (not the URL) and gives the confirmation a fresh key', async () => {
    const quote = {
      Date: '2030-03-20',
      Available: true,
      Difference: { Amount: 300, Currency: 'MXN' },
      Refund: 0,
    };
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: quote }));
    const outcome = await act(baseUrl, post({ intent: 'quote', line: LINE, date: '2030-03-20' }, COOKIE));

    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/xapi/bookings/${ORDER}/lines/${LINE}/date-quote?Language=ES`,
      body: { Date: '2030-03-20' },
    });
    expect(seen[0]?.headers['x-booking-access']).toBe(ACCESS);
    expect(seen[0]?.url).not.toContain(ACCESS);
    expect(outcome).toMatchObject({ kind: 'shown', status: 200, quote: { lineId: LINE, quote } });
    if (outcome.kind === 'shown') expect(outcome.quote?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('confirms a dearer date with its payment and the Idempotency-Key, then shows the page again (303)', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: booking }));
    const outcome = await act(
      baseUrl,
      post(
        {
          intent: 'change',
          line: LINE,
          date: '2030-03-20',
          idempotencyKey: 'b7c1c2d4-1111-4222-8333-444455556666',
          method: 'card',
          cardNumber: '4242 4242 4242 4242',
          holder: 'Ana Pérez',
          expiry: '12/31',
          cvv: '123',
        },
        COOKIE,
      ),
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/xapi/bookings/${ORDER}/lines/${LINE}/date-change?Language=ES`,
    });
    expect(seen[0]?.headers['idempotency-key']).toBe('b7c1c2d4-1111-4222-8333-444455556666');
    expect(seen[0]?.body).toEqual({
      Date: '2030-03-20',
      Payment: {
        Method: 'card',
        Card: {
          Number: '4242424242424242',
          Cvv: '123',
          ExpiryMonth: 12,
          ExpiryYear: 2031,
          Holder: 'Ana Pérez',
        },
      },
    });
    expect(outcome).toEqual({ kind: 'redirect', location: '/es/mi-reserva/?done=changed&date=2030-03-20' });
  });

  it('confirms a cheaper date with no payment at all', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: booking }));
    await act(
      baseUrl,
      post(
        {
          intent: 'change',
          line: LINE,
          date: '2030-03-12',
          idempotencyKey: 'b7c1c2d4-1111-4222-8333-444455556666',
        },
        COOKIE,
      ),
    );
    expect(seen[0]?.body).toEqual({ Date: '2030-03-12' });
  });

  it('pays with a wallet without sending any card field', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: booking }));
    await act(
      baseUrl,
      post(
        {
          intent: 'change',
          line: LINE,
          date: '2030-03-20',
          idempotencyKey: 'b7c1c2d4-1111-4222-8333-444455556666',
          method: 'PP',
          cardNumber: '',
        },
        COOKIE,
      ),
    );
    expect(seen[0]?.body).toEqual({
      Date: '2030-03-20',
      Payment: { Method: 'wallet', Wallet: 'PP' },
    });
  });

  it("shows park-api's refusal next to the line (seats gone, card declined)", async () => {
    const { baseUrl } = await parkApi(() => ({
      status: 409,
      body: { code: 'NO_AVAILABILITY', message: 'Sin lugares' },
    }));
    const outcome = await act(
      baseUrl,
      post(
        {
          intent: 'change',
          line: LINE,
          date: '2030-03-20',
          idempotencyKey: 'b7c1c2d4-1111-4222-8333-444455556666',
        },
        COOKIE,
      ),
    );
    expect(outcome).toEqual({
      kind: 'shown',
      status: 409,
      error: { code: 'NO_AVAILABILITY', message: 'Sin lugares', lineId: LINE },
    });
  });

  it("keeps the Reason of a closed change (park-api's { code, message, Reason })", async () => {
    const { baseUrl } = await parkApi(() => ({
      status: 409,
      body: { code: 'DATE_CHANGE_CLOSED', message: 'Cerrado', Reason: 'LESS_THAN_24H' },
    }));
    const outcome = await act(baseUrl, post({ intent: 'quote', line: LINE, date: '2030-03-20' }, COOKIE));
    expect(outcome).toEqual({
      kind: 'shown',
      status: 409,
      error: { code: 'DATE_CHANGE_CLOSED', message: 'Cerrado', reason: 'LESS_THAN_24H', lineId: LINE },
    });
  });

  it('refuses a malformed date before asking park-api', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200 }));
    const outcome = await act(baseUrl, post({ intent: 'quote', line: LINE, date: '20/03/2030' }, COOKIE));
    expect(seen).toHaveLength(0);
    expect(outcome).toEqual({ kind: 'shown', status: 400, error: { code: 'INVALID_DATE', lineId: LINE } });
  });

  it('forgets an expired access (park-api 404) and sends the visitor to the find form', async () => {
    const { baseUrl } = await parkApi(() => ({ status: 404, body: { code: 'BOOKING_NOT_FOUND' } }));
    const outcome = await act(baseUrl, post({ intent: 'quote', line: LINE, date: '2030-03-20' }, COOKIE));
    expect(outcome).toMatchObject({ kind: 'redirect', location: '/es/mi-reserva/' });
    if (outcome.kind === 'redirect') expect(outcome.cookie).toMatch(/^_booking=; .*Max-Age=0/);
  });

  it('asks park-api nothing without the access cookie', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200 }));
    const outcome = await act(
      baseUrl,
      post({ intent: 'change', line: LINE, date: '2030-03-20', idempotencyKey: 'k-12345678' }),
    );
    expect(seen).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: 'redirect', location: '/es/mi-reserva/' });
  });
});

describe('the weather guarantee and the e-tickets', () => {
  it('claims the guarantee for a new date at no cost', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: booking }));
    const outcome = await act(baseUrl, post({ intent: 'claim', line: LINE, date: '2030-03-22' }, COOKIE));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/xapi/bookings/${ORDER}/lines/${LINE}/weather-guarantee?Language=ES`,
      body: { Date: '2030-03-22' },
    });
    expect(seen[0]?.headers['x-booking-access']).toBe(ACCESS);
    expect(outcome).toEqual({ kind: 'redirect', location: '/es/mi-reserva/?done=claimed&date=2030-03-22' });
  });

  it('says a second claim is refused', async () => {
    const { baseUrl } = await parkApi(() => ({
      status: 409,
      body: { code: 'GUARANTEE_ALREADY_CLAIMED', message: 'Ya usada' },
    }));
    const outcome = await act(baseUrl, post({ intent: 'claim', line: LINE, date: '2030-03-22' }, COOKIE));
    expect(outcome).toMatchObject({
      kind: 'shown',
      status: 409,
      error: { code: 'GUARANTEE_ALREADY_CLAIMED', lineId: LINE },
    });
  });

  it('resends the e-tickets (202) and says so', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 202 }));
    const outcome = await act(baseUrl, post({ intent: 'resend' }, COOKIE));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/xapi/bookings/${ORDER}/tickets/resend?Language=ES`,
    });
    expect(outcome).toEqual({ kind: 'redirect', location: '/es/mi-reserva/?done=resent' });
  });
});

describe('a booking of the account page (issue 20 §1: the session proves ownership, park-api decides)', () => {
  const SESSION = 'c2Vzc2lvbi1vZi10aGUtc2lnbmVkLWluLWN1c3RvbWVy';
  const FROM_ACCOUNT = `${PAGE}?order=${ORDER}`;

  function postTo(url: string, fields: Record<string, string>, cookie?: string): Request {
    return new Request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  }

  it('claims with the own session in x-user-session (no lookup access) and comes back to the same booking', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: booking }));
    const outcome = await act(
      baseUrl,
      postTo(FROM_ACCOUNT, { intent: 'claim', line: LINE, date: '2030-03-22' }, `user_session=${SESSION}`),
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/xapi/bookings/${ORDER}/lines/${LINE}/weather-guarantee?Language=ES`,
      body: { Date: '2030-03-22' },
    });
    expect(seen[0]?.headers['x-user-session']).toBe(SESSION);
    expect(seen[0]?.headers['x-booking-access']).toBeUndefined();
    expect(outcome).toEqual({
      kind: 'redirect',
      location: `/es/mi-reserva/?order=${ORDER}&done=claimed&date=2030-03-22`,
    });
  });

  it("sends the visitor to the find form when park-api says the order is not the session's (404)", async () => {
    const { baseUrl, seen } = await parkApi(() => ({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND', message: 'No encontrada' },
    }));
    const outcome = await act(baseUrl, postTo(FROM_ACCOUNT, { intent: 'resend' }, `user_session=${SESSION}`));
    expect(seen[0]?.url).toBe(`/xapi/bookings/${ORDER}/tickets/resend?Language=ES`);
    expect(outcome).toMatchObject({ kind: 'redirect', location: '/es/mi-reserva/' });
  });

  it('opens nothing with an order id in the URL and no session: the id proves nothing', async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: booking }));
    const outcome = await act(baseUrl, postTo(FROM_ACCOUNT, { intent: 'resend' }));
    expect(seen).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: 'redirect', location: '/es/mi-reserva/' });
  });

  it("lists the account's orders with the own session", async () => {
    const { baseUrl, seen } = await parkApi(() => ({ status: 200, body: { Bookings: [booking] } }));
    const bookings = createServerBookingApi({ baseUrl, siteCode: 'XS', prefixProject: 'PARKS' });
    const answer = await bookings.accountOrders({ session: SESSION }, 'EN');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/xapi/account/orders?Language=EN' });
    expect(seen[0]?.headers['x-user-session']).toBe(SESSION);
    expect(answer).toEqual({ status: 200, body: { Bookings: [booking] } });
  });
});
