/**
 * Issue 17 §1 and §3: cart holds on a fake clock (expiry on read and by the sweep, two racing sweeps,
 * extensions, hold again, payment's re-check) and the per-visitor limits (429 + Retry-After, the cart
 * intact). Every figure is read back from the API (GET /ops/inventory, the cart) or the seat counters, and
 * sold + held + free = capacity is checked after each step. On PGlite, and on PostgreSQL when DATABASE_URL
 * is set (tools/test-api.mjs).
 */
import type { ShoppingCart, ShoppingCartResponse } from '@parks/contracts';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_CART_HOLDS } from '../config/app-config';
import { dailyCapacity, orders, payments, products } from '../db/schema';
import { CARD, VISITORS } from '../test-support/payment-fixtures';
import { createTestApp, TEST_TODAY, type TestApp } from '../test-support/test-app';
import { sweepExpiredHolds } from './holds';

const OPS_TOKEN = 'ops-holds-token';
const PERIOD_S = 1200;
const VISIT_DATE = '2030-02-06'; // a Wednesday, 30 days after the fake today
const ADMISSION = 100; // 500 seats a day
const TOUR = 110; // the Sensoria + Tulum tour: 40 seats a day
const TOUR_DATE = '2030-02-07';
const OTHER_DATE = '2030-02-08';
/** Each spec that counts seats on a date has a date of its own. */
const SWEEP_DATE = '2030-02-13';
const HOLD_AGAIN_TOUR_DATE = '2030-02-14';
const REFUSED_TOUR_DATE = '2030-02-15';
const LIMIT_DATE = '2030-02-19';
const adults = (n: number) => ({ Adults: n, Children: 0, Infants: 0 });

interface InventoryRow {
  IdProduct: number;
  Capacity: number;
  Held: number;
  HeldInCarts: number;
  Sold: number;
  Free: number;
}
interface ErrorAnswer {
  code: string;
  message: string;
}

describe('cart holds and per-visitor limits (issue 17 §1, §3)', () => {
  let t: TestApp;
  let clock = TEST_TODAY;
  const at = (seconds: number) => new Date(TEST_TODAY.getTime() + seconds * 1000);
  beforeAll(async () => {
    t = await createTestApp(() => clock, {
      opsToken: OPS_TOKEN,
      tokenTtlSeconds: 30 * 24 * 3600,
      cartHolds: {
        ...DEFAULT_CART_HOLDS,
        holdSeconds: PERIOD_S,
        // The timer never fires during the run: the specs call the sweep themselves.
        sweepSeconds: 86_400,
        maxSeatsPerDate: 20,
        clientMaxCartsPerHour: 3,
        clientMaxSeatsPerHour: 30,
      },
    });
  });
  afterAll(() => t.close());

  let n = 0;
  let ip = '';
  beforeEach(() => {
    clock = TEST_TODAY;
    // Each spec is its own visitor: the per-client counters of one never touch another's.
    ip = `198.51.100.${++n}`;
  });
  const session = () => `holds-${n}-${Math.random().toString(36).slice(2, 10)}`;
  const headers = (from = ip) => ({ ...t.headers, 'x-forwarded-for': from });

  const post = (url: string, payload: object, from = ip) =>
    t.app.inject({ method: 'POST', url, headers: headers(from), payload });
  const add = (SessionId: string, passengers = adults(2), extra: object = {}, from = ip) =>
    post(
      '/xapi/shopping-cart/items',
      { SessionId, IdProduct: ADMISSION, VisitDate: VISIT_DATE, Passengers: passengers, ...extra },
      from,
    );
  const addTour = (SessionId: string, seats: number, from = ip, VisitDate = TOUR_DATE) =>
    post(
      '/xapi/shopping-cart/items',
      { SessionId, IdProduct: TOUR, VisitDate, Schedule: '08:00', Passengers: adults(seats) },
      from,
    );
  /** A second line for a cart: another admission on another date. */
  const secondLine = { IdProduct: 101, VisitDate: OTHER_DATE };
  const getCart = async (SessionId: string): Promise<ShoppingCart> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/xapi/shopping-cart?Language=EN&SessionId=${SessionId}`,
      headers: headers(),
    });
    expect(res.statusCode).toBe(200);
    return res.json<ShoppingCartResponse>().Cart;
  };
  const cartOf = (res: { json: <T>() => T }) => res.json<ShoppingCartResponse>().Cart;
  const pay = (SessionId: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/xapi/payments',
      headers: { ...headers(), 'idempotency-key': key },
      payload: { SessionId, Method: 'card', Card: CARD, Visitors: VISITORS },
    });

  /** The inventory of a product on a date, with capacity = sold + held + free checked every time. */
  const inventory = async (productId = ADMISSION, date = VISIT_DATE): Promise<InventoryRow> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/ops/inventory?date=${date}`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const row = res.json<{ products: InventoryRow[] }>().products.find((p) => p.IdProduct === productId);
    if (!row) throw new Error(`No inventory row for ${productId}`);
    expect(row.Sold + row.Held + row.Free).toBe(row.Capacity);
    expect(Math.min(row.Sold, row.Held, row.Free, row.HeldInCarts)).toBeGreaterThanOrEqual(0);
    return row;
  };
  /** The seat counters themselves (the inventory sweeps first; these show what the sweep left). */
  const counters = async (productId = ADMISSION, date = VISIT_DATE) => {
    const [row] = await t.app.database.db
      .select()
      .from(dailyCapacity)
      .where(and(eq(dailyCapacity.productId, productId), eq(dailyCapacity.visitDate, date)));
    return { held: row?.held ?? 0, sold: row?.sold ?? 0, capacity: row?.capacity ?? 0 };
  };

  it('a cart answers its hold; when it ends, a read gives the seats back and marks the line EXPIRED', async () => {
    const before = await inventory();
    const SessionId = session();
    const added = await add(SessionId, adults(3));
    expect(added.statusCode).toBe(201);
    const cart = cartOf(added);
    expect(cart.Hold).toEqual({
      ExpiresAt: at(PERIOD_S).toISOString(),
      Now: TEST_TODAY.toISOString(),
      PeriodSeconds: PERIOD_S,
      ExtensionsLeft: 2,
    });
    expect(cart.Lines[0]?.HoldStatus).toBe('HELD');
    expect(await inventory()).toMatchObject({
      HeldInCarts: before.HeldInCarts + 3,
      Held: before.Held + 3,
      Free: before.Free - 3,
    });

    clock = at(PERIOD_S - 1);
    expect((await getCart(SessionId)).Lines[0]?.HoldStatus).toBe('HELD');
    const heldBefore = (await counters()).held;

    clock = at(PERIOD_S);
    const expired = await getCart(SessionId);
    expect(expired.Lines).toHaveLength(1);
    expect(expired.Lines[0]).toMatchObject({ HoldStatus: 'EXPIRED', Amount: cart.Lines[0]?.Amount });
    expect(expired.Total).toBe(cart.Total);
    expect(expired.Hold).toMatchObject({
      ExpiresAt: at(PERIOD_S).toISOString(),
      Now: at(PERIOD_S).toISOString(),
    });
    // The read itself gave them back (no sweep has run).
    expect((await counters()).held).toBe(heldBefore - 3);
    expect(await inventory()).toMatchObject({ HeldInCarts: before.HeldInCarts, Free: before.Free });
  });

  it('the sweep gives back the seats of carts nobody reads, once', async () => {
    const onDate = { VisitDate: SWEEP_DATE };
    const before = await counters(ADMISSION, SWEEP_DATE);
    const sessions = [session(), session()];
    for (const id of sessions) expect((await add(id, adults(2), onDate)).statusCode).toBe(201);
    expect((await counters(ADMISSION, SWEEP_DATE)).held).toBe(before.held + 4);

    expect(await sweepExpiredHolds(t.app.database.db, at(PERIOD_S - 1))).toBe(0);
    expect((await counters(ADMISSION, SWEEP_DATE)).held).toBe(before.held + 4);
    expect(await sweepExpiredHolds(t.app.database.db, at(PERIOD_S))).toBe(2);
    expect((await counters(ADMISSION, SWEEP_DATE)).held).toBe(before.held);
    expect(await sweepExpiredHolds(t.app.database.db, at(PERIOD_S + 60))).toBe(0);
    clock = at(PERIOD_S + 60);
    for (const id of sessions) expect((await getCart(id)).Lines[0]?.HoldStatus).toBe('EXPIRED');
    expect((await counters(ADMISSION, SWEEP_DATE)).held).toBe(before.held);
    await inventory(ADMISSION, SWEEP_DATE);
  });

  it('sweeps racing on one database release each hold exactly once', async () => {
    const before = await counters(TOUR, TOUR_DATE);
    const carts = Array.from({ length: 8 }, () => session());
    // 8 carts of 3 seats, from 8 addresses (the per-client limits are not what this spec is about).
    for (const [i, id] of carts.entries())
      expect((await addTour(id, 3, `203.0.113.${i + 1}`)).statusCode).toBe(201);
    // A later cart whose hold is not due: a sweep releasing anything twice would eat into its seats.
    clock = at(600);
    expect((await addTour(session(), 2, '203.0.113.99')).statusCode).toBe(201);
    expect((await counters(TOUR, TOUR_DATE)).held).toBe(before.held + 26);

    const results = await Promise.all(
      Array.from({ length: 4 }, () => sweepExpiredHolds(t.app.database.db, at(PERIOD_S + 1))),
    );
    expect(results.reduce((sum, lines) => sum + lines, 0)).toBe(8);
    const after = await counters(TOUR, TOUR_DATE);
    expect(after.held).toBe(before.held + 2);
    clock = at(PERIOD_S + 1);
    expect(await inventory(TOUR, TOUR_DATE)).toMatchObject({ HeldInCarts: after.held });
  });

  it('a hotel stay holds a room on each night and gives every night back when its hold ends (by the sweep)', async () => {
    const HOTEL = 400;
    const nights = ['2030-02-18', '2030-02-19', '2030-02-20'];
    const before = await Promise.all(nights.map((night) => counters(HOTEL, night)));
    const SessionId = session();
    const added = await post('/xapi/shopping-cart/hotel-stays?Language=EN', {
      SessionId,
      IdProduct: HOTEL,
      CheckIn: nights[0],
      CheckOut: '2030-02-21',
      Guests: { Adults: 2, Children: 0 },
    });
    expect(added.statusCode).toBe(201);
    expect(cartOf(added).Lines[0]?.HoldStatus).toBe('HELD');
    for (const [i, night] of nights.entries())
      expect((await counters(HOTEL, night)).held).toBe((before[i]?.held ?? 0) + 1);

    expect(await sweepExpiredHolds(t.app.database.db, at(PERIOD_S))).toBe(1);
    for (const [i, night] of nights.entries()) {
      expect((await counters(HOTEL, night)).held).toBe(before[i]?.held ?? 0);
      clock = at(PERIOD_S);
      await inventory(HOTEL, night);
    }
    expect((await getCart(SessionId)).Lines[0]?.HoldStatus).toBe('EXPIRED');
  });

  it("'keep my tickets' extends the hold twice, then HOLD_EXTENSIONS_USED; a cart change gives both back", async () => {
    const SessionId = session();
    expect((await add(SessionId)).statusCode).toBe(201);

    clock = at(1000);
    const first = await post('/xapi/shopping-cart/hold', { SessionId });
    expect(first.statusCode).toBe(200);
    expect(cartOf(first).Hold).toMatchObject({
      ExpiresAt: at(1000 + PERIOD_S).toISOString(),
      ExtensionsLeft: 1,
    });

    clock = at(2000); // past the first period's end, within the extended one
    expect((await getCart(SessionId)).Lines[0]?.HoldStatus).toBe('HELD');
    const second = await post('/xapi/shopping-cart/hold', { SessionId });
    expect(cartOf(second).Hold).toMatchObject({
      ExpiresAt: at(2000 + PERIOD_S).toISOString(),
      ExtensionsLeft: 0,
    });

    const third = await post('/xapi/shopping-cart/hold', { SessionId });
    expect(third.statusCode).toBe(409);
    expect(third.json<ErrorAnswer>().code).toBe('HOLD_EXTENSIONS_USED');
    const cart = await getCart(SessionId);
    expect(cart.Lines[0]).toMatchObject({ HoldStatus: 'HELD', Passengers: adults(2) });
    expect(cart.Hold).toMatchObject({ ExpiresAt: at(2000 + PERIOD_S).toISOString(), ExtensionsLeft: 0 });

    // A cart change restarts the period and gives both extensions back.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/xapi/shopping-cart/items/${cart.Lines[0]?.IdLine}`,
      headers: headers(),
      payload: { SessionId, Passengers: adults(3) },
    });
    expect(changed.statusCode).toBe(200);
    expect(cartOf(changed).Hold).toMatchObject({
      ExpiresAt: at(2000 + PERIOD_S).toISOString(),
      ExtensionsLeft: 2,
    });
    clock = at(2100);
    const currency = await t.app.inject({
      method: 'PUT',
      url: '/xapi/shopping-cart/currency',
      headers: headers(),
      payload: { SessionId, Currency: 'EUR' },
    });
    expect(cartOf(currency).Hold).toMatchObject({
      ExpiresAt: at(2100 + PERIOD_S).toISOString(),
      ExtensionsLeft: 2,
    });
    await inventory();
  });

  it('an extension after the hold ended holds the expired lines again while seats remain', async () => {
    const SessionId = session();
    expect((await add(SessionId, adults(2))).statusCode).toBe(201);
    clock = at(PERIOD_S + 5);
    const heldBefore = (await inventory()).HeldInCarts;
    expect((await getCart(SessionId)).Lines[0]?.HoldStatus).toBe('EXPIRED');
    const extended = await post('/xapi/shopping-cart/hold', { SessionId });
    expect(extended.statusCode).toBe(200);
    expect(cartOf(extended).Lines[0]?.HoldStatus).toBe('HELD');
    expect(cartOf(extended).Hold).toMatchObject({
      ExpiresAt: at(2 * PERIOD_S + 5).toISOString(),
      ExtensionsLeft: 1,
    });
    expect((await inventory()).HeldInCarts).toBe(heldBefore + 2);
  });

  it("'hold again' takes an expired line's seats at the current price, and answers NO_AVAILABILITY when they are gone", async () => {
    const SessionId = session();
    const added = cartOf(await add(SessionId, adults(2)));
    const IdLine = added.Lines[0]?.IdLine ?? '';
    clock = at(PERIOD_S);
    expect((await getCart(SessionId)).Lines[0]?.HoldStatus).toBe('EXPIRED');
    const before = await inventory();

    // The price changed while the line was expired: holding it again takes today's price.
    const [admission] = await t.app.database.db.select().from(products).where(eq(products.id, ADMISSION));
    const oldPrice = admission?.adultPriceUsdCents ?? 0;
    await t.app.database.db
      .update(products)
      .set({ adultPriceUsdCents: oldPrice + 1000 })
      .where(eq(products.id, ADMISSION));
    try {
      clock = at(PERIOD_S + 100);
      const again = await post(`/xapi/shopping-cart/items/${IdLine}/hold`, { SessionId });
      expect(again.statusCode).toBe(200);
      const cart = cartOf(again);
      expect(cart.Lines[0]?.HoldStatus).toBe('HELD');
      expect(cart.Lines[0]?.Amount).toBeGreaterThan(added.Lines[0]?.Amount ?? Infinity);
      expect(cart.Hold).toMatchObject({ ExpiresAt: at(2 * PERIOD_S + 100).toISOString(), ExtensionsLeft: 2 });
      expect(await inventory()).toMatchObject({ HeldInCarts: before.HeldInCarts + 2, Free: before.Free - 2 });
    } finally {
      await t.app.database.db
        .update(products)
        .set({ adultPriceUsdCents: oldPrice })
        .where(eq(products.id, ADMISSION));
    }

    // A tour line whose 4 seats were taken by others while it was expired.
    const mine = session();
    const tour = cartOf(await addTour(mine, 4, ip, HOLD_AGAIN_TOUR_DATE));
    clock = at(2 * PERIOD_S + 200);
    expect((await getCart(mine)).Lines[0]?.HoldStatus).toBe('EXPIRED');
    let toTake = (await inventory(TOUR, HOLD_AGAIN_TOUR_DATE)).Free - 2;
    for (let i = 0; toTake > 0; i++) {
      const seats = Math.min(20, toTake);
      expect((await addTour(session(), seats, `192.0.2.${i + 10}`, HOLD_AGAIN_TOUR_DATE)).statusCode).toBe(
        201,
      );
      toTake -= seats;
    }
    expect((await inventory(TOUR, HOLD_AGAIN_TOUR_DATE)).Free).toBe(2);
    const refused = await post(`/xapi/shopping-cart/items/${tour.Lines[0]?.IdLine}/hold`, {
      SessionId: mine,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>()).toEqual({
      code: 'NO_AVAILABILITY',
      message: 'There is no availability for the date selected, please choose a different date',
    });
    const kept = await getCart(mine);
    expect(kept.Lines).toHaveLength(1);
    expect(kept.Lines[0]).toMatchObject({ HoldStatus: 'EXPIRED', Passengers: adults(4) });
    expect((await inventory(TOUR, HOLD_AGAIN_TOUR_DATE)).Free).toBe(2);
  });

  it('payment holds an expired line again while its seats remain, and the seats become sold', async () => {
    const SessionId = session();
    expect((await add(SessionId, adults(2))).statusCode).toBe(201);
    clock = at(PERIOD_S + 30);
    expect((await getCart(SessionId)).Lines[0]?.HoldStatus).toBe('EXPIRED');
    const before = await inventory();
    const paid = await pay(SessionId, `holds-pay-${n}`);
    expect(paid.statusCode).toBe(201);
    expect(paid.json<{ Order: { Status: string } }>().Order.Status).toBe('paid');
    expect(await inventory()).toMatchObject({
      Sold: before.Sold + 2,
      HeldInCarts: before.HeldInCarts,
      Free: before.Free - 2,
    });
  });

  it('payment with a held line moves its seats from held to sold', async () => {
    const SessionId = session();
    expect((await add(SessionId, adults(3))).statusCode).toBe(201);
    const before = await inventory();
    expect((await pay(SessionId, `holds-pay-held-${n}`)).statusCode).toBe(201);
    expect(await inventory()).toMatchObject({
      Sold: before.Sold + 3,
      HeldInCarts: before.HeldInCarts - 3,
      Free: before.Free,
    });
  });

  it('payment refuses with HOLD_EXPIRED when an expired line’s seats are gone: nothing charged, no order, the cart intact', async () => {
    const mine = session();
    expect((await addTour(mine, 5, ip, REFUSED_TOUR_DATE)).statusCode).toBe(201);
    clock = at(PERIOD_S + 1);
    expect((await getCart(mine)).Lines[0]?.HoldStatus).toBe('EXPIRED');
    let toTake = (await inventory(TOUR, REFUSED_TOUR_DATE)).Free - 4;
    for (let i = 0; toTake > 0; i++) {
      const seats = Math.min(20, toTake);
      expect((await addTour(session(), seats, `192.0.2.${i + 40}`, REFUSED_TOUR_DATE)).statusCode).toBe(201);
      toTake -= seats;
    }
    const before = await inventory(TOUR, REFUSED_TOUR_DATE);
    expect(before.Free).toBe(4);

    const key = `holds-refused-${n}`;
    const refused = await pay(mine, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().code).toBe('HOLD_EXPIRED');
    expect(await t.app.database.db.select().from(orders).where(eq(orders.sessionId, mine))).toHaveLength(0);
    expect(
      await t.app.database.db.select().from(payments).where(eq(payments.idempotencyKey, key)),
    ).toHaveLength(0);
    const cart = await getCart(mine);
    expect(cart.Lines[0]).toMatchObject({ HoldStatus: 'EXPIRED', Passengers: adults(5) });
    expect(await inventory(TOUR, REFUSED_TOUR_DATE)).toMatchObject({
      Sold: before.Sold,
      Held: before.Held,
      Free: 4,
    });
  });

  it('CART_DATE_SEAT_LIMIT: one cart holds at most 20 seats for one date; the cart keeps what it had', async () => {
    const SessionId = session();
    const added = cartOf(await add(SessionId, adults(15)));
    const before = await inventory();
    const over = await t.app.inject({
      method: 'PUT',
      url: `/xapi/shopping-cart/items/${added.Lines[0]?.IdLine}`,
      headers: headers(),
      payload: { SessionId, Passengers: adults(21) },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorAnswer>().code).toBe('CART_DATE_SEAT_LIMIT');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const cart = await getCart(SessionId);
    expect(cart.Lines).toHaveLength(1);
    expect(cart.Lines[0]).toMatchObject({ HoldStatus: 'HELD', Passengers: adults(15) });
    expect(await inventory()).toMatchObject({ HeldInCarts: before.HeldInCarts, Free: before.Free });

    const fresh = await add(session(), adults(21));
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json<ErrorAnswer>().code).toBe('CART_DATE_SEAT_LIMIT');
    expect(await inventory()).toMatchObject({ Free: before.Free });
    // 20 is the cap itself (from another address: this one has held 15 of its 30 seats an hour).
    expect((await add(session(), adults(20), {}, '198.51.100.249')).statusCode).toBe(201);
  });

  it('CLIENT_CART_LIMIT: carts created from one address in an hour; other addresses and existing carts are untouched', async () => {
    const mine = [session(), session(), session()];
    for (const id of mine) expect((await add(id, adults(1))).statusCode).toBe(201);
    const fourth = session();
    const over = await add(fourth, adults(1));
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorAnswer>().code).toBe('CLIENT_CART_LIMIT');
    expect(Number(over.headers['retry-after'])).toBe(3600); // the fake clock sits on the hour
    const missing = await t.app.inject({
      method: 'GET',
      url: `/xapi/shopping-cart?Language=EN&SessionId=${fourth}`,
      headers: headers(),
    });
    expect(missing.statusCode).toBe(404);
    // A cart that exists still takes lines; another address still creates carts.
    expect((await add(mine[0] ?? '', adults(1), secondLine)).statusCode).toBe(201);
    expect((await getCart(mine[0] ?? '')).Lines).toHaveLength(2);
    expect((await add(session(), adults(1), {}, '198.51.100.250')).statusCode).toBe(201);
    // The next hour starts a new count.
    clock = at(3600);
    expect((await add(fourth, adults(1))).statusCode).toBe(201);
  });

  it('CLIENT_SEAT_LIMIT: seats held from one address in an hour; what the carts hold stays', async () => {
    const first = session();
    const second = session();
    const onDate = { VisitDate: LIMIT_DATE };
    expect((await add(first, adults(20), onDate)).statusCode).toBe(201);
    expect((await add(second, adults(10), onDate)).statusCode).toBe(201);
    const before = await inventory(ADMISSION, LIMIT_DATE);
    clock = at(600);
    const over = await add(second, adults(1), secondLine);
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorAnswer>().code).toBe('CLIENT_SEAT_LIMIT');
    expect(Number(over.headers['retry-after'])).toBe(3000);
    expect((await getCart(first)).Lines[0]).toMatchObject({ HoldStatus: 'HELD', Passengers: adults(20) });
    const kept = await getCart(second);
    expect(kept.Lines).toHaveLength(1);
    expect(kept.Lines[0]).toMatchObject({ HoldStatus: 'HELD', Passengers: adults(10) });
    expect(await inventory(ADMISSION, LIMIT_DATE)).toMatchObject({
      HeldInCarts: before.HeldInCarts,
      Free: before.Free,
    });
    // Another address still holds seats.
    expect((await add(session(), adults(1), onDate, '198.51.100.251')).statusCode).toBe(201);
  });
});
