/**
 * Issue 21 §3: the crowd level of a day from park-api's seat counters (sold + held over the admission's
 * capacity), as `GET /xapi/crowd-levels` and the availability calendar answer it. Sales are written to the
 * counters as payment leaves them; holds go through the cart API. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set (tools/test-api.mjs).
 */
import type { CrowdLevels, ProductAvailability } from '@parks/contracts';
import { DEFAULT_CART_HOLDS } from '../config/app-config';
import { dailyCapacity } from '../db/schema';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';
import { BUSY_FROM, CALM_BELOW, crowdLevel } from './crowd-levels';

const ADMISSION = 100; // Parque Sensoria, 500 seats a day
const COMBO = 140; // Aventura + Sensoria: its own counter, its visitors in both parks
const AVENTURA = 120; // Aventura's admission

describe('crowd levels (issue 21 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow, {
      cartHolds: {
        ...DEFAULT_CART_HOLDS,
        maxSeatsPerDate: 100,
        clientMaxCartsPerHour: 100,
        clientMaxSeatsPerHour: 10_000,
      },
    });
    const sold = (productId: number, visitDate: string, seats: number, capacity = 500) => ({
      productId,
      visitDate,
      capacity,
      sold: seats,
      held: 0,
    });
    await t.app.database.db.insert(dailyCapacity).values([
      sold(ADMISSION, '2030-02-05', 170), // 34 %: calm until 10 seats are held (below)
      sold(ADMISSION, '2030-02-06', 300), // with the combo's 50: 70 %, busy
      sold(COMBO, '2030-02-06', 50),
      sold(ADMISSION, '2030-02-07', 349), // 69.8 %: moderate
      sold(AVENTURA, '2030-02-08', 400), // another park's crowd: Sensoria stays calm that day
      sold(ADMISSION, '2030-02-09', 200, 250), // a day with less room: 80 %
    ]);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items',
      headers: t.headers,
      payload: {
        SessionId: 'crowd-hold-1',
        IdProduct: ADMISSION,
        VisitDate: '2030-02-05',
        Passengers: { Adults: 10, Children: 0, Infants: 0 },
      },
    });
    expect(hold.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = t.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  it('keeps the thresholds in one place: calm below 35 %, busy from 70 %', () => {
    expect([CALM_BELOW, BUSY_FROM]).toEqual([0.35, 0.7]);
    expect([0, 0.349, 0.35, 0.699, 0.7, 1].map(crowdLevel)).toEqual([
      'calm',
      'calm',
      'moderate',
      'moderate',
      'busy',
      'busy',
    ]);
  });

  it('answers each open day of the window with its level and occupancy, held seats counted', async () => {
    const res = await get('/xapi/crowd-levels?From=2030-02-04&Days=7');
    expect(res.statusCode).toBe(200);
    expect(res.json<CrowdLevels>()).toEqual({
      Days: [
        // No counter row: nobody has bought that day yet.
        { Date: '2030-02-04', Level: 'calm', Occupancy: 0 },
        // 170 sold + 10 held in a cart = 180 / 500.
        { Date: '2030-02-05', Level: 'moderate', Occupancy: 0.36 },
        { Date: '2030-02-06', Level: 'busy', Occupancy: 0.7 },
        { Date: '2030-02-07', Level: 'moderate', Occupancy: 0.698 },
        { Date: '2030-02-08', Level: 'calm', Occupancy: 0 },
        { Date: '2030-02-09', Level: 'busy', Occupancy: 0.8 },
        // 2030-02-10 is a Sunday: the park is closed.
      ],
    });
  });

  it('gives the level with the prices of the availability calendar, the fullest of a combo’s parks', async () => {
    const admission = (
      await get(`/xapi/products/${ADMISSION}/availability?Month=2030-02`)
    ).json<ProductAvailability>();
    const level = (days: ProductAvailability['Days'], date: string) =>
      days.find((day) => day.Date === date)?.CrowdLevel;
    expect(
      ['04', '05', '06', '07', '08', '09', '10'].map((d) => level(admission.Days, `2030-02-${d}`)),
    ).toEqual([
      'calm',
      'moderate',
      'busy',
      'moderate',
      'calm',
      'busy',
      undefined, // Sunday
    ]);
    const combo = (
      await get(`/xapi/products/${COMBO}/availability?Month=2030-02`)
    ).json<ProductAvailability>();
    // Aventura is 80 % full on the 8th: a combo visitor meets that crowd.
    expect(level(combo.Days, '2030-02-08')).toBe('busy');
    expect(level(combo.Days, '2030-02-04')).toBe('calm');
  });

  it.each([
    ['From=2030-02-31&Days=7', 'a date that does not exist'],
    ['From=2030-13-01&Days=7', 'a month that does not exist'],
    ['From=tomorrow&Days=7', 'not a date'],
    ['From=2030-02-04&Days=0', 'no days'],
    ['From=2030-02-04&Days=63', 'more than 62 days'],
    ['From=2030-02-04&Days=1.5', 'a fraction of a day'],
    ['Days=7', 'no start'],
    ['From=2030-02-04', 'no length'],
    ['From=2030-02-04&Days=7&Park=aventura', 'an unknown parameter'],
  ])('refuses %s (%s) with 400', async (query) => {
    const res = await get(`/xapi/crowd-levels?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a call without the cart token, like every /xapi read', async () => {
    const res = await get('/xapi/crowd-levels?From=2030-02-04&Days=7', {
      prefixproject: 'PARKS',
      sitecode: 'XS',
    });
    expect(res.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/xapi/crowd-levels');
  });
});
