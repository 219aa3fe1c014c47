/**
 * Issue 17 §4, one rounding rule: the widget's price, each cart row, the cart total, the charge, the
 * order the thank-you page reads and the confirmation mail agree to the last minor unit, in all 17 currencies. Runs park-api's real
 * pricing, cart and sandbox payment; the widget side is the widget's own `dayTotal` over the prices
 * park-api publishes for it (availability and add-ons).
 */
import { dayTotal } from '@parks/booking/core';
import type { CurrencyCode, ShoppingCart } from '@parks/contracts/core';
import { CURRENCY_CODES, fromMinor, toMinor } from '@parks/currency/core';
import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { mailOutbox, payments } from '../db/schema';
import { addDays, weekday } from '../pricing';
import { CARD, VISITORS } from '../test-support/payment-fixtures';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

const PHOTO_PASS = 202;
const FOOD = 201;
const TRANSPORT = 200;
/** Admissions (Sensoria, the flagship, a sister park), tours, a combo, a package and the passport. */
const PRODUCTS = [100, 101, 110, 120, 121, 130, 133, 140, 150, 160] as const;
const TODAY = '2030-01-07';

interface AvailabilityAnswer {
  Days: { Date: string; AdultPrice: number | null; ChildPrice: number | null; DiscountPercent: number }[];
}
interface AddOnOffer {
  IdProduct: number;
  UnitPrice: number | null;
  CoversPeople: number;
}
interface OrderAnswer {
  Order: { IdOrder: string; Total: number; Currency: string; Lines: { Amount: number }[] };
}

describe('one rounding rule (issue 17 §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  let n = 0;
  const request = (method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
    t.app.inject({ method, url, headers: { ...t.headers, ...headers }, ...(payload ? { payload } : {}) });

  interface LineSpec {
    product: number;
    visitDate: string;
    adults: number;
    children: number;
    infants: number;
    addOns: number[];
  }

  async function cartOf(
    currency: CurrencyCode,
    lines: LineSpec[],
  ): Promise<{ sessionId: string; cart: ShoppingCart }> {
    const sessionId = `rounding-${++n}`;
    for (const line of lines) {
      const { Schedules } = (
        await request(
          'GET',
          `/xapi/products/${line.product}/availability?Month=${line.visitDate.slice(0, 7)}`,
        )
      ).json<{ Schedules: string[] }>();
      const res = await request('POST', '/xapi/shopping-cart/items?Language=EN', {
        SessionId: sessionId,
        ...(Schedules[0] ? { Schedule: Schedules[0] } : {}),
        Currency: currency,
        IdProduct: line.product,
        VisitDate: line.visitDate,
        Passengers: { Adults: line.adults, Children: line.children, Infants: line.infants },
        AddOns: line.addOns.map((id) =>
          id === TRANSPORT ? { IdProduct: id, From: 'tulum' } : { IdProduct: id },
        ),
      });
      if (res.statusCode >= 300) throw new Error(`Adding ${JSON.stringify(line)}: ${res.body}`);
    }
    const res = await request('GET', `/xapi/shopping-cart?Language=EN&SessionId=${sessionId}&Mobile=false`);
    expect(res.statusCode).toBe(200);
    return { sessionId, cart: res.json<{ Cart: ShoppingCart }>().Cart };
  }

  /** What the booking widget shows for a line: its own dayTotal over park-api's published prices. */
  async function widgetTotal(
    currency: CurrencyCode,
    line: LineSpec,
    decimals: number,
  ): Promise<number | null> {
    const month = line.visitDate.slice(0, 7);
    const availability = (
      await request('GET', `/xapi/products/${line.product}/availability?Month=${month}&Currency=${currency}`)
    ).json<AvailabilityAnswer>();
    const day = availability.Days.find((d) => d.Date === line.visitDate);
    if (!day) throw new Error(`No day ${line.visitDate}`);
    const offers = (await request('GET', `/xapi/add-ons?Currency=${currency}`)).json<AddOnOffer[]>();
    const addOns = line.addOns.map((id) => {
      const offer = offers.find((o) => o.IdProduct === id);
      if (!offer) throw new Error(`No add-on ${id}`);
      return { unitPrice: offer.UnitPrice, coversPeople: offer.CoversPeople };
    });
    return dayTotal(day, { adults: line.adults, children: line.children }, addOns, decimals)?.total ?? null;
  }

  async function payByCard(
    sessionId: string,
    key: string,
  ): Promise<{ order: OrderAnswer; charged: number; currency: string | null }> {
    const res = await request(
      'POST',
      '/xapi/payments',
      { SessionId: sessionId, Method: 'card', Card: CARD, Visitors: VISITORS },
      { 'idempotency-key': key },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.database.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    return {
      order: res.json<OrderAnswer>(),
      charged: row?.amountMinor ?? NaN,
      currency: row?.currency ?? null,
    };
  }

  const sumMinor = (amounts: number[], decimals: number) =>
    amounts.reduce((sum, amount) => sum + toMinor(amount, decimals), 0);

  it('2 adults + 1 child + photo pass, 30 days ahead, in MXN: widget, rows, total and charge all say 4,773.57', async () => {
    const line: LineSpec = {
      product: 100,
      visitDate: addDays(TODAY, 30),
      adults: 2,
      children: 1,
      infants: 0,
      addOns: [PHOTO_PASS],
    };
    const { sessionId, cart } = await cartOf('MXN', [line]);
    expect(await widgetTotal('MXN', line, 2)).toBe(4773.57);
    const [row] = cart.Lines;
    expect(row?.Amount).toBe(4773.57);
    expect(sumMinor(row?.Breakdown?.map((item) => item.Amount) ?? [], 2)).toBe(477357);
    expect(cart.Total).toBe(4773.57);
    const { order, charged, currency } = await payByCard(sessionId, `rounding-key-${n}`);
    expect(order.Order.Total).toBe(4773.57);
    expect({ charged, currency }).toEqual({ charged: 477357, currency: 'MXN' });
    const thankYou = await request('GET', `/xapi/orders/${order.Order.IdOrder}?SessionId=${sessionId}`);
    expect(thankYou.json<OrderAnswer>().Order.Total).toBe(4773.57);
  });

  it('a basket worth more than 2^31 minor units (COP 22 million) is paid, stored and charged in full', async () => {
    // Found by the random baskets on PostgreSQL: the order's total in centavos overflowed an integer column
    // (`value "2223708800" is out of range for type integer`) and the payment answered 500.
    const day = addDays(TODAY, 40);
    const lines: LineSpec[] = [
      { product: 130, visitDate: day, adults: 5, children: 2, infants: 1, addOns: [] },
      { product: 160, visitDate: addDays(day, 1), adults: 4, children: 5, infants: 0, addOns: [TRANSPORT] },
      { product: 121, visitDate: addDays(day, 2), adults: 4, children: 2, infants: 1, addOns: [PHOTO_PASS] },
    ].map((line) =>
      weekday(line.visitDate) === 0 ? { ...line, visitDate: addDays(line.visitDate, 3) } : line,
    );
    const { sessionId, cart } = await cartOf('COP', lines);
    const totalMinor = toMinor(cart.Total, cart.Decimals ?? 2);
    expect(totalMinor).toBeGreaterThan(2 ** 31);
    const { order, charged, currency } = await payByCard(sessionId, `rounding-key-${n}`);
    expect({ charged, currency }).toEqual({ charged: totalMinor, currency: 'COP' });
    expect(toMinor(order.Order.Total, cart.Decimals ?? 2)).toBe(totalMinor);
    const thankYou = await request('GET', `/xapi/orders/${order.Order.IdOrder}?SessionId=${sessionId}`);
    expect(thankYou.json<OrderAnswer>().Order.Total).toBe(order.Order.Total);
  });

  it('over random baskets in all 17 currencies: rows = line, Σ lines = total = amount charged', async () => {
    expect(CURRENCY_CODES).toHaveLength(17);
    // Open days (Monday to Saturday) in the next year, distinct per basket so the lines never clash.
    const openDays = Array.from({ length: 360 }, (_, i) => addDays(TODAY, i + 1)).filter(
      (d) => weekday(d) !== 0,
    );
    const lineArb = fc.record({
      product: fc.constantFrom(...PRODUCTS),
      adults: fc.integer({ min: 1, max: 6 }),
      children: fc.integer({ min: 0, max: 5 }),
      infants: fc.integer({ min: 0, max: 2 }),
      addOns: fc.subarray([TRANSPORT, FOOD, PHOTO_PASS]),
    });
    const basketArb = fc.record({
      currency: fc.constantFrom(...CURRENCY_CODES),
      lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 3, selector: (line) => line.product }),
      days: fc.uniqueArray(fc.constantFrom(...openDays), { minLength: 3, maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(basketArb, async ({ currency, lines, days }) => {
        const specs: LineSpec[] = lines.map((line, index) => ({ ...line, visitDate: days[index] ?? TODAY }));
        const { sessionId, cart } = await cartOf(currency, specs);
        const decimals = cart.Decimals ?? NaN;
        expect(cart.WithErrors).toBe(false);
        for (const [index, row] of cart.Lines.entries()) {
          // The rows a line shows add up to the line.
          expect(
            sumMinor(
              (row.Breakdown ?? []).map((item) => item.Amount),
              decimals,
            ),
          ).toBe(toMinor(row.Amount, decimals));
          // The widget showed the same amount before the line was added (it has no infants).
          const spec = specs[index];
          if (spec && spec.infants === 0)
            expect(await widgetTotal(currency, spec, decimals)).toBe(row.Amount);
        }
        const totalMinor = toMinor(cart.Total, decimals);
        expect(
          sumMinor(
            cart.Lines.map((row) => row.Amount),
            decimals,
          ),
        ).toBe(totalMinor);
        const { order, charged, currency: chargedIn } = await payByCard(sessionId, `rounding-key-${n}`);
        expect({ charged, chargedIn }).toEqual({ charged: totalMinor, chargedIn: currency });
        expect(toMinor(order.Order.Total, decimals)).toBe(totalMinor);
        expect(
          sumMinor(
            order.Order.Lines.map((row) => row.Amount),
            decimals,
          ),
        ).toBe(totalMinor);
        // The confirmation mail states the same amount, to the last unit.
        const [mail] = await t.app.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.kind, 'order-confirmation'))
          .orderBy(desc(mailOutbox.id))
          .limit(1);
        expect(mail?.textBody).toContain(
          `Total: ${fromMinor(totalMinor, decimals).toFixed(decimals)} ${currency}\n`,
        );
      }),
      { numRuns: 40 },
    );
  });
});
