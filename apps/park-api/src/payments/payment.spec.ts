import { count } from 'drizzle-orm';
import { errorLogs, orders, payments } from '../db/schema';
import { CARD, VISITORS } from '../test-support/payment-fixtures';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

describe('payments and orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  let n = 0;
  async function cartWith(currency = 'USD'): Promise<string> {
    const SessionId = `pay-session-${++n}`;
    await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items',
      headers: t.headers,
      payload: {
        SessionId,
        IdProduct: 100,
        VisitDate: '2030-01-08',
        Passengers: { Adults: 2, Children: 1, Infants: 0 },
      },
    });
    if (currency !== 'USD')
      await t.app.inject({
        method: 'PUT',
        url: '/xapi/shopping-cart/currency',
        headers: t.headers,
        payload: { SessionId, Currency: currency },
      });
    return SessionId;
  }
  const pay = (key: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/xapi/payments',
      headers: { ...t.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it('requires an Idempotency-Key', async () => {
    const res = await pay(undefined, {
      SessionId: await cartWith(),
      Method: 'card',
      Card: CARD,
      Visitors: VISITORS,
    });
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('pays by card once per key: same key + same body replays, a different body is 422', async () => {
    const SessionId = await cartWith();
    const body = { SessionId, Method: 'card', Card: CARD, Visitors: VISITORS };
    const first = await pay('key-1', body);
    expect(first.statusCode).toBe(201);
    const order = first.json<{
      Order: {
        Status: string;
        Total: number;
        TotalUSD: number;
        Lines: { ETickets: string[] }[];
        Payment: { CardNetwork: string; CardLast4: string };
      };
    }>().Order;
    expect(order).toMatchObject({
      Status: 'paid',
      Total: 244.75,
      TotalUSD: 244.75,
      Payment: { CardNetwork: 'VI', CardLast4: '4242' },
    });
    expect(order.Lines[0]?.ETickets).toHaveLength(3);
    expect(new Set(order.Lines[0]?.ETickets).size).toBe(3);

    const replay = await pay('key-1', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const [orderCount] = await t.app.database.db.select({ n: count() }).from(orders);
    expect(orderCount?.n).toBe(1);

    const different = await pay('key-1', { ...body, Visitors: [{ ...VISITORS[0], FirstName: 'Eva' }] });
    expect(different.statusCode).toBe(422);
    expect(different.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('gives exactly one order for concurrent requests with one key', async () => {
    const body = { SessionId: await cartWith(), Method: 'card', Card: CARD, Visitors: VISITORS };
    const answers = await Promise.all([pay('key-race', body), pay('key-race', body), pay('key-race', body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const orderIds = answers.map((a) => a.json<{ Order: { IdOrder: string } }>().Order.IdOrder);
    expect(new Set(orderIds).size).toBe(1);
  });

  it('declines, fails in a retryable way, and refuses a number that fails Luhn', async () => {
    const SessionId = await cartWith();
    const declined = await pay('key-d', {
      SessionId,
      Method: 'card',
      Card: { ...CARD, Number: '4000000000000002' },
      Visitors: VISITORS,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'CARD_DECLINED' });
    const retry = await pay('key-r', {
      SessionId,
      Method: 'card',
      Card: { ...CARD, Number: '4000000000000119' },
      Visitors: VISITORS,
    });
    expect(retry.statusCode).toBe(503);
    expect(retry.json()).toMatchObject({ code: 'PAYMENT_RETRYABLE' });
    const luhn = await pay('key-l', {
      SessionId,
      Method: 'card',
      Card: { ...CARD, Number: '4242424242424241' },
      Visitors: VISITORS,
    });
    expect(luhn.json()).toMatchObject({ code: 'CARD_INVALID' });
  });

  it('offers months without interest only with a bank that has them, in MXN', async () => {
    const SessionId = await cartWith('MXN');
    const wrong = await pay('key-m1', {
      SessionId,
      Method: 'card',
      Card: CARD,
      Months: 9,
      IdBank: 1,
      Visitors: VISITORS,
    });
    expect(wrong.json()).toMatchObject({ code: 'MONTHS_UNAVAILABLE' });
    const ok = await pay('key-m2', {
      SessionId,
      Method: 'card',
      Card: CARD,
      Months: 15,
      IdBank: 5,
      Visitors: VISITORS,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('takes a bank transfer in MXN with a reference and a 72-hour expiry, without months', async () => {
    const SessionId = await cartWith('MXN');
    const withMonths = await pay('key-bt0', {
      SessionId,
      Method: 'bank-transfer',
      Months: 3,
      IdBank: 1,
      Visitors: VISITORS,
    });
    expect(withMonths.json()).toMatchObject({ code: 'MONTHS_UNAVAILABLE' });
    const res = await pay('key-bt1', { SessionId, Method: 'bank-transfer', Visitors: VISITORS });
    expect(res.statusCode).toBe(201);
    const order = res.json<{
      Order: { Status: string; Currency: string; Payment: { Reference: string; ExpiresAt: string } };
    }>().Order;
    expect(order).toMatchObject({ Status: 'pending', Currency: 'MXN' });
    expect(order.Payment.Reference).toMatch(/^XS\d{18}$/);
    expect(new Date(order.Payment.ExpiresAt).getTime() - testNow().getTime()).toBe(72 * 3_600_000);

    const usd = await pay('key-bt2', {
      SessionId: await cartWith(),
      Method: 'cash-deposit',
      Visitors: VISITORS,
    });
    expect(usd.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
  });

  it('pays with the wallet of the currency (PP in MXN, AP in USD) and refuses the others', async () => {
    const mxn = await cartWith('MXN');
    const pp = await pay('key-w1', { SessionId: mxn, Method: 'wallet', Wallet: 'PP', Visitors: VISITORS });
    expect(pp.statusCode).toBe(201);
    expect(pp.json()).toMatchObject({
      Order: { Status: 'paid', Payment: { Method: 'wallet', Wallet: 'PP' } },
    });

    const usd = await cartWith();
    const ppInUsd = await pay('key-w2', {
      SessionId: usd,
      Method: 'wallet',
      Wallet: 'PP',
      Visitors: VISITORS,
    });
    expect(ppInUsd.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    const withMonths = await pay('key-w3', {
      SessionId: usd,
      Method: 'wallet',
      Wallet: 'AP',
      Months: 3,
      Visitors: VISITORS,
    });
    expect(withMonths.statusCode).toBe(400);
    const noWallet = await pay('key-w4', { SessionId: usd, Method: 'wallet', Visitors: VISITORS });
    expect(noWallet.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    const ap = await pay('key-w5', { SessionId: usd, Method: 'wallet', Wallet: 'AP', Visitors: VISITORS });
    expect(ap.statusCode).toBe(201);
  });

  it('never stores the card number or the CVV', async () => {
    await pay('key-x', {
      SessionId: await cartWith(),
      Method: 'card',
      Card: { ...CARD, Cvv: '987' },
      Visitors: VISITORS,
    });
    await pay('key-y', {
      SessionId: 'no-such-session',
      Method: 'card',
      Card: { ...CARD, Cvv: '987' },
      Visitors: VISITORS,
    });
    const stored = JSON.stringify([
      await t.app.database.db.select().from(payments),
      await t.app.database.db.select().from(orders),
      await t.app.database.db.select().from(errorLogs),
    ]);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toMatch(/"cvv"/i);
  });
});
