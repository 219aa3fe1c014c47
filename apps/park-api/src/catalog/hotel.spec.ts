import { and, eq } from 'drizzle-orm';
import type { ShoppingCartResponse } from '@parks/contracts';
import { dailyCapacity } from '../db/schema';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

// The test "today" is Monday 2030-01-07 in the park; rates are seeded from it.
interface RatesAnswer {
  IdProduct: number;
  Month: string;
  Currency: string;
  PromoCode: string | null;
  PercentOff: number;
  Nights: { Date: string; Available: boolean; BaseRate: number | null; Rate: number | null }[];
}

describe('the hotel calendar and hotel stays (SPEC §2, §5, §8 "Hotel calendar")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  const rates = (query: string) =>
    t.app.inject({ method: 'GET', url: `/xapi/hotels/400/rates?${query}`, headers: t.headers });
  const stay = (body: Record<string, unknown>, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: `/xapi/shopping-cart/hotel-stays?Language=${language}`,
      headers: t.headers,
      payload: body,
    });
  const night = (answer: RatesAnswer, date: string) => answer.Nights.find((n) => n.Date === date);

  it('answers a month of nightly rates per room: weeknights, dearer Fridays and Saturdays', async () => {
    const res = await rates('Month=2030-02');
    expect(res.statusCode).toBe(200);
    const body = res.json<RatesAnswer>();
    expect(body).toMatchObject({
      IdProduct: 400,
      Month: '2030-02',
      Currency: 'USD',
      PromoCode: null,
      PercentOff: 0,
    });
    expect(body.Nights).toHaveLength(28);
    expect(night(body, '2030-02-04')).toEqual({
      Date: '2030-02-04',
      Available: true,
      BaseRate: 189,
      Rate: 189,
    });
    expect(night(body, '2030-02-08')?.Rate).toBe(227);
    // Hotels open on Sundays, unlike the park.
    expect(night(body, '2030-02-10')?.Available).toBe(true);
  });

  it('has no past nights for sale, and prices in the asked currency', async () => {
    const body = (await rates('Month=2030-01&Currency=MXN')).json<RatesAnswer>();
    expect(body.Currency).toBe('MXN');
    expect(night(body, '2030-01-06')?.Available).toBe(false);
    expect(night(body, '2030-01-07')?.Available).toBe(true);
    expect(night(body, '2030-01-08')?.Rate).toBeGreaterThan(189 * 10);
  });

  it('applies a valid promotional code of the hotel, whatever its case', async () => {
    const body = (await rates('Month=2030-02&PromoCode=lodge-senses-15')).json<RatesAnswer>();
    expect(body).toMatchObject({ PromoCode: 'LODGE-SENSES-15', PercentOff: 15 });
    expect(night(body, '2030-02-04')).toMatchObject({ BaseRate: 189, Rate: 160.65 });
  });

  it.each`
    code           | why
    ${'NOPE-2030'} | ${'unknown'}
    ${'XS-FAMILY'} | ${"another product's promotion"}
    ${'a'}         | ${'not a code at all'}
  `('refuses a $why code with the SPEC §8 message in the visitor’s language', async ({ code }) => {
    const es = await rates(`Month=2030-02&Language=ES&PromoCode=${encodeURIComponent(code)}`);
    expect(es.statusCode).toBe(422);
    expect(es.json()).toEqual({ code: 'PROMO_CODE_INVALID', message: 'Código promocional no válido' });
    const en = await rates(`Month=2030-02&Language=EN&PromoCode=${encodeURIComponent(code)}`);
    expect(en.json()).toEqual({ code: 'PROMO_CODE_INVALID', message: 'Invalid promotional code' });
  });

  it('refuses a product that is not a hotel and a malformed month', async () => {
    const admission = await t.app.inject({
      method: 'GET',
      url: '/xapi/hotels/100/rates?Month=2030-02',
      headers: t.headers,
    });
    expect(admission.statusCode).toBe(404);
    expect((await rates('Month=2030-13')).statusCode).toBe(400);
  });

  it('books a stay of 3 nights with the code, priced per room and night, and gives the rooms back on removal', async () => {
    const SessionId = 'hotel-stay-session-1';
    const res = await stay({
      SessionId,
      IdProduct: 400,
      CheckIn: '2030-02-04',
      CheckOut: '2030-02-07',
      Guests: { Adults: 2, Children: 1 },
      PromoCode: 'LODGE-SENSES-15',
    });
    expect(res.statusCode).toBe(201);
    const cart = res.json<ShoppingCartResponse>().Cart;
    expect(cart.WithErrors).toBe(false);
    expect(cart.Lines[0]).toMatchObject({
      IdProduct: 400,
      VisitDate: '2030-02-04',
      CheckOutDate: '2030-02-07',
      PromoCode: 'LODGE-SENSES-15',
      Passengers: { Adults: 2, Children: 1, Infants: 0 },
      // 3 × 189 − 15 %
      Amount: 481.95,
      DiscountPercent: 15,
    });
    const sold = async () =>
      (
        await t.app.database.db
          // A cart's rooms are held (issue 17 §1) until its hold ends or it is paid.
          .select({ sold: dailyCapacity.held })
          .from(dailyCapacity)
          .where(and(eq(dailyCapacity.productId, 400), eq(dailyCapacity.visitDate, '2030-02-05')))
      )[0]?.sold;
    expect(await sold()).toBe(1);
    const again = await stay({
      SessionId,
      IdProduct: 400,
      CheckIn: '2030-03-04',
      CheckOut: '2030-03-05',
      Guests: { Adults: 1, Children: 0 },
    });
    expect(again.statusCode).toBe(409);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/xapi/shopping-cart/items/${cart.Lines[0]?.IdLine}`,
      headers: t.headers,
      payload: { SessionId },
    });
    expect(removed.statusCode).toBe(200);
    expect(await sold()).toBe(0);
  });

  it.each`
    why                            | guests                        | checkIn         | checkOut
    ${'no adult (16+)'}            | ${{ Adults: 0, Children: 2 }} | ${'2030-02-04'} | ${'2030-02-05'}
    ${'five guests in one room'}   | ${{ Adults: 3, Children: 2 }} | ${'2030-02-04'} | ${'2030-02-05'}
    ${'check-out before check-in'} | ${{ Adults: 2, Children: 0 }} | ${'2030-02-05'} | ${'2030-02-04'}
    ${'more than 14 nights'}       | ${{ Adults: 2, Children: 0 }} | ${'2030-02-01'} | ${'2030-02-20'}
  `('refuses a stay with $why (400)', async ({ guests, checkIn, checkOut }) => {
    const res = await stay({
      SessionId: 'hotel-stay-session-2',
      IdProduct: 400,
      CheckIn: checkIn,
      CheckOut: checkOut,
      Guests: guests,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a past check-in and an invalid code, in the visitor’s language', async () => {
    const past = await stay({
      SessionId: 'hotel-stay-session-3',
      IdProduct: 400,
      CheckIn: '2030-01-05',
      CheckOut: '2030-01-08',
      Guests: { Adults: 2, Children: 0 },
    });
    expect(past.json()).toMatchObject({ code: 'NO_AVAILABILITY' });
    const promo = await stay(
      {
        SessionId: 'hotel-stay-session-3',
        IdProduct: 400,
        CheckIn: '2030-02-04',
        CheckOut: '2030-02-05',
        Guests: { Adults: 2, Children: 0 },
        PromoCode: 'NOPE-2030',
      },
      'ES',
    );
    expect(promo.statusCode).toBe(422);
    expect(promo.json()).toEqual({ code: 'PROMO_CODE_INVALID', message: 'Código promocional no válido' });
  });
});
