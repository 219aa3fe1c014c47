/**
 * Issue 20 over HTTP, on a fake clock: find my booking (the same 404 for a wrong order or e-mail, 429 after
 * 10 tries), the booking read by its access token or the buyer's own session, date changes (quote, cheaper,
 * dearer paid or declined, idempotent replays, every boundary), the weather guarantee, e-tickets (void and
 * new, short codes, resend), and two changes racing for a date's last seats. On PGlite, and on PostgreSQL
 * when DATABASE_URL is set (tools/test-api.mjs).
 */
import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { createOidcProvider } from '../auth/oidc-provider';
import { bookingChanges, dailyCapacity, mailOutbox, oidcPayloads, orderSeats, users } from '../db/schema';
import { CARD, VISITORS } from '../test-support/payment-fixtures';
import { hostedSignIn, oidcTestClient } from '../test-support/hosted-sign-in';
import {
  createTestApp,
  TEST_AUTH,
  TEST_BOOKING_SECRET,
  TEST_TODAY,
  type TestApp,
} from '../test-support/test-app';
import { addConfirmedUser } from '../test-support/test-users';
import { openUserSession } from '../users/user-session';
import { signBookingAccess } from './booking-access';

const OPS_TOKEN = 'ops-booking-token';
const ADMISSION = 100; // 500 seats a day
const WEATHER_GUARANTEE = 203;
const DECLINED_CARD = { ...CARD, Number: '4000000000000002' };

interface Ticket {
  Code: string;
  ShortCode: string;
  Band: string;
  Date: string;
  Status: string;
}
interface Line {
  IdLine: string;
  Date: string;
  Status: string;
  WeatherGuarantee: string;
  Visitors: { Band: string; Count: number }[];
  Tickets: Ticket[];
  ChangeDate: { Allowed: boolean; Until: string | null; Reason: string | null };
  ClaimGuarantee: { Allowed: boolean; Until: string | null; Reason: string | null };
}
interface Booking {
  IdOrder: string;
  Reference: string;
  Status: string;
  Currency: string;
  Total: number;
  CouponValidUntil: string;
  TimeZone: string;
  Park: { Name: string; Opens: string; Closes: string };
  Lines: Line[];
  Changes: { Kind: string; From: string; To: string; Difference: { Amount: number; Currency: string } }[];
}

describe('managing a booking (issue 20)', () => {
  let t: TestApp;
  let clock = TEST_TODAY;
  beforeAll(async () => {
    t = await createTestApp(() => clock, { opsToken: OPS_TOKEN, tokenTtlSeconds: 3 * 365 * 24 * 3600 });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = TEST_TODAY;
  });

  let n = 0;
  /** Each purchase comes from an address of its own, so the lookup limit of one never touches another. */
  const headers = (ip = '203.0.113.1') => ({ ...t.headers, 'x-forwarded-for': ip });
  async function buy(
    visitDate: string,
    options: { adults?: number; guarantee?: boolean; currency?: string; email?: string } = {},
  ) {
    const SessionId = `booking-session-${++n}`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items',
      headers: headers(),
      payload: {
        SessionId,
        IdProduct: ADMISSION,
        VisitDate: visitDate,
        Passengers: { Adults: options.adults ?? 2, Children: 0, Infants: 0 },
        ...(options.guarantee ? { AddOns: [{ IdProduct: WEATHER_GUARANTEE }] } : {}),
      },
    });
    expect(added.statusCode).toBe(201);
    if (options.currency)
      await t.app.inject({
        method: 'PUT',
        url: '/xapi/shopping-cart/currency',
        headers: headers(),
        payload: { SessionId, Currency: options.currency },
      });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/xapi/payments',
      headers: { ...headers(), 'idempotency-key': `booking-buy-${n}` },
      payload: {
        SessionId,
        Method: 'card',
        Card: CARD,
        Visitors: [{ ...VISITORS[0], Email: options.email ?? `buyer${n}@example.com` }],
      },
    });
    expect(paid.statusCode).toBe(201);
    const order = paid.json<{ Order: { IdOrder: string; Reference: string; Lines: { IdLine: string }[] } }>()
      .Order;
    const email = options.email ?? `buyer${n}@example.com`;
    const found = await lookup(order.Reference, email, `192.0.2.${n}`);
    expect(found.statusCode).toBe(200);
    const { Access, Booking } = found.json<{ Access: string; Booking: Booking }>();
    return {
      id: order.IdOrder,
      reference: order.Reference,
      idLine: order.Lines[0]?.IdLine ?? '',
      email,
      access: Access,
      booking: Booking,
    };
  }
  const lookup = (Order: string, Email: string, ip: string, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: `/xapi/bookings/lookup?Language=${language}`,
      headers: headers(ip),
      payload: { Order, Email },
    });
  const read = (id: string, access?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/xapi/bookings/${id}`,
      headers: { ...headers(), ...(access ? { 'x-booking-access': access } : {}), ...extra },
    });
  type Bought = Awaited<ReturnType<typeof buy>>;
  /** The access 'find my booking' would give now (the fake clock jumps months; a token lasts 2 h). */
  const accessNow = (b: Bought) => signBookingAccess(TEST_BOOKING_SECRET, b.id, clock);
  const call = (
    b: Bought,
    path: string,
    payload: object,
    extra: Record<string, string> = {},
    language = 'EN',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/xapi/bookings/${b.id}/lines/${b.idLine}/${path}?Language=${language}`,
      headers: { ...headers(), 'x-booking-access': accessNow(b), ...extra },
      payload,
    });
  const quote = (b: Bought, date: string) => call(b, 'date-quote', { Date: date });
  const change = (b: Bought, key: string, payload: object, language = 'EN') =>
    call(b, 'date-change', payload, { 'idempotency-key': key }, language);
  const claim = (b: Bought, date: string) => call(b, 'weather-guarantee', { Date: date });
  const bookingOf = async (b: Bought) => (await read(b.id, accessNow(b))).json<Booking>();
  const useTicket = (shortCode: string) =>
    t.app.inject({
      method: 'POST',
      url: `/ops/tickets/${shortCode}/use`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
  const seats = async (date: string) => {
    const [row] = await t.app.database.db
      .select()
      .from(dailyCapacity)
      .where(and(eq(dailyCapacity.productId, ADMISSION), eq(dailyCapacity.visitDate, date)));
    return row?.sold ?? 0;
  };
  const mails = async (to: string) =>
    t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('gives every order a booking reference and e-tickets with gate short codes', async () => {
    const b = await buy('2030-03-15', { adults: 2, guarantee: true });
    expect(b.reference).toMatch(/^XS-[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(b.booking).toMatchObject({
      IdOrder: b.id,
      Reference: b.reference,
      Status: 'paid',
      Currency: 'USD',
      CouponValidUntil: '2031-01-07T15:00:00.000Z',
      TimeZone: 'America/Cancun',
      Park: { Opens: '08:30', Closes: '19:00' },
      Changes: [],
    });
    const [line] = b.booking.Lines;
    expect(line).toMatchObject({
      Date: '2030-03-15',
      Status: 'valid',
      WeatherGuarantee: 'bought',
      Visitors: [{ Band: 'adult', Count: 2 }],
      ChangeDate: { Allowed: true, Until: '2030-03-14T13:30:00.000Z', Reason: null },
      ClaimGuarantee: { Allowed: true, Until: '2030-03-14T13:30:00.000Z', Reason: null },
    });
    expect(line?.Tickets).toHaveLength(2);
    for (const ticket of line?.Tickets ?? [])
      expect(ticket).toMatchObject({
        ShortCode: expect.stringMatching(/^[2-9A-Z]{8}$/),
        Band: 'adult',
        Date: '2030-03-15',
        Status: 'valid',
      });
    // The thank-you page's order names the same reference and the same e-tickets.
    const thanks = await t.app.inject({
      method: 'GET',
      url: `/xapi/orders/${b.id}?SessionId=booking-session-${n}`,
      headers: headers(),
    });
    expect(thanks.json()).toMatchObject({
      Order: { Reference: b.reference, Lines: [{ ETickets: line?.Tickets.map((x) => x.Code) }] },
    });
  });

  it('finds a booking by reference (any case) or order id with the e-mail; a wrong one of them is the same 404', async () => {
    const b = await buy('2030-03-16');
    expect((await lookup(b.reference.toLowerCase(), b.email.toUpperCase(), '192.0.2.200')).statusCode).toBe(
      200,
    );
    expect((await lookup(b.id, b.email, '192.0.2.200')).statusCode).toBe(200);
    const wrongMail = await lookup(b.reference, 'someone@example.com', '192.0.2.200', 'ES');
    const wrongOrder = await lookup('XS-ZZZZZZZZ', b.email, '192.0.2.200', 'ES');
    expect(wrongMail.statusCode).toBe(404);
    expect(wrongOrder.statusCode).toBe(404);
    expect(wrongMail.json()).toEqual(wrongOrder.json());
    expect(wrongMail.json()).toEqual({
      code: 'BOOKING_NOT_FOUND',
      message: 'No encontramos una reserva con ese número y ese correo.',
    });
  });

  it('allows 10 lookups per address in 15 minutes, then 429 with Retry-After even for the right booking', async () => {
    const b = await buy('2030-03-16');
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++) expect((await lookup('XS-ZZZZZZZZ', b.email, ip)).statusCode).toBe(404);
    const refused = await lookup(b.reference, b.email, ip, 'PT');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_LOOKUPS',
      message: 'Tentativas demais. Tente novamente em alguns minutos.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not limited; the window ends and the address may try again.
    expect((await lookup(b.reference, b.email, '198.51.100.78')).statusCode).toBe(200);
    clock = new Date(TEST_TODAY.getTime() + 15 * 60_000);
    expect((await lookup(b.reference, b.email, ip)).statusCode).toBe(200);
  });

  it('opens a booking only with its access token or the buyer’s own session', async () => {
    const b = await buy('2030-03-16', { email: 'customer20@example.com' });
    const other = await buy('2030-03-16');
    expect((await read(b.id, b.access)).statusCode).toBe(200);
    expect((await read(b.id)).statusCode).toBe(404);
    expect((await read(b.id, other.access)).statusCode).toBe(404);
    expect((await read(b.id, `${b.access.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await read(b.id, signBookingAccess('another-secret', b.id, clock))).statusCode).toBe(404);
    // The token lasts 2 hours.
    clock = new Date(TEST_TODAY.getTime() + 2 * 3_600_000);
    expect((await read(b.id, b.access)).statusCode).toBe(404);
    clock = TEST_TODAY;

    const user = await addConfirmedUser(t.app.database.db, {
      email: 'customer20@example.com',
      password: 'a long password 20',
    });
    const { sessionId } = await openUserSession(t.app.database.db, user.id, 3600, clock);
    expect((await read(b.id, undefined, { 'x-user-session': sessionId })).statusCode).toBe(200);
    expect((await read(other.id, undefined, { 'x-user-session': sessionId })).statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/xapi/account/orders',
      headers: { ...headers(), 'x-user-session': sessionId },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ Bookings: Booking[] }>().Bookings.map((x) => x.IdOrder)).toEqual([b.id]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/xapi/account/orders', headers: headers() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('does not open a booking for an account that has not confirmed the buyer’s e-mail (anyone can sign up with it)', async () => {
    const b = await buy('2030-03-16', { email: 'unconfirmed20@example.com' });
    const user = await addConfirmedUser(t.app.database.db, {
      email: 'unconfirmed20@example.com',
      password: 'a long password 20',
    });
    await t.app.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const { sessionId } = await openUserSession(t.app.database.db, user.id, 3600, clock);
    expect((await read(b.id, undefined, { 'x-user-session': sessionId })).statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/xapi/account/orders',
      headers: { ...headers(), 'x-user-session': sessionId },
    });
    expect(mine.statusCode).toBe(401);
  });

  describe('a customer signed in on the hosted pages (issue 20 §1: x-user-authorization)', () => {
    const PASSWORD = 'a long password 20';
    const mine = (authorization: string) =>
      t.app.inject({
        method: 'GET',
        url: '/xapi/account/orders',
        headers: { ...headers(), 'x-user-authorization': authorization },
      });
    const ids = (answer: { json: <T>() => T }) =>
      answer.json<{ Bookings: Booking[] }>().Bookings.map((x) => x.IdOrder);

    it('lists and opens the bookings with the access token park-api’s own provider issued', async () => {
      const b = await buy('2030-03-16', { email: 'hosted20@example.com' });
      const other = await buy('2030-03-16');
      await addConfirmedUser(t.app.database.db, { email: 'hosted20@example.com', password: PASSWORD });
      const tokens = await hostedSignIn(t.app, { email: 'hosted20@example.com', password: PASSWORD });
      const bearer = `Bearer ${tokens.access_token}`;

      const listed = await mine(bearer);
      expect(listed.statusCode).toBe(200);
      expect(ids(listed)).toEqual([b.id]);
      expect((await read(b.id, undefined, { 'x-user-authorization': bearer })).statusCode).toBe(200);
      expect((await read(other.id, undefined, { 'x-user-authorization': bearer })).statusCode).toBe(404);
      // The refreshed token is as good; the id token (signed by the provider, but no access token) is not.
      const config = await oidcTestClient(t.app);
      const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
      expect(ids(await mine(`Bearer ${refreshed.access_token}`))).toEqual([b.id]);
      expect((await mine(`Bearer ${tokens.id_token ?? ''}`)).statusCode).toBe(401);
    });

    it('refuses a forged, expired, wrong-audience or revoked token, and an unconfirmed e-mail: 401', async () => {
      const b = await buy('2030-03-16', { email: 'hosted21@example.com' });
      const user = await addConfirmedUser(t.app.database.db, {
        email: 'hosted21@example.com',
        password: PASSWORD,
      });
      const tokens = await hostedSignIn(t.app, { email: 'hosted21@example.com', password: PASSWORD });
      const bearer = `Bearer ${tokens.access_token}`;
      expect(ids(await mine(bearer))).toEqual([b.id]);

      // Forged: the token's shape, never issued; the site's own /xapi token; no "Bearer".
      const refusals = [
        `Bearer ${tokens.access_token.replace(/^.{4}/, 'AAAA')}`,
        `Bearer ${'x'.repeat(43)}`,
        String(t.headers.authorization),
        tokens.access_token,
      ];
      for (const authorization of refusals) {
        const answer = await mine(authorization);
        expect({ authorization, status: answer.statusCode }).toEqual({ authorization, status: 401 });
        expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
        expect((await read(b.id, undefined, { 'x-user-authorization': authorization })).statusCode).toBe(404);
      }

      // Wrong audience: a token of the same provider and grant, issued for another resource server.
      const stored = await t.app.database.db.query.oidcPayloads.findFirst({
        where: and(eq(oidcPayloads.model, 'AccessToken'), eq(oidcPayloads.id, tokens.access_token)),
      });
      const payload = stored?.payload as { accountId: string; grantId: string; clientId: string };
      expect(payload.accountId).toBe(user.id);
      const provider = createOidcProvider(t.app.database.db, TEST_AUTH);
      const client = await provider.Client.find(payload.clientId);
      if (!client) throw new Error('no client');
      const elsewhere = new provider.AccessToken({
        accountId: payload.accountId,
        client,
        gty: 'authorization_code',
        grantId: payload.grantId,
        scope: 'openid email',
        aud: 'https://elsewhere.example',
      });
      expect((await mine(`Bearer ${await elsewhere.save()}`)).statusCode).toBe(401);
      // The same token for this issuer is good: only the audience made the difference.
      const here = new provider.AccessToken({
        accountId: payload.accountId,
        client,
        gty: 'authorization_code',
        grantId: payload.grantId,
        scope: 'openid email',
      });
      expect((await mine(`Bearer ${await here.save()}`)).statusCode).toBe(200);

      // Expired: the provider's tokens live an hour (its own clock, real time).
      const realNow = Date.now();
      const later = jest.spyOn(Date, 'now').mockReturnValue(realNow + 61 * 60_000);
      try {
        expect((await mine(bearer)).statusCode).toBe(401);
      } finally {
        later.mockRestore();
      }
      expect((await mine(bearer)).statusCode).toBe(200);

      // An account whose e-mail is not confirmed (anyone can sign up with it) lists nothing.
      await t.app.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
      expect((await mine(bearer)).statusCode).toBe(401);
      expect((await read(b.id, undefined, { 'x-user-authorization': bearer })).statusCode).toBe(404);
      await t.app.database.db.update(users).set({ emailVerifiedAt: TEST_TODAY }).where(eq(users.id, user.id));
      expect((await mine(bearer)).statusCode).toBe(200);

      // Revoked: the grant the token came from is gone (signing out on the hosted pages revokes it).
      await provider.Grant.adapter.destroy(payload.grantId);
      expect((await mine(bearer)).statusCode).toBe(401);
    });
  });

  it('moves a line to a cheaper date at no cost and refunds nothing: old tickets void, new ones, seats moved, a mail', async () => {
    // Bought 3 days ahead (no advance discount); 30 days ahead costs 15 % less.
    const b = await buy('2030-01-10', { adults: 2 });
    const quoted = await quote(b, '2030-02-06');
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toEqual({
      Date: '2030-02-06',
      Available: true,
      Difference: { Amount: 0, Currency: 'USD' },
      Refund: 0,
    });
    const before = { old: await seats('2030-01-10'), new: await seats('2030-02-06') };
    const oldTickets = b.booking.Lines[0]?.Tickets ?? [];
    const changed = await change(b, 'cheaper-1', { Date: '2030-02-06' });
    expect(changed.statusCode).toBe(200);
    const booking = changed.json<Booking>();
    const line = booking.Lines[0];
    expect(line?.Date).toBe('2030-02-06');
    expect(
      line?.Tickets.filter((x) => x.Status === 'void')
        .map((x) => x.Code)
        .sort(),
    ).toEqual(oldTickets.map((x) => x.Code).sort());
    const fresh = line?.Tickets.filter((x) => x.Status === 'valid') ?? [];
    expect(fresh).toHaveLength(2);
    expect(fresh.every((x) => x.Date === '2030-02-06' && !oldTickets.some((o) => o.Code === x.Code))).toBe(
      true,
    );
    expect(booking.Changes).toEqual([
      expect.objectContaining({
        Kind: 'date-change',
        From: '2030-01-10',
        To: '2030-02-06',
        Difference: { Amount: 0, Currency: 'USD' },
      }),
    ]);
    expect(await seats('2030-01-10')).toBe(before.old - 2);
    expect(await seats('2030-02-06')).toBe(before.new + 2);
    const [seatRow] = await t.app.database.db.select().from(orderSeats).where(eq(orderSeats.orderId, b.id));
    expect(seatRow).toMatchObject({ visitDate: '2030-02-06', seats: 2 });
    expect((await mails(b.email)).map((m) => m.kind)).toContain('booking-date-change');
    // The same key replays the same answer and changes nothing more.
    const replay = await change(b, 'cheaper-1', { Date: '2030-02-06' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(changed.json());
    const reused = await change(b, 'cheaper-1', { Date: '2030-02-07' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await bookingOf(b)).Changes).toHaveLength(1);
  });

  it('asks for the difference of a dearer date; a declined card changes nothing; a paid one moves the line', async () => {
    // Bought 67 days ahead (15 % off); 3 days ahead has no discount: dearer.
    const b = await buy('2030-03-15', { adults: 2, currency: 'EUR' });
    const quoted = await quote(b, '2030-01-10');
    const difference = quoted.json<{ Difference: { Amount: number; Currency: string } }>().Difference;
    expect(difference.Currency).toBe('EUR');
    expect(difference.Amount).toBeGreaterThan(0);

    const noPayment = await change(b, 'dearer-0', { Date: '2030-01-10' }, 'ES');
    expect(noPayment.statusCode).toBe(402);
    expect(noPayment.json()).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: 'La nueva fecha cuesta más: paga la diferencia para confirmar el cambio.',
    });
    const soldBefore = await seats('2030-01-10');
    const declined = await change(b, 'dearer-1', {
      Date: '2030-01-10',
      Payment: { Method: 'card', Card: DECLINED_CARD },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'CARD_DECLINED' });
    expect(await bookingOf(b)).toEqual(b.booking);
    expect(await seats('2030-01-10')).toBe(soldBefore);
    const declinedAgain = await change(b, 'dearer-1', {
      Date: '2030-01-10',
      Payment: { Method: 'card', Card: DECLINED_CARD },
    });
    expect(declinedAgain.statusCode).toBe(402);

    const paid = await change(b, 'dearer-2', { Date: '2030-01-10', Payment: { Method: 'card', Card: CARD } });
    expect(paid.statusCode).toBe(200);
    const booking = paid.json<Booking>();
    expect(booking.Lines[0]?.Date).toBe('2030-01-10');
    expect(booking.Changes[0]?.Difference).toEqual(difference);
    expect(booking.Total).toBeCloseTo(b.booking.Total + difference.Amount, 2);
    expect(await seats('2030-01-10')).toBe(soldBefore + 2);
    // Back to the dearer-paid date's price level: moving again costs nothing more than what was paid.
    const back = await quote({ ...b }, '2030-01-11');
    expect(back.json()).toMatchObject({ Difference: { Amount: 0 } });
  });

  it('closes date changes 24 h before the opening and on the day of the visit (the booking says until when)', async () => {
    const b = await buy('2030-03-15');
    clock = new Date('2030-03-14T13:30:00.000Z');
    expect((await quote(b, '2030-03-16')).statusCode).toBe(200);
    clock = new Date('2030-03-14T13:30:00.001Z');
    const late = await quote(b, '2030-03-16');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'DATE_CHANGE_CLOSED', Reason: 'LESS_THAN_24H' });
    expect((await bookingOf(b)).Lines[0]?.ChangeDate).toEqual({
      Allowed: false,
      Until: null,
      Reason: 'LESS_THAN_24H',
    });
    clock = new Date('2030-03-15T05:00:00.000Z'); // midnight in Cancun
    const sameDay = await change(b, 'day-of-visit', { Date: '2030-03-16' }, 'ES');
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json()).toMatchObject({ code: 'DATE_CHANGE_CLOSED', Reason: 'DAY_OF_VISIT' });
    expect(sameDay.json<{ message: string }>().message).toMatch(/^Ya no es posible cambiar la fecha/);
  });

  it('refuses a Sunday, today, the same date, and a date past the coupon year', async () => {
    const b = await buy('2030-03-15');
    expect((await quote(b, '2030-03-17')).json()).toMatchObject({ code: 'NO_AVAILABILITY' });
    expect((await quote(b, '2030-01-07')).json()).toMatchObject({ code: 'NO_AVAILABILITY' });
    expect((await quote(b, '2030-03-15')).json()).toMatchObject({ code: 'SAME_DATE' });
    expect((await quote(b, '2031-01-07')).statusCode).toBe(200);
    expect((await quote(b, '2031-01-08')).json()).toMatchObject({ code: 'DATE_OUTSIDE_COUPON_YEAR' });
  });

  it('never changes a used ticket’s line, and the gate refuses a voided ticket', async () => {
    const b = await buy('2030-03-15');
    const [first] = b.booking.Lines[0]?.Tickets ?? [];
    expect((await useTicket(first?.ShortCode ?? '')).statusCode).toBe(200);
    const refused = await change(b, 'used-1', { Date: '2030-03-16' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DATE_CHANGE_CLOSED', Reason: 'USED' });
    expect((await bookingOf(b)).Lines[0]?.Status).toBe('used');

    const other = await buy('2030-03-15');
    const oldCode = other.booking.Lines[0]?.Tickets[0]?.ShortCode ?? '';
    expect((await change(other, 'void-1', { Date: '2030-03-21' })).statusCode).toBe(200);
    const atGate = await useTicket(oldCode);
    expect(atGate.statusCode).toBe(409);
    expect(atGate.json()).toMatchObject({ code: 'TICKET_NOT_VALID' });
  });

  it('claims the weather guarantee once, at no cost even for a dearer date, 24 h ahead and before use', async () => {
    const b = await buy('2030-03-15', { guarantee: true });
    const none = await buy('2030-03-15');
    const notBought = await claim(none, '2030-03-16');
    expect(notBought.statusCode).toBe(409);
    expect(notBought.json()).toMatchObject({ code: 'GUARANTEE_NOT_BOUGHT' });

    clock = new Date('2030-03-14T13:30:00.001Z');
    const late = await claim(b, '2030-03-16');
    expect(late.json()).toMatchObject({ code: 'CLAIM_CLOSED', Reason: 'LESS_THAN_24H' });
    clock = new Date('2030-03-14T13:30:00.000Z');
    // 2030-03-16 is 1 day ahead of the clock: no advance discount, dearer than what was paid.
    expect(
      (await quote(b, '2030-03-16')).json<{ Difference: { Amount: number } }>().Difference.Amount,
    ).toBeGreaterThan(0);
    const claimed = await claim(b, '2030-03-16');
    expect(claimed.statusCode).toBe(200);
    const booking = claimed.json<Booking>();
    expect(booking.Lines[0]).toMatchObject({ Date: '2030-03-16', WeatherGuarantee: 'claimed' });
    expect(booking.Lines[0]?.ClaimGuarantee).toEqual({
      Allowed: false,
      Until: null,
      Reason: 'ALREADY_CLAIMED',
    });
    expect(booking.Changes).toEqual([
      expect.objectContaining({
        Kind: 'weather-guarantee',
        From: '2030-03-15',
        To: '2030-03-16',
        Difference: { Amount: 0, Currency: 'USD' },
      }),
    ]);
    expect(booking.Total).toBe(b.booking.Total);
    const twice = await claim(b, '2030-03-18');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'GUARANTEE_ALREADY_CLAIMED' });

    const used = await buy('2030-03-15', { guarantee: true });
    await useTicket(used.booking.Lines[0]?.Tickets[0]?.ShortCode ?? '');
    expect((await claim(used, '2030-03-16')).json()).toMatchObject({ code: 'CLAIM_CLOSED', Reason: 'USED' });
  });

  it('resends the current e-tickets by mail (outbox)', async () => {
    const b = await buy('2030-03-15');
    const before = (await mails(b.email)).length;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/xapi/bookings/${b.id}/tickets/resend`,
      headers: { ...headers(), 'x-booking-access': b.access },
    });
    expect(sent.statusCode).toBe(202);
    const all = await mails(b.email);
    expect(all).toHaveLength(before + 1);
    const last = all.at(-1);
    for (const ticket of b.booking.Lines[0]?.Tickets ?? [])
      expect(last?.textBody).toContain(ticket.ShortCode);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/xapi/bookings/${b.id}/tickets/resend`,
      headers: headers(),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('never oversells: two changes racing for the last 2 seats of a date, one wins', async () => {
    const date = '2030-04-10';
    const one = await buy('2030-03-15', { adults: 2 });
    const two = await buy('2030-03-16', { adults: 2 });
    // The date keeps exactly 2 free seats.
    await t.app.database.db
      .insert(dailyCapacity)
      .values({ productId: ADMISSION, visitDate: date, capacity: 2, sold: 0, held: 0 })
      .onConflictDoUpdate({
        target: [dailyCapacity.productId, dailyCapacity.visitDate],
        set: { capacity: 2, sold: 0, held: 0 },
      });
    const results = await Promise.all([
      change(one, 'race-1', { Date: date }),
      change(two, 'race-2', { Date: date }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'NO_AVAILABILITY' });
    const [row] = await t.app.database.db
      .select()
      .from(dailyCapacity)
      .where(and(eq(dailyCapacity.productId, ADMISSION), eq(dailyCapacity.visitDate, date)));
    expect(row).toMatchObject({ capacity: 2, sold: 2 });
    const changes = await t.app.database.db
      .select()
      .from(bookingChanges)
      .where(eq(bookingChanges.toDate, date));
    expect(changes).toHaveLength(1);
  });
});
