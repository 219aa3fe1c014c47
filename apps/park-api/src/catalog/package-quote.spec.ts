import type { ShoppingCartResponse } from '@parks/contracts';
import type { PackageQuote } from '@parks/contracts/core';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

// The test "today" is Monday 2030-01-07 in the park.
const ONE_ADULT = { Adults: 1, Children: 0, Infants: 0 };
const SOON = ['2030-01-08', '2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12', '2030-01-14'];
const IN_28_DAYS = ['2030-02-04', '2030-02-05'];
const IN_10_DAYS = ['2030-01-17', '2030-01-18'];

describe('POST /xapi/package-quote (build your own package)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  const quote = (body: Record<string, unknown>, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: `/xapi/package-quote?Language=${language}`,
      headers: t.headers,
      payload: body,
    });
  const admissions = (dates: string[]) => dates.map((VisitDate, i) => ({ IdProduct: 120 + i, VisitDate }));

  it('takes 20 % off every piece of a package of 3 or more parks or tours (SPEC §9)', async () => {
    const res = await quote({ Currency: 'USD', Passengers: ONE_ADULT, Items: admissions(SOON.slice(0, 3)) });
    expect(res.statusCode).toBe(200);
    const body = res.json<PackageQuote>();
    // Aventura 129.99 + Selva 89.99 + Arrecife 99.99
    expect(body.Subtotal).toBe(319.97);
    expect(body.Lines.map((line) => line.DiscountPercent)).toEqual([20, 20, 20]);
    expect(body.Lines.map((line) => line.Amount)).toEqual([103.99, 71.99, 79.99]);
    expect(body.Total).toBe(255.97);
    expect(body.Discount).toBe(Number((body.Subtotal - body.Total).toFixed(2)));
    expect(body.Lines[0]).toMatchObject({ IdProduct: 120, Name: 'Aventura Park Admission', Schedule: null });
  });

  it("keeps the children's 25 % out of the package discount: a child's piece is priced at the child price", async () => {
    const withChild = { Adults: 1, Children: 1, Infants: 0 };
    const body = (
      await quote({ Currency: 'USD', Passengers: withChild, Items: admissions(SOON.slice(0, 3)) })
    ).json<PackageQuote>();
    // Aventura 129.99 + 97.49, Selva 89.99 + 67.49, Arrecife 99.99 + 74.99 (children at 75 %)
    expect(body.Subtotal).toBe(559.94);
    expect(body.Lines.map((line) => line.Subtotal)).toEqual([227.48, 157.48, 174.98]);
    // 20 % of each piece, rounded per piece as the cart rounds each line.
    expect(body.Discount).toBe(112);
    expect(body.Total).toBe(447.94);
  });

  it('gives a package of 2 no 10 % presale discount, and 15 % when bought 21 days or more ahead', async () => {
    const tenDays = (
      await quote({ Currency: 'USD', Passengers: ONE_ADULT, Items: admissions(IN_10_DAYS) })
    ).json<PackageQuote>();
    expect(tenDays.Lines.map((line) => line.DiscountPercent)).toEqual([0, 0]);
    expect(tenDays.Discount).toBe(0);
    const farAhead = (
      await quote({ Currency: 'USD', Passengers: ONE_ADULT, Items: admissions(IN_28_DAYS) })
    ).json<PackageQuote>();
    expect(farAhead.Lines.map((line) => line.DiscountPercent)).toEqual([15, 15]);
  });

  it('answers the SPEC §8 limit message for a sixth piece', async () => {
    const items = [
      ...admissions(SOON.slice(0, 5)),
      { IdProduct: 110, VisitDate: SOON[5], Schedule: '08:00' },
    ];
    const res = await quote({ Currency: 'USD', Passengers: ONE_ADULT, Items: items });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'PACKAGE_LIMIT',
      message: 'The limit of products that can be added to your package is 5',
    });
  });

  it('refuses the same product twice and two pieces on one date', async () => {
    const sameDate = await quote({
      Currency: 'USD',
      Passengers: ONE_ADULT,
      Items: [
        { IdProduct: 120, VisitDate: SOON[0] },
        { IdProduct: 121, VisitDate: SOON[0] },
      ],
    });
    expect(sameDate.statusCode).toBe(409);
    expect(sameDate.json()).toMatchObject({ code: 'DUPLICATE_PRODUCT' });
    const sameProduct = await quote({
      Currency: 'USD',
      Passengers: ONE_ADULT,
      Items: [
        { IdProduct: 120, VisitDate: SOON[0] },
        { IdProduct: 120, VisitDate: SOON[1] },
      ],
    });
    expect(sameProduct.json()).toMatchObject({ code: 'DUPLICATE_PRODUCT' });
  });

  it('holds only single parks and tours: no combo, no resident price', async () => {
    for (const IdProduct of [140, 101]) {
      const res = await quote({
        Currency: 'USD',
        Passengers: ONE_ADULT,
        Items: [{ IdProduct, VisitDate: SOON[0] }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_SOLD_ALONE' });
    }
  });

  it('checks every piece like a cart line: a tour needs a schedule', async () => {
    const res = await quote({
      Currency: 'USD',
      Passengers: ONE_ADULT,
      Items: [{ IdProduct: 130, VisitDate: SOON[0] }],
    });
    expect(res.json()).toMatchObject({ code: 'SCHEDULE_REQUIRED', message: 'Please select a schedule' });
  });

  it('validates the body', async () => {
    const res = await quote({ Currency: 'USD', Passengers: ONE_ADULT, Items: [], Price: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('quotes exactly what the cart charges once the pieces share a package group, in any currency', async () => {
    const Passengers = { Adults: 2, Children: 1, Infants: 0 };
    const items = [
      { IdProduct: 100, VisitDate: SOON[0] },
      { IdProduct: 131, VisitDate: SOON[1], Schedule: '10:30' },
      { IdProduct: 124, VisitDate: SOON[2] },
      { IdProduct: 125, VisitDate: SOON[3] },
    ];
    const quoted = (await quote({ Currency: 'MXN', Passengers, Items: items }, 'ES')).json<PackageQuote>();
    expect(quoted.Lines.map((line) => line.Name)).toContain('Admisión Parque Sensoria');
    const SessionId = 'package-quote-cart-1';
    for (const item of items) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/xapi/shopping-cart/items?Language=ES',
        headers: t.headers,
        payload: { SessionId, ...item, Passengers, PackageGroup: 'pkg-quote' },
      });
      expect(added.statusCode).toBe(201);
    }
    const cart = (
      await t.app.inject({
        method: 'PUT',
        url: '/xapi/shopping-cart/currency?Language=ES',
        headers: t.headers,
        payload: { SessionId, Currency: 'MXN' },
      })
    ).json<ShoppingCartResponse>().Cart;
    expect(cart.Total).toBe(quoted.Total);
    expect(cart.Lines.map((line) => line.Amount)).toEqual(quoted.Lines.map((line) => line.Amount));
    expect(cart.Lines.every((line) => line.DiscountPercent === 20)).toBe(true);
  });

  it('the cart refuses a combo inside a package group', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items?Language=EN',
      headers: t.headers,
      payload: {
        SessionId: 'package-quote-cart-2',
        IdProduct: 141,
        VisitDate: SOON[0],
        Passengers: ONE_ADULT,
        PackageGroup: 'pkg-combo',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_SOLD_ALONE' });
  });
});
