import { describe, expect, it } from '@jest/globals';
import { createCartApiCall } from '@parks/cart';
import { fakeAxios, requestBody, requestHeader } from '../../../../tools/jest/fake-axios';
import type { Order, PaymentRequest } from '../core/order.types';
import { createPaymentsApi } from './payments.api';

const options = { siteCode: 'XS', prefixProject: 'PARKS', getToken: () => 'token-abc' };
const order: Order = {
  IdOrder: '2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b',
  Status: 'paid',
  Currency: 'USD',
  Total: 100,
  TotalUSD: 100,
  CouponCode: null,
  Lines: [],
  Visitors: [],
  Payment: {
    Method: 'card',
    CardNetwork: 'VI',
    CardLast4: '4242',
    Months: null,
    Reference: null,
    ExpiresAt: null,
  },
};
const body: PaymentRequest = {
  SessionId: 'session-123',
  Method: 'card',
  Card: { Number: '4242424242424242', Cvv: '123', ExpiryMonth: 12, ExpiryYear: 2031, Holder: 'Ana' },
  Visitors: [{ FirstName: 'Ana', LastName: 'Pérez', Email: 'ana@example.com' }],
};

describe('createPaymentsApi', () => {
  it('pays with the Idempotency-Key beside the cart API headers', async () => {
    const server = fakeAxios(() => ({ status: 201, data: { Order: order } }));
    const api = createPaymentsApi(createCartApiCall(server.client, options));
    const result = await api.pay(body, 'key-1');
    expect(result).toEqual({ ok: true, status: 201, data: order });
    const [request] = server.requests;
    expect(request?.url).toBe('/xapi/payments');
    expect(requestHeader(request, 'Idempotency-Key')).toBe('key-1');
    expect(requestHeader(request, 'Authorization')).toBe('Bearer token-abc');
    expect(requestHeader(request, 'SiteCode')).toBe('XS');
    expect(requestBody(request)).toEqual(body);
  });

  it("asks for the order in the visitor's language (its product names, e-tickets and mail)", async () => {
    const server = fakeAxios(() => ({ status: 201, data: { Order: order } }));
    const api = createPaymentsApi(createCartApiCall(server.client, options));
    await api.pay(body, 'key-es', 'ES');
    await api.pay(body, 'key-pt', 'PT');
    expect(server.requests.map((request) => request.params)).toEqual([
      { Language: 'ES' },
      { Language: 'PT' },
    ]);
  });

  it('sends one request for a double submission of one attempt', async () => {
    const server = fakeAxios(() => ({ status: 201, data: { Order: order } }));
    const api = createPaymentsApi(createCartApiCall(server.client, options));
    const [first, second] = await Promise.all([api.pay(body, 'key-2'), api.pay(body, 'key-2')]);
    expect(server.requests).toHaveLength(1);
    expect(second).toBe(first);
    // Once answered, a retry with the key goes to the server again (which replays its stored answer).
    await api.pay(body, 'key-2');
    expect(server.requests).toHaveLength(2);
  });

  it('gives a decline as a typed error with park-api code', async () => {
    const server = fakeAxios(() => ({
      status: 402,
      data: { code: 'CARD_DECLINED', message: 'The card was declined' },
    }));
    const api = createPaymentsApi(createCartApiCall(server.client, options));
    expect(await api.pay(body, 'key-3')).toEqual({
      ok: false,
      error: { kind: 'http', status: 402, code: 'CARD_DECLINED', message: 'The card was declined' },
    });
  });

  it('reads payment methods, banks, currencies and the order, and refuses other shapes', async () => {
    const server = fakeAxios((request) => {
      if (request.url === '/xapi/payment-methods')
        return { status: 200, data: [{ id: 1, api_code: 'VI', name: 'Visa' }] };
      if (request.url === '/xapi/banks')
        return {
          status: 200,
          data: [{ id: 1, name: 'B', src: '/global/banks/b.svg', description: '3 meses', months: [3] }],
        };
      if (request.url === '/xapi/currencies') return { status: 200, data: { not: 'a list' } };
      return { status: 200, data: { Order: order } };
    });
    const api = createPaymentsApi(createCartApiCall(server.client, options));
    expect(await api.getPaymentMethods('MXN')).toMatchObject({ ok: true, data: [{ api_code: 'VI' }] });
    expect(server.requests[0]?.params).toEqual({ Currency: 'MXN' });
    expect(await api.getBanks('MXN')).toMatchObject({ ok: true, data: [{ months: [3] }] });
    expect(await api.getCurrencies()).toMatchObject({ ok: false, error: { code: 'INVALID_RESPONSE' } });
    expect(await api.getOrder(order.IdOrder, 'session-123')).toMatchObject({ ok: true, data: order });
    expect(server.requests[3]?.url).toBe(`/xapi/orders/${order.IdOrder}`);
    expect(server.requests[3]?.params).toEqual({ SessionId: 'session-123' });
  });
});
