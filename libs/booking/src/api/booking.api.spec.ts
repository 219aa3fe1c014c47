import { fakeAxios } from '../../../../tools/jest/fake-axios';
import { createBookingApi } from './booking.api';

const options = { siteCode: 'XS', prefixProject: 'PARKS', getToken: () => 'token-1' };

describe('booking API', () => {
  it('reads the pick-up locations with the cart headers', async () => {
    const { client, requests } = fakeAxios(() => ({ status: 200, data: [{ Id: 'tulum', Name: 'Tulum' }] }));
    const result = await createBookingApi(client, options).getPickupLocations('ES');
    expect(result).toEqual({ ok: true, status: 200, data: [{ Id: 'tulum', Name: 'Tulum' }] });
    expect(requests[0]?.url).toBe('/xapi/pickup-locations');
    expect(requests[0]?.params).toEqual({ Language: 'ES' });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requests[0]?.headers.get('SiteCode')).toBe('XS');
    expect(requests[0]?.headers.get('PrefixProject')).toBe('PARKS');
  });

  it('reads the add-ons in a currency', async () => {
    const offer = {
      IdProduct: 200,
      Kind: 'transport',
      Name: 'T',
      UnitPrice: 25,
      CoversPeople: 1,
      RequiresFrom: true,
    };
    const { client, requests } = fakeAxios(() => ({ status: 200, data: [offer] }));
    const result = await createBookingApi(client, options).getAddOns({ Language: 'EN', Currency: 'MXN' });
    expect(result).toEqual({ ok: true, status: 200, data: [offer] });
    expect(requests[0]?.params).toEqual({ Language: 'EN', Currency: 'MXN' });
  });

  it('answers typed errors, never throws', async () => {
    const http = fakeAxios(() => ({ status: 422, data: { code: 'CURRENCY_UNSUPPORTED', message: 'x' } }));
    expect(
      await createBookingApi(http.client, options).getAddOns({ Language: 'EN', Currency: 'USD' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 422, code: 'CURRENCY_UNSUPPORTED' },
    });
    const offline = fakeAxios(() => ({ fail: 'network' }));
    expect(await createBookingApi(offline.client, options).getPickupLocations('EN')).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    const odd = fakeAxios(() => ({ status: 200, data: { nope: true } }));
    expect(await createBookingApi(odd.client, options).getPickupLocations('EN')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
    const noToken = createBookingApi(odd.client, {
      ...options,
      getToken: () => Promise.reject(new Error('down')),
    });
    expect(await noToken.getPickupLocations('EN')).toMatchObject({ ok: false, error: { kind: 'token' } });
  });

  it('prices a package with a POST of the pieces and the visitors', async () => {
    const quote = { Currency: 'USD', Lines: [], Subtotal: 0, Discount: 0, Total: 0 };
    const { client, requests } = fakeAxios(() => ({ status: 200, data: quote }));
    const body = {
      Currency: 'USD' as const,
      Passengers: { Adults: 2, Children: 0, Infants: 0 },
      Items: [{ IdProduct: 120, VisitDate: '2030-01-10' }],
    };
    const result = await createBookingApi(client, options).quotePackage(body, 'ES');
    expect(result).toEqual({ ok: true, status: 200, data: quote });
    expect(requests[0]).toMatchObject({
      method: 'post',
      url: '/xapi/package-quote',
      params: { Language: 'ES' },
    });
    expect(JSON.parse(String(requests[0]?.data))).toEqual(body);
  });

  it('reads a hotel month with the promotional code, and adds a stay answering the cart', async () => {
    const rates = {
      IdProduct: 400,
      Month: '2030-02',
      Currency: 'USD',
      PromoCode: null,
      PercentOff: 0,
      Nights: [],
    };
    const cart = {
      IdCart: 'c',
      SessionId: 's-1',
      Currency: 'USD',
      ProductCount: 1,
      WithErrors: false,
      Lines: [],
      Total: 1,
    };
    const { client, requests } = fakeAxios((request) =>
      request.method === 'get' ? { status: 200, data: rates } : { status: 201, data: { Cart: cart } },
    );
    const api = createBookingApi(client, options);
    const query = { Month: '2030-02', Currency: 'USD' as const, Language: 'ES' as const, PromoCode: 'X-1' };
    expect(await api.getHotelRates(400, query)).toEqual({ ok: true, status: 200, data: rates });
    expect(requests[0]).toMatchObject({ url: '/xapi/hotels/400/rates', params: query });
    const body = {
      SessionId: 's-1',
      IdProduct: 400,
      CheckIn: '2030-02-04',
      CheckOut: '2030-02-06',
      Guests: { Adults: 2, Children: 0 },
    };
    expect(await api.addHotelStay(body, 'EN')).toEqual({ ok: true, status: 201, data: cart });
    expect(requests[1]).toMatchObject({ method: 'post', url: '/xapi/shopping-cart/hotel-stays' });
  });
});
