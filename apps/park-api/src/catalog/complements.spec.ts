import type { ComplementProduct, ShoppingCartResponse } from '@parks/contracts';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

const TUESDAY = '2030-01-08'; // 1 day after the test "today" (Monday 2030-01-07): no presale discount
const IN_28_DAYS = '2030-02-04'; // 15 % presale discount on a sister park's admission and tour
const ONE_ADULT = { Adults: 1, Children: 0, Infants: 0 };

describe('the cart add-ons: sister-park admissions with tour upgrades (issue 18 §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  const complements = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/xapi/complements?${query}`, headers: t.headers });
    expect(res.statusCode).toBe(200);
    return res.json<ComplementProduct[]>();
  };

  it('offers Selva, Arrecife and Cenotes, each with its tour, title, subtitle, HTML description and image', async () => {
    const list = await complements('Language=ES&Currency=USD');
    expect(list.map((c) => [c.id, c.idUpgrade, c.businessUnit, c.name, c.nameUpgrade])).toEqual([
      [295, 377, 'selva', 'Admisión Parque Selva', 'Tour Parque Selva'],
      [305, 342, 'cenotes', 'Admisión Parque Cenotes', 'Tour Parque Cenotes'],
      [306, 378, 'arrecife', 'Admisión Parque Arrecife', 'Tour Parque Arrecife'],
    ]);
    const selva = list[0];
    expect(selva?.infoDetails).toEqual({
      titleDescription: 'Admisión Parque Selva',
      subtitleDescription: 'Expedición a pie y en balsa por la selva tropical',
      textDescription: expect.stringMatching(/^<p>.*<strong>Tour Parque Selva<\/strong>.*<\/p>$/),
    });
    expect(selva?.img).toEqual({
      src: '/content-images/sister-selva.svg',
      srcSet:
        '/content-images/sister-selva-480.webp 480w, /content-images/sister-selva-800.webp 800w, /content-images/sister-selva-1200.webp 1200w',
    });
    const english = await complements('Language=EN');
    expect(english.map((c) => c.infoDetails.subtitleDescription)).toEqual([
      'An expedition on foot and by raft through the tropical forest',
      'Three cenotes: open, semi-open and cavern',
      'Snorkelling in a crystal-clear cove',
    ]);
    expect(english.map((c) => c.nameUpgrade)).toEqual([
      'Selva Park Tour',
      'Cenotes Park Tour',
      'Arrecife Park Tour',
    ]);
  });

  it.each([
    // Selva's admission US$89.99 and tour US$129.99, at the catalog rates, rounded to the currency's units.
    ['USD', 89.99, 129.99],
    ['MXN', 1664.82, 2404.82],
    ['EUR', 82.79, 119.59],
    ['JPY', 13948, 20148],
  ])(
    'prices the admission and its tour per adult in %s, never null',
    async (currency, price, priceUpgrade) => {
      const [selva, ...others] = await complements(`Language=EN&Currency=${currency}&VisitDate=${TUESDAY}`);
      expect(selva).toMatchObject({ id: 295, currency, price, priceUpgrade });
      for (const other of others) {
        expect(typeof other.price).toBe('number');
        expect(typeof other.priceUpgrade).toBe('number');
      }
    },
  );

  it('speaks Portuguese on a Portuguese cart page: names, subtitles and descriptions (issue 18 §4)', async () => {
    const portuguese = await complements('Language=PT&Currency=USD');
    expect(portuguese.map((c) => [c.name, c.infoDetails.subtitleDescription])).toEqual([
      ['Ingresso Parque Selva', 'Expedição a pé e de bote pela floresta tropical'],
      ['Ingresso Parque Cenotes', 'Três cenotes: aberto, semiaberto e de caverna'],
      ['Ingresso Parque Arrecife', 'Snorkel em uma enseada de água cristalina'],
    ]);
    expect(portuguese[0]?.infoDetails.textDescription).toContain('<strong>Tour Parque Selva</strong>');
  });

  it('prices the cart line the same as the card: the visit date carries its presale discount', async () => {
    const [selva] = await complements(`Currency=MXN&VisitDate=${IN_28_DAYS}`);
    // 15 % off US$89.99 is US$76.49 per unit, then converted: MXN$1,415.07.
    expect(selva?.price).toBe(1415.07);
    const SessionId = 'complement-price-1';
    const res = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items?Language=EN',
      headers: t.headers,
      payload: {
        SessionId,
        IdProduct: 295,
        VisitDate: IN_28_DAYS,
        Schedule: '11:00',
        Passengers: ONE_ADULT,
        Currency: 'MXN',
      },
    });
    expect(res.statusCode).toBe(201);
    const cart = res.json<ShoppingCartResponse>().Cart;
    expect(cart.Currency).toBe('MXN');
    expect(cart.Total).toBe(1415.07);
  });

  it('refuses an unknown currency or a malformed visit date', async () => {
    for (const query of ['Currency=XXX', 'VisitDate=tomorrow']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/xapi/complements?${query}`,
        headers: t.headers,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('upgrading replaces the admission line by the tour line, and gives the admission seats back', async () => {
    const SessionId = 'complement-upgrade-1';
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/xapi/shopping-cart/items?Language=EN',
        headers: t.headers,
        payload: {
          SessionId,
          VisitDate: TUESDAY,
          Passengers: { Adults: 2, Children: 1, Infants: 0 },
          ...payload,
        },
      });
    /** Seats taken on the visit date, from the availability a visitor sees. */
    const seats = async (productId: number, capacity: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/xapi/products/${productId}/availability?Month=2030-01`,
        headers: t.headers,
      });
      const day = res
        .json<{ Days: { Date: string; Remaining: number }[] }>()
        .Days.find((d) => d.Date === TUESDAY);
      return capacity - (day?.Remaining ?? 0);
    };

    expect((await add({ IdProduct: 100 })).statusCode).toBe(201);
    const withAdmission = await add({ IdProduct: 306, Schedule: '11:00' });
    expect(withAdmission.statusCode).toBe(201);
    expect(withAdmission.json<ShoppingCartResponse>().Cart.Lines.map((l) => l.IdProduct)).toEqual([100, 306]);
    expect(await seats(306, 500)).toBe(3);

    const upgraded = await add({ IdProduct: 378, Schedule: '08:00' });
    expect(upgraded.statusCode).toBe(201);
    const lines = upgraded.json<ShoppingCartResponse>().Cart.Lines;
    expect(lines.map((l) => l.IdProduct)).toEqual([100, 378]);
    expect(lines[1]).toMatchObject({ VisitDate: TUESDAY, Schedule: '08:00' });
    expect(await seats(306, 500)).toBe(0);
    expect(await seats(378, 40)).toBe(3);
    // The tour is one product: a second upgrade is a duplicate.
    expect((await add({ IdProduct: 378, Schedule: '10:30' })).json()).toMatchObject({
      code: 'DUPLICATE_PRODUCT',
    });
  });

  it('adds the tour directly when the admission was never in the cart', async () => {
    const SessionId = 'complement-upgrade-2';
    const res = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items?Language=EN',
      headers: t.headers,
      payload: { SessionId, IdProduct: 342, VisitDate: TUESDAY, Schedule: '13:00', Passengers: ONE_ADULT },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ShoppingCartResponse>().Cart.Lines.map((l) => l.IdProduct)).toEqual([342]);
  });
});
