/**
 * Issue 17 §2: order states and their transitions, the 72-hour hold of a bank transfer / cash deposit on
 * a fake clock, the signed idempotent bank notification, and GET /ops/inventory. On PGlite, and on
 * PostgreSQL when DATABASE_URL is set (tools/test-api.mjs).
 */
import { asc, eq } from 'drizzle-orm';
import { mailOutbox, orders, orderTransitions } from '../db/schema';
import { BANK_NOTIFICATIONS_PATH, signBankNotification } from '../payments/bank-notification';
import { CARD } from '../test-support/payment-fixtures';
import { createTestApp, TEST_BANK_SECRET, TEST_TODAY, type TestApp } from '../test-support/test-app';
import { expireDueOrders } from './order-lifecycle';

const HOUR = 3_600_000;
const OPS_TOKEN = 'ops-test-token';
const VISIT_DATE = '2030-02-06'; // 30 days ahead of the fake today
const ADMISSION = 100;
const VISITORS = [{ FirstName: 'Ana', LastName: 'Pérez', Email: 'ana.lifecycle@example.com' }];

interface OrderAnswer {
  Order: {
    IdOrder: string;
    Status: string;
    Total: number;
    Lines: { ETickets: string[] }[];
    Payment: { Reference: string | null; ExpiresAt: string | null };
  };
}
interface InventoryAnswer {
  date: string;
  products: { IdProduct: number; Capacity: number; Held: number; Sold: number; Free: number }[];
}

describe('order lifecycle (issue 17 §2)', () => {
  let t: TestApp;
  let clock = TEST_TODAY;
  beforeAll(async () => {
    t = await createTestApp(() => clock, {
      opsToken: OPS_TOKEN,
      // The fake clock moves days ahead: the cart token must outlive it.
      tokenTtlSeconds: 30 * 24 * 3600,
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = TEST_TODAY;
  });

  let n = 0;
  async function checkout(
    method: 'bank-transfer' | 'cash-deposit' | 'card',
    adults = 2,
  ): Promise<{ sessionId: string; order: OrderAnswer['Order'] }> {
    const SessionId = `lifecycle-${++n}`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items',
      headers: t.headers,
      payload: {
        SessionId,
        Currency: 'MXN',
        IdProduct: ADMISSION,
        VisitDate: VISIT_DATE,
        Passengers: { Adults: adults, Children: 1, Infants: 0 },
        AddOns: [{ IdProduct: 202 }],
      },
    });
    expect(added.statusCode).toBe(201);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/xapi/payments',
      headers: { ...t.headers, 'idempotency-key': `lifecycle-key-${n}` },
      payload: {
        SessionId,
        Method: method,
        Visitors: VISITORS,
        ...(method === 'card' ? { Card: CARD } : {}),
      },
    });
    expect(paid.statusCode).toBe(201);
    return { sessionId: SessionId, order: paid.json<OrderAnswer>().Order };
  }

  const readOrder = async (id: string, sessionId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/xapi/orders/${id}?SessionId=${sessionId}`,
      headers: t.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<OrderAnswer>().Order;
  };

  const inventory = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/ops/inventory?date=${VISIT_DATE}`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const row = res.json<InventoryAnswer>().products.find((p) => p.IdProduct === ADMISSION);
    if (!row) throw new Error('No inventory row for the admission');
    return row;
  };

  const notify = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: BANK_NOTIFICATIONS_PATH,
      headers: {
        'content-type': 'application/json',
        'x-bank-signature': signature ?? signBankNotification(raw, TEST_BANK_SECRET),
      },
      payload: raw,
    });
  };

  const transitions = (orderId: string) =>
    t.app.database.db
      .select({
        from: orderTransitions.fromStatus,
        to: orderTransitions.toStatus,
        reason: orderTransitions.reason,
      })
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, orderId))
      .orderBy(asc(orderTransitions.id));

  const mailTo = () =>
    t.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, VISITORS[0]?.Email ?? ''));

  it('a card payment goes straight to paid: e-tickets, one transition, the confirmation mail with the charged amount', async () => {
    const mailsBefore = (await mailTo()).length;
    const { sessionId, order } = await checkout('card');
    expect(order.Status).toBe('paid');
    expect(order.Lines[0]?.ETickets).toHaveLength(3);
    expect((await readOrder(order.IdOrder, sessionId)).Lines[0]?.ETickets).toEqual(order.Lines[0]?.ETickets);
    expect(await transitions(order.IdOrder)).toEqual([{ from: null, to: 'paid', reason: 'checkout' }]);
    const mails = await mailTo();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.textBody).toContain(`Total: ${order.Total.toFixed(2)} MXN`);
    expect(mails.at(-1)?.textBody).toContain(order.Lines[0]?.ETickets[0]);
  });

  it('a bank transfer holds its seats, shows no e-ticket, and is paid by a signed notification exactly once', async () => {
    const before = await inventory();
    const { sessionId, order } = await checkout('bank-transfer');
    expect(order).toMatchObject({
      Status: 'pending',
      Payment: { ExpiresAt: new Date(TEST_TODAY.getTime() + 72 * HOUR).toISOString() },
    });
    expect(order.Lines[0]?.ETickets).toEqual([]);
    expect(await inventory()).toMatchObject({
      Held: before.Held + 3,
      Sold: before.Sold,
      Free: before.Free - 3,
    });
    const reference = order.Payment.Reference ?? '';
    const body = { NotificationId: `ntf-${n}`, Reference: reference, Amount: order.Total, Currency: 'MXN' };

    // Unsigned, wrongly signed, or another amount: refused, and the order is untouched.
    expect((await notify(body, 'sha256=00')).statusCode).toBe(401);
    expect(
      (await notify(body, signBankNotification(JSON.stringify(body), 'another-secret'))).statusCode,
    ).toBe(401);
    const short = await notify({ ...body, NotificationId: `ntf-short-${n}`, Amount: order.Total - 0.01 });
    expect({ status: short.statusCode, code: short.json<{ code: string }>().code }).toEqual({
      status: 422,
      code: 'AMOUNT_MISMATCH',
    });
    clock = new Date(TEST_TODAY.getTime() + 10 * HOUR);
    const pending = await readOrder(order.IdOrder, sessionId);
    expect(pending).toMatchObject({ Status: 'pending', Payment: { Reference: reference } });
    expect(pending.Lines[0]?.ETickets).toEqual([]);
    const mailsBefore = (await mailTo()).length;

    const paid = await notify(body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ IdOrder: order.IdOrder, Status: 'paid', AlreadyPaid: false });
    const after = await readOrder(order.IdOrder, sessionId);
    expect(after.Status).toBe('paid');
    expect(after.Lines[0]?.ETickets).toHaveLength(3);
    expect(await inventory()).toMatchObject({
      Held: before.Held,
      Sold: before.Sold + 3,
      Free: before.Free - 3,
    });
    expect(await transitions(order.IdOrder)).toEqual([
      { from: null, to: 'pending', reason: 'checkout' },
      { from: 'pending', to: 'paid', reason: 'bank-notification' },
    ]);
    expect(await mailTo()).toHaveLength(mailsBefore + 1);

    // The bank delivers again: the same answer, nothing new (no second set of tickets, no second mail).
    const again = await notify(body);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: paid.json() });
    expect((await readOrder(order.IdOrder, sessionId)).Lines[0]?.ETickets).toEqual(after.Lines[0]?.ETickets);
    expect(await mailTo()).toHaveLength(mailsBefore + 1);
    expect(await transitions(order.IdOrder)).toHaveLength(2);
  });

  it('a pending order expires after 72 hours, on read, and gives its seats back; a late notification cannot pay it', async () => {
    const before = await inventory();
    const { sessionId, order } = await checkout('cash-deposit');
    clock = new Date(TEST_TODAY.getTime() + 72 * HOUR - 1000);
    expect((await readOrder(order.IdOrder, sessionId)).Status).toBe('pending');
    expect(await inventory()).toMatchObject({ Held: before.Held + 3, Free: before.Free - 3 });

    clock = new Date(TEST_TODAY.getTime() + 72 * HOUR);
    const expired = await readOrder(order.IdOrder, sessionId);
    expect(expired.Status).toBe('expired');
    expect(expired.Lines[0]?.ETickets).toEqual([]);
    expect(await inventory()).toMatchObject({ Held: before.Held, Sold: before.Sold, Free: before.Free });
    expect(await transitions(order.IdOrder)).toEqual([
      { from: null, to: 'pending', reason: 'checkout' },
      { from: 'pending', to: 'expired', reason: 'payment-deadline' },
    ]);

    const late = await notify({
      NotificationId: `ntf-late-${n}`,
      Reference: order.Payment.Reference,
      Amount: order.Total,
      Currency: 'MXN',
    });
    expect({ status: late.statusCode, code: late.json<{ code: string }>().code }).toEqual({
      status: 409,
      code: 'ORDER_NOT_PAYABLE',
    });
    expect((await readOrder(order.IdOrder, sessionId)).Lines[0]?.ETickets).toEqual([]);
    expect(await inventory()).toMatchObject({ Free: before.Free });
  });

  it('a notification arriving after the deadline, before any sweep or read, expires the order instead of paying it', async () => {
    const before = await inventory();
    const { sessionId, order } = await checkout('bank-transfer');
    clock = new Date(TEST_TODAY.getTime() + 72 * HOUR + 60_000);
    const late = await notify({
      NotificationId: `ntf-after-deadline-${n}`,
      Reference: order.Payment.Reference,
      Amount: order.Total,
      Currency: 'MXN',
    });
    expect({ status: late.statusCode, code: late.json<{ code: string }>().code }).toEqual({
      status: 409,
      code: 'ORDER_NOT_PAYABLE',
    });
    expect(await transitions(order.IdOrder)).toEqual([
      { from: null, to: 'pending', reason: 'checkout' },
      { from: 'pending', to: 'expired', reason: 'payment-deadline' },
    ]);
    const read = await readOrder(order.IdOrder, sessionId);
    expect(read.Status).toBe('expired');
    expect(read.Lines[0]?.ETickets).toEqual([]);
    expect(await inventory()).toMatchObject({ Held: before.Held, Sold: before.Sold, Free: before.Free });
  });

  it('the sweep expires each due order once, even when several run at once, and releases each seat once', async () => {
    const before = await inventory();
    const first = await checkout('bank-transfer', 1);
    const second = await checkout('bank-transfer', 3);
    expect(await inventory()).toMatchObject({ Held: before.Held + 2 + 4, Free: before.Free - 6 });
    const due = new Date(TEST_TODAY.getTime() + 72 * HOUR + 1);
    expect(await expireDueOrders(t.app.database.db, new Date(TEST_TODAY.getTime() + 71 * HOUR))).toEqual([]);
    const swept = await Promise.all([
      expireDueOrders(t.app.database.db, due),
      expireDueOrders(t.app.database.db, due),
      expireDueOrders(t.app.database.db, due),
    ]);
    expect(swept.flat().sort()).toEqual([first.order.IdOrder, second.order.IdOrder].sort());
    clock = due;
    expect(await inventory()).toMatchObject({ Held: before.Held, Sold: before.Sold, Free: before.Free });
    const rows = await t.app.database.db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(rows.filter((row) => row.id === first.order.IdOrder || row.id === second.order.IdOrder)).toEqual(
      expect.arrayContaining([
        { id: first.order.IdOrder, status: 'expired' },
        { id: second.order.IdOrder, status: 'expired' },
      ]),
    );
    expect(await transitions(first.order.IdOrder)).toHaveLength(2);
  });

  it('customer service cancels a pending order: its seats come back, no e-ticket, and it cannot be paid any more', async () => {
    const before = await inventory();
    const { sessionId, order } = await checkout('bank-transfer');
    const cancel = (id: string, token = OPS_TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/orders/${id}/cancel`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await cancel(order.IdOrder, 'wrong-token')).statusCode).toBe(401);
    clock = new Date(TEST_TODAY.getTime() + HOUR);
    const cancelled = await cancel(order.IdOrder);
    expect({ status: cancelled.statusCode, body: cancelled.json() }).toEqual({
      status: 200,
      body: { IdOrder: order.IdOrder, Status: 'cancelled' },
    });
    expect(await inventory()).toMatchObject({ Held: before.Held, Free: before.Free });
    expect((await readOrder(order.IdOrder, sessionId)).Status).toBe('cancelled');
    expect(await transitions(order.IdOrder)).toEqual([
      { from: null, to: 'pending', reason: 'checkout' },
      { from: 'pending', to: 'cancelled', reason: 'cancelled' },
    ]);
    const again = await cancel(order.IdOrder);
    expect({ status: again.statusCode, code: again.json<{ code: string }>().code }).toEqual({
      status: 409,
      code: 'ORDER_NOT_PAYABLE',
    });
    const late = await notify({
      NotificationId: `ntf-cancelled-${n}`,
      Reference: order.Payment.Reference,
      Amount: order.Total,
      Currency: 'MXN',
    });
    expect(late.statusCode).toBe(409);
    expect(await inventory()).toMatchObject({ Held: before.Held, Free: before.Free });
  });

  it('GET /ops/inventory needs the operators’ token and a date', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: `/ops/inventory?date=${VISIT_DATE}` });
    expect(noToken.statusCode).toBe(401);
    const noDate = await t.app.inject({
      method: 'GET',
      url: '/ops/inventory?date=tomorrow',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(noDate.statusCode).toBe(400);
    expect(await inventory()).toMatchObject({ Capacity: 500 });
  });
});
