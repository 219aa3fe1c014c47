import type { ShoppingCartResponse } from '@parks/contracts';
import { CURRENCY_ROWS } from '../db/seed-data/currencies.data';
import { minorToMajor, usdCentsToMinor } from '../pricing';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';
import { CURRENCY_CODES } from '../http/wire-schemas';

// One day after the test "today" (Monday 2030-01-07): no advance discount, the admission's 89.00 USD.
const TUESDAY = '2030-01-08';
const ADMISSION_USD_CENTS = 8900;
/** The facts @parks/currency formats with (libs/currency/src/core/currencies.ts): both sides must agree. */
const NO_MINOR_UNIT = ['CLP', 'KRW', 'JPY'];
const COMMA_DECIMALS = ['EUR', 'COP', 'CLP', 'UYU', 'RUB', 'CRC', 'ARS'];

interface WireCurrency {
  id: number;
  iso_code: string;
  decimals: number;
  decimal_separator: string;
  thousand_separator: string;
  position: string;
}

describe('booking in every currency of the catalog (SPEC §1 "17 currencies", §3 "Currency")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  it('offers the 17 currencies with the SPEC ids, the minor units and separators the site formats with', async () => {
    const currencies = (
      await t.app.inject({ method: 'GET', url: '/xapi/currencies', headers: t.headers })
    ).json<WireCurrency[]>();
    expect(currencies.map((c) => c.iso_code)).toEqual(CURRENCY_CODES);
    expect(currencies.map((c) => c.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const c of currencies) {
      expect([c.iso_code, c.decimals]).toEqual([c.iso_code, NO_MINOR_UNIT.includes(c.iso_code) ? 0 : 2]);
      expect([c.iso_code, c.decimal_separator]).toEqual([
        c.iso_code,
        COMMA_DECIMALS.includes(c.iso_code) ? ',' : '.',
      ]);
      expect([c.iso_code, c.position]).toEqual([c.iso_code, ['USD', 'MXN'].includes(c.iso_code) ? 'I' : 'D']);
    }
  });

  it.each(CURRENCY_ROWS.map((row) => [row.code, row] as const))(
    'prices an admission line in %s: the calendar, the cart line and the total agree',
    async (code, row) => {
      const expected = minorToMajor(usdCentsToMinor(ADMISSION_USD_CENTS, row), row.decimals);
      const availability = (
        await t.app.inject({
          method: 'GET',
          url: `/xapi/products/100/availability?Month=2030-01&Currency=${code}`,
          headers: t.headers,
        })
      ).json<{ Currency: string; Days: { Date: string; AdultPrice: number | null }[] }>();
      expect(availability.Currency).toBe(code);
      expect(availability.Days.find((day) => day.Date === TUESDAY)?.AdultPrice).toBe(expected);

      const SessionId = `currency-session-${code}`;
      const added = await t.app.inject({
        method: 'POST',
        url: '/xapi/shopping-cart/items?Language=EN',
        headers: t.headers,
        payload: {
          SessionId,
          IdProduct: 100,
          VisitDate: TUESDAY,
          Passengers: { Adults: 1, Children: 0, Infants: 0 },
        },
      });
      expect(added.statusCode).toBe(201);
      const cart = (
        await t.app.inject({
          method: 'PUT',
          url: '/xapi/shopping-cart/currency?Language=EN',
          headers: t.headers,
          payload: { SessionId, Currency: code },
        })
      ).json<ShoppingCartResponse>().Cart;
      expect(cart).toMatchObject({
        Currency: code,
        Decimals: row.decimals,
        Total: expected,
        WithErrors: false,
      });
      expect(cart.Lines[0]?.Amount).toBe(expected);
      // Never more fraction digits than the currency has.
      expect(Number(expected.toFixed(row.decimals))).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    },
  );
});
