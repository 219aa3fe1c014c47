import { CARD, VISITORS } from '../test-support/payment-fixtures';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

describe('orders and coupon payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  let n = 0;
  async function cartWith(coupon?: string, currency?: string): Promise<string> {
    const SessionId = `order-session-${++n}`;
    await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items',
      headers: t.headers,
      payload: {
        SessionId,
        IdProduct: 100,
        VisitDate: '2030-01-08',
        Passengers: { Adults: 2, Children: 0, Infants: 0 },
      },
    });
    if (currency)
      await t.app.inject({
        method: 'PUT',
        url: '/xapi/shopping-cart/currency',
        headers: t.headers,
        payload: { SessionId, Currency: currency },
      });
    if (coupon)
      await t.app.inject({
        method: 'POST',
        url: '/xapi/shopping-cart/coupon',
        headers: t.headers,
        payload: { SessionId, Code: coupon },
      });
    return SessionId;
  }
  const pay = (key: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/xapi/payments',
      headers: { ...t.headers, 'idempotency-key': key },
      payload,
    });
  const getOrder = (id: string, sessionId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/xapi/orders/${id}?SessionId=${sessionId}`,
      headers: t.headers,
    });

  it('gives the order back only to the session that paid it', async () => {
    const SessionId = await cartWith();
    const paid = await pay('order-k1', {
      SessionId,
      Method: 'card',
      Card: CARD,
      Contact: { Phone: '+52 998 555 0100', Country: 'MX' },
      Visitors: VISITORS,
    });
    expect(paid.statusCode).toBe(201);
    const id = paid.json<{ Order: { IdOrder: string } }>().Order.IdOrder;

    const mine = await getOrder(id, SessionId);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(paid.json());

    const theirs = await getOrder(id, 'another-session-1');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const unknown = await getOrder('00000000-0000-4000-8000-000000000000', SessionId);
    expect(unknown.statusCode).toBe(404);
    const malformed = await getOrder('not-a-uuid', SessionId);
    expect(malformed.statusCode).toBe(404);
  });

  it('validates the order query and needs the cart API token', async () => {
    const noSession = await t.app.inject({ method: 'GET', url: '/xapi/orders/x', headers: t.headers });
    expect(noSession.statusCode).toBe(400);
    const badSession = await getOrder('x', 'bad session!');
    expect(badSession.statusCode).toBe(400);
    const noToken = await t.app.inject({
      method: 'GET',
      url: '/xapi/orders/x?SessionId=order-session-1',
      headers: { prefixproject: 'PARKS', sitecode: 'XS' },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('pays a whole order with a coupon that covers it, and refuses the coupon method otherwise', async () => {
    const covered = await cartWith('SENSORIA-GIFT-100');
    const byCard = await pay('order-c0', {
      SessionId: covered,
      Method: 'card',
      Card: CARD,
      Visitors: VISITORS,
    });
    expect(byCard.json()).toMatchObject({ code: 'NOTHING_TO_CHARGE' });
    const res = await pay('order-c1', { SessionId: covered, Method: 'coupon', Visitors: VISITORS });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      Order: { Status: 'paid', Total: 0, CouponCode: 'SENSORIA-GIFT-100', Payment: { Method: 'coupon' } },
    });

    const partial = await cartWith('SENSORIA-GIFT-10');
    const notCovered = await pay('order-c2', { SessionId: partial, Method: 'coupon', Visitors: VISITORS });
    expect(notCovered.statusCode).toBe(422);
    expect(notCovered.json()).toMatchObject({ code: 'COUPON_DOES_NOT_COVER' });
    // The rest of a partly covered order is paid by card.
    const rest = await pay('order-c3', {
      SessionId: partial,
      Method: 'card',
      Card: CARD,
      Visitors: VISITORS,
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ Order: { CouponCode: 'SENSORIA-GIFT-10' } });
  });

  it('shows a bank-transfer order as pending with its reference and deadline', async () => {
    const SessionId = await cartWith(undefined, 'MXN');
    const res = await pay('order-bt', { SessionId, Method: 'bank-transfer', Visitors: VISITORS });
    const id = res.json<{ Order: { IdOrder: string } }>().Order.IdOrder;
    const order = await getOrder(id, SessionId);
    expect(order.json()).toMatchObject({
      Order: {
        Status: 'pending',
        Payment: {
          Method: 'bank-transfer',
          ExpiresAt: new Date(testNow().getTime() + 72 * 3_600_000).toISOString(),
        },
      },
    });
  });
});
