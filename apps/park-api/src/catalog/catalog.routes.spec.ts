import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

interface PickupLocation {
  Id: string;
  Name: string;
}
interface AddOnOffer {
  IdProduct: number;
  Kind: string;
  Name: string;
  UnitPrice: number | null;
  CoversPeople: number;
  RequiresFrom: boolean;
  Refundable: boolean;
}

describe('the booking reads of the catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = t.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists the pick-up locations named in Spanish, sorted by name', async () => {
    const res = await get('/xapi/pickup-locations?Language=ES');
    expect(res.statusCode).toBe(200);
    const locations = res.json<PickupLocation[]>();
    expect(locations).toEqual([
      { Id: 'cancun-downtown', Name: 'Cancún centro' },
      { Id: 'cancun-hotel-zone', Name: 'Cancún zona hotelera' },
      { Id: 'playa-del-carmen', Name: 'Playa del Carmen' },
      { Id: 'tulum', Name: 'Tulum' },
    ]);
  });

  it('names them in English by default', async () => {
    const res = await get('/xapi/pickup-locations');
    expect(res.json<PickupLocation[]>().map((l) => l.Name)).toEqual([
      'Cancun hotel zone',
      'Downtown Cancun',
      'Playa del Carmen',
      'Tulum',
    ]);
  });

  it('every listed id is a `From` the cart accepts for transportation', async () => {
    const [first] = (await get('/xapi/pickup-locations')).json<PickupLocation[]>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items?Language=EN',
      headers: t.headers,
      payload: {
        SessionId: 'pickup-session-1',
        IdProduct: 100,
        VisitDate: '2030-01-08',
        Passengers: { Adults: 1, Children: 0, Infants: 0 },
        AddOns: [{ IdProduct: 200, From: first?.Id }],
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a call without the cart token, like every /xapi read', async () => {
    const res = await get('/xapi/pickup-locations', { prefixproject: 'PARKS', sitecode: 'XS' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unknown language', async () => {
    const res = await get('/xapi/pickup-locations?Language=FR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('prices the add-ons in US dollars by default', async () => {
    const res = await get('/xapi/add-ons?Language=EN');
    expect(res.statusCode).toBe(200);
    expect(res.json<AddOnOffer[]>()).toEqual([
      {
        IdProduct: 200,
        Kind: 'transport',
        Name: 'Round-trip transportation',
        UnitPrice: 25,
        CoversPeople: 1,
        RequiresFrom: true,
        Refundable: true,
      },
      {
        IdProduct: 201,
        Kind: 'food',
        Name: 'Food and drinks',
        UnitPrice: 32,
        CoversPeople: 1,
        RequiresFrom: false,
        Refundable: true,
      },
      {
        IdProduct: 202,
        Kind: 'photo',
        Name: 'Photo pass',
        UnitPrice: 49.99,
        CoversPeople: 10,
        RequiresFrom: false,
        Refundable: true,
      },
      // Issue 20 §3: per visitor, and not refundable (SPEC §9).
      {
        IdProduct: 203,
        Kind: 'weather',
        Name: 'Weather guarantee',
        UnitPrice: 9,
        CoversPeople: 1,
        RequiresFrom: false,
        Refundable: false,
      },
    ]);
  });

  it('prices them in the asked currency as the cart converts them, with Spanish names', async () => {
    const usd = (await get('/xapi/add-ons?Currency=USD')).json<AddOnOffer[]>();
    const mxn = (await get('/xapi/add-ons?Language=ES&Currency=MXN')).json<AddOnOffer[]>();
    expect(mxn.map((a) => a.Name)).toEqual([
      'Transportación redonda',
      'Alimentos y bebidas',
      'Foto pase',
      'Garantía de clima',
    ]);
    for (const [index, addOn] of mxn.entries()) {
      expect(addOn.UnitPrice).toBeGreaterThan(usd[index]?.UnitPrice ?? Infinity);
    }
  });

  it('refuses an unsupported currency', async () => {
    const res = await get('/xapi/add-ons?Currency=XXX');
    expect(res.statusCode).toBe(400);
  });
});

describe('a sum the spec fixes in US dollars, in the visitor currency (issue 18 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });

  it.each([
    ['MXN', 185],
    ['EUR', 9.2],
    ['JPY', 1550],
    ['USD', 10],
  ])('converts the 10 USD snorkel deposit to %s at the catalog rate', async (currency, amount) => {
    const res = await get(`/xapi/conversions?AmountUSD=10&Currency=${currency}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ AmountUSD: 10, Currency: currency, Amount: amount });
  });

  it('refuses an unknown currency and a missing amount', async () => {
    expect((await get('/xapi/conversions?AmountUSD=10&Currency=XXX')).statusCode).toBe(400);
    expect((await get('/xapi/conversions?Currency=MXN')).statusCode).toBe(400);
  });
});
