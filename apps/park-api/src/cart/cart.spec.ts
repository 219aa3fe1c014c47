import { and, count, eq } from 'drizzle-orm';
import type { ShoppingCartResponse } from '@parks/contracts';
import { cartLines, dailyCapacity } from '../db/schema';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

const TUESDAY = '2030-01-08'; // 1 day after the test "today" (Monday 2030-01-07)
const SUNDAY = '2030-01-13';
const IN_28_DAYS = '2030-02-04';
const ADULTS_2_CHILD_1_INFANT_1 = { Adults: 2, Children: 1, Infants: 1 };
const ONE_ADULT = { Adults: 1, Children: 0, Infants: 0 };

describe('the cart API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  let sessionNumber = 0;
  const newSession = () => `cart-session-${++sessionNumber}`;
  const add = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items?Language=EN&IncludeAmountsUSD=true',
      headers: t.headers,
      payload: body,
    });
  const get = (sessionId: string, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `/xapi/shopping-cart?Language=EN&SessionId=${sessionId}&Mobile=false${extra}`,
      headers: t.headers,
    });

  it('answers 404 CART_NOT_FOUND for a session without a cart', async () => {
    const res = await get(newSession());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CART_NOT_FOUND' });
  });

  it('refuses a client-sent price: prices are computed on the server only', async () => {
    const res = await add({
      SessionId: newSession(),
      IdProduct: 100,
      VisitDate: TUESDAY,
      Passengers: ONE_ADULT,
      Price: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('adds an admission and prices it on the server: adults full, child 25 % off, infant free', async () => {
    const SessionId = newSession();
    const res = await add({
      SessionId,
      IdProduct: 100,
      VisitDate: TUESDAY,
      Passengers: ADULTS_2_CHILD_1_INFANT_1,
    });
    expect(res.statusCode).toBe(201);
    const { Cart } = res.json<ShoppingCartResponse>();
    expect(Cart).toMatchObject({
      SessionId,
      Currency: 'USD',
      ProductCount: 1,
      WithErrors: false,
      Total: 244.75,
      TotalUSD: 244.75,
    });
    expect(Cart.Lines[0]).toMatchObject({
      IdProduct: 100,
      VisitDate: TUESDAY,
      Passengers: ADULTS_2_CHILD_1_INFANT_1,
      Amount: 244.75,
    });
    // The child at the adult price, then the children's discount as its own row with its 25 %.
    expect(
      Cart.Lines[0]?.Breakdown?.map((b) => [b.Concept, b.Label, b.Quantity, b.Amount, b.Percent]),
    ).toEqual([
      ['adult', 'Adults (12+)', 2, 178, undefined],
      ['child', 'Children (5-11)', 1, 89, undefined],
      ['infant', 'Children (0-4)', 1, 0, undefined],
      ['discount', 'CHILD_5_11', 1, -22.25, 25],
    ]);
    const rows = Cart.Lines[0]?.Breakdown ?? [];
    expect(rows.reduce((sum, b) => sum + b.Amount, 0)).toBeCloseTo(Cart.Lines[0]?.Amount ?? NaN, 2);

    const got = await get(SessionId, '&IncludeAmountsUSD=true');
    expect(got.statusCode).toBe(200);
    expect(got.json<ShoppingCartResponse>().Cart.IdCart).toBe(Cart.IdCart);
  });

  it('changes the currency and converts with its minor units', async () => {
    const SessionId = newSession();
    await add({ SessionId, IdProduct: 100, VisitDate: TUESDAY, Passengers: ADULTS_2_CHILD_1_INFANT_1 });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/xapi/shopping-cart/currency?IncludeAmountsUSD=true',
      headers: t.headers,
      payload: { Currency: 'JPY', SessionId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ShoppingCartResponse>().Cart).toMatchObject({
      Currency: 'JPY',
      Decimals: 0,
      Total: 37936,
      TotalUSD: 244.75,
    });
    const mxn = await t.app.inject({
      method: 'PUT',
      url: '/xapi/shopping-cart/currency',
      headers: t.headers,
      payload: { Currency: 'MXN', SessionId },
    });
    expect(mxn.json<ShoppingCartResponse>().Cart).toMatchObject({ Currency: 'MXN', Total: 4527.88 });
  });

  it('applies the advance-purchase discount (28 days ahead: 15 %)', async () => {
    const res = await add({
      SessionId: newSession(),
      IdProduct: 100,
      VisitDate: IN_28_DAYS,
      Passengers: ONE_ADULT,
    });
    expect(res.json<ShoppingCartResponse>().Cart.Lines[0]).toMatchObject({
      DiscountPercent: 15,
      Amount: 75.65,
    });
  });

  it('gives no advance discount on the flagship park', async () => {
    const res = await add({
      SessionId: newSession(),
      IdProduct: 120,
      VisitDate: IN_28_DAYS,
      Passengers: ONE_ADULT,
    });
    expect(res.json<ShoppingCartResponse>().Cart.Lines[0]).toMatchObject({
      DiscountPercent: 0,
      Amount: 129.99,
    });
  });

  it('requires a schedule for a tour (SCHEDULE_REQUIRED) and checks it exists', async () => {
    const SessionId = newSession();
    expect(
      (await add({ SessionId, IdProduct: 110, VisitDate: TUESDAY, Passengers: ONE_ADULT })).json(),
    ).toMatchObject({ code: 'SCHEDULE_REQUIRED' });
    expect(
      (
        await add({ SessionId, IdProduct: 110, VisitDate: TUESDAY, Schedule: '23:59', Passengers: ONE_ADULT })
      ).json(),
    ).toMatchObject({ code: 'SCHEDULE_INVALID' });
    const ok = await add({
      SessionId,
      IdProduct: 110,
      VisitDate: TUESDAY,
      Schedule: '08:00',
      Passengers: ONE_ADULT,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<ShoppingCartResponse>().Cart.Lines[0]?.Schedule).toBe('08:00');
  });

  it('refuses the same product twice, or a product with the same date (DUPLICATE_PRODUCT)', async () => {
    const SessionId = newSession();
    await add({ SessionId, IdProduct: 100, VisitDate: TUESDAY, Passengers: ONE_ADULT });
    const sameProduct = await add({
      SessionId,
      IdProduct: 100,
      VisitDate: '2030-01-09',
      Passengers: ONE_ADULT,
    });
    expect(sameProduct.statusCode).toBe(409);
    expect(sameProduct.json()).toMatchObject({ code: 'DUPLICATE_PRODUCT' });
    const sameDate = await add({ SessionId, IdProduct: 121, VisitDate: TUESDAY, Passengers: ONE_ADULT });
    expect(sameDate.json()).toMatchObject({ code: 'DUPLICATE_PRODUCT' });
  });

  it('lets the sister-park upsell and its tour upgrade share the visit date (SPEC §2 complements)', async () => {
    const SessionId = newSession();
    await add({ SessionId, IdProduct: 100, VisitDate: TUESDAY, Passengers: ONE_ADULT });
    const line = { SessionId, VisitDate: TUESDAY, Passengers: ONE_ADULT };
    const complement = await add({ ...line, IdProduct: 295, Schedule: '11:00' });
    expect(complement.statusCode).toBe(201);
    const upgrade = await add({ ...line, IdProduct: 377, Schedule: '10:30' });
    expect(upgrade.statusCode).toBe(201);
    // The upgrade is still one product: twice is a duplicate.
    const again = await add({ ...line, IdProduct: 377, Schedule: '13:00' });
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_PRODUCT' });
  });

  it('refuses a date without availability (closed Sunday, past date)', async () => {
    expect(
      (
        await add({ SessionId: newSession(), IdProduct: 100, VisitDate: SUNDAY, Passengers: ONE_ADULT })
      ).json(),
    ).toMatchObject({ code: 'NO_AVAILABILITY' });
    expect(
      (
        await add({ SessionId: newSession(), IdProduct: 100, VisitDate: '2029-12-31', Passengers: ONE_ADULT })
      ).json(),
    ).toMatchObject({ code: 'NO_AVAILABILITY' });
  });

  it('refuses a product whose price cannot be computed (PRICE_UNAVAILABLE, never zero)', async () => {
    const res = await add({
      SessionId: newSession(),
      IdProduct: 400,
      VisitDate: TUESDAY,
      Passengers: ONE_ADULT,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PRICE_UNAVAILABLE' });
  });

  it('holds at most 5 products in a package (PACKAGE_LIMIT) and prices the group as a 3+ combo', async () => {
    const SessionId = newSession();
    const dates = ['2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19', '2030-01-21'];
    for (const [i, VisitDate] of dates.slice(0, 5).entries()) {
      expect(
        (
          await add({
            SessionId,
            IdProduct: 120 + i,
            VisitDate,
            Passengers: ONE_ADULT,
            PackageGroup: 'pkg-1',
          })
        ).statusCode,
      ).toBe(201);
    }
    const sixth = await add({
      SessionId,
      IdProduct: 125,
      VisitDate: dates[5],
      Passengers: ONE_ADULT,
      PackageGroup: 'pkg-1',
    });
    expect(sixth.json()).toMatchObject({ code: 'PACKAGE_LIMIT' });
    const cart = (await get(SessionId)).json<ShoppingCartResponse>().Cart;
    expect(cart.Lines.every((l) => l.DiscountPercent === 20)).toBe(true);
  });

  it('prices add-ons: transportation needs a pick-up location, the photo pass covers 10 people', async () => {
    const SessionId = newSession();
    const noFrom = await add({
      SessionId,
      IdProduct: 100,
      VisitDate: TUESDAY,
      Passengers: ONE_ADULT,
      AddOns: [{ IdProduct: 200 }],
    });
    expect(noFrom.json()).toMatchObject({ code: 'PICKUP_LOCATION_REQUIRED' });
    const res = await add({
      SessionId,
      IdProduct: 100,
      VisitDate: TUESDAY,
      Passengers: { Adults: 11, Children: 0, Infants: 0 },
      AddOns: [{ IdProduct: 200, From: 'tulum' }, { IdProduct: 202 }],
    });
    const line = res.json<ShoppingCartResponse>().Cart.Lines[0];
    expect(line?.AddOns).toEqual([
      expect.objectContaining({ IdProduct: 200, From: 'tulum' }),
      expect.objectContaining({ IdProduct: 202 }),
    ]);
    expect(line?.Breakdown?.filter((b) => b.Concept === 'addon').map((b) => [b.Quantity, b.Amount])).toEqual([
      [11, 275],
      [2, 99.98],
    ]);
  });

  it('updates a line, removes it and gives the seats back', async () => {
    const SessionId = newSession();
    const added = (
      await add({
        SessionId,
        IdProduct: 131,
        VisitDate: '2030-01-10',
        Schedule: '10:30',
        Passengers: ONE_ADULT,
      })
    ).json<ShoppingCartResponse>();
    const IdLine = added.Cart.Lines[0]?.IdLine ?? '';
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/xapi/shopping-cart/items/${IdLine}`,
      headers: t.headers,
      payload: { SessionId, Passengers: { Adults: 3, Children: 0, Infants: 0 } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ShoppingCartResponse>().Cart.Lines[0]?.Passengers.Adults).toBe(3);
    const seats = async () =>
      (
        await t.app.database.db
          .select()
          .from(dailyCapacity)
          .where(and(eq(dailyCapacity.productId, 131), eq(dailyCapacity.visitDate, '2030-01-10')))
      )[0]?.held;
    expect(await seats()).toBe(3);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/xapi/shopping-cart/items/${IdLine}`,
      headers: t.headers,
      payload: { SessionId },
    });
    expect(removed.json<ShoppingCartResponse>().Cart.ProductCount).toBe(0);
    expect(await seats()).toBe(0);
  });

  it('deletes the cart (DELETE /xapi/shopping-cart {IdCart, SessionId})', async () => {
    const SessionId = newSession();
    const { Cart } = (
      await add({ SessionId, IdProduct: 100, VisitDate: TUESDAY, Passengers: ONE_ADULT })
    ).json<ShoppingCartResponse>();
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/xapi/shopping-cart',
      headers: t.headers,
      payload: { IdCart: '00000000-0000-4000-8000-000000000000', SessionId },
    });
    expect(wrong.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/xapi/shopping-cart',
      headers: t.headers,
      payload: { IdCart: Cart.IdCart, SessionId },
    });
    expect(res.statusCode).toBe(204);
    expect((await get(SessionId)).statusCode).toBe(404);
  });

  it('applies a coupon valid for a year and refuses an older one', async () => {
    const SessionId = newSession();
    await add({ SessionId, IdProduct: 100, VisitDate: TUESDAY, Passengers: ONE_ADULT });
    const old = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/coupon',
      headers: t.headers,
      payload: { SessionId, Code: 'SENSORIA-OLD-20' },
    });
    expect(old.json()).toMatchObject({ code: 'COUPON_EXPIRED' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/coupon',
      headers: t.headers,
      payload: { SessionId, Code: 'SENSORIA-GIFT-10' },
    });
    expect(res.json<ShoppingCartResponse>().Cart).toMatchObject({
      CouponCode: 'SENSORIA-GIFT-10',
      CouponDiscount: 8.9,
      Total: 80.1,
    });
  });

  it('answers availability and a price calendar per product and month', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/xapi/products/100/availability?Month=2030-02&Currency=USD',
      headers: t.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      Days: {
        Date: string;
        Available: boolean;
        AdultPrice: number;
        ChildPrice: number;
        DiscountPercent: number;
      }[];
    }>();
    expect(body.Days).toHaveLength(28);
    expect(body.Days.find((d) => d.Date === '2030-02-03')).toMatchObject({ Available: false }); // Sunday
    expect(body.Days.find((d) => d.Date === '2030-02-04')).toMatchObject({
      Available: true,
      DiscountPercent: 15,
      AdultPrice: 75.65,
      ChildPrice: 56.74,
    });
  });

  it('never oversells under concurrent adds: sold ≤ capacity and lines = seats sold', async () => {
    const date = '2030-03-05';
    const attempts = 60; // the Sensoria + Tulum tour has 40 seats a day
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        add({
          SessionId: `race-session-${i}`,
          IdProduct: 110,
          VisitDate: date,
          Schedule: '08:00',
          Passengers: ONE_ADULT,
        }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201).length;
    expect(created).toBe(40);
    expect(
      answers
        .filter((a) => a.statusCode !== 201)
        .every((a) => a.json<{ code: string }>().code === 'NO_AVAILABILITY'),
    ).toBe(true);
    const [row] = await t.app.database.db
      .select()
      .from(dailyCapacity)
      .where(and(eq(dailyCapacity.productId, 110), eq(dailyCapacity.visitDate, date)));
    const [lines] = await t.app.database.db
      .select({ n: count() })
      .from(cartLines)
      .where(and(eq(cartLines.productId, 110), eq(cartLines.visitDate, date)));
    // A cart's seats are held (issue 17 §1) until its hold ends or it is paid.
    expect(row).toMatchObject({ held: 40, sold: 0, capacity: 40 });
    expect(lines?.n).toBe(40);
  });

  it('loses no line when one cart gets concurrent adds', async () => {
    const SessionId = newSession();
    const products = [140, 141, 142, 143, 144, 145, 121, 122, 123, 124];
    const answers = await Promise.all(
      products.map((IdProduct, i) =>
        add({
          SessionId,
          IdProduct,
          VisitDate: `2030-04-${String(i + 1).padStart(2, '0')}`,
          Passengers: ONE_ADULT,
        }),
      ),
    );
    const okDates = answers.filter((a) => a.statusCode === 201).length;
    const cart = (await get(SessionId)).json<ShoppingCartResponse>().Cart;
    expect(cart.ProductCount).toBe(okDates);
    // 2030-04-07 is a Sunday: that one add is refused, every other one is kept.
    expect(okDates).toBe(9);
  });

  it('creates the cart in the currency of the first add, and keeps an existing cart in its own', async () => {
    const SessionId = newSession();
    const first = await add({
      SessionId,
      IdProduct: 100,
      VisitDate: TUESDAY,
      Passengers: ONE_ADULT,
      Currency: 'MXN',
    });
    expect(first.statusCode).toBe(201);
    const cart = first.json<ShoppingCartResponse>().Cart;
    expect(cart).toMatchObject({ Currency: 'MXN', Total: 1646.5 });
    const second = await add({
      SessionId,
      IdProduct: 110,
      VisitDate: '2030-01-09',
      Schedule: '08:00',
      Passengers: ONE_ADULT,
      Currency: 'EUR',
    });
    expect(second.json<ShoppingCartResponse>().Cart.Currency).toBe('MXN');
    const unknown = await add({
      SessionId: newSession(),
      IdProduct: 100,
      VisitDate: TUESDAY,
      Passengers: ONE_ADULT,
      Currency: 'XXX',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
