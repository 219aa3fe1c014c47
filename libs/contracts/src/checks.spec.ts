import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { isApiError, isOrderResponse, isShoppingCartResponse } from './checks';
import type { ShoppingCart } from './cart.types';

const cart: ShoppingCart = {
  IdCart: '7b0c2f8e-3d4a-4c55-9d1e-2f6a8b9c0d1e',
  SessionId: 'session-123',
  Currency: 'MXN',
  ProductCount: 1,
  WithErrors: false,
  Lines: [
    {
      IdLine: 'line-1',
      IdProduct: 1,
      ProductCode: 'XS',
      ProductName: 'Xcaret',
      VisitDate: '2030-01-08',
      Schedule: null,
      Passengers: { Adults: 2, Children: 0, Infants: 0 },
      Amount: 1890,
      ErrorCode: null,
      HoldStatus: 'HELD',
    },
  ],
  Total: 1890,
  Hold: null,
};

describe('the clients’ answer checkers (compiled from the contracts’ TypeBox schemas)', () => {
  it('need no TypeBox at run time (a page that checks a cart loads no schema builder)', () => {
    const dir = join(__dirname, 'checks');
    for (const file of readdirSync(dir))
      expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/^import (?!type )/m);
  });

  it('accept a cart as park-api answers it, optional fields absent or null', () => {
    expect(isShoppingCartResponse({ Cart: cart })).toBe(true);
    expect(isShoppingCartResponse({ Cart: { ...cart, Lines: [] } })).toBe(true);
  });

  it.each([
    ['no cart', { Cart: null }],
    ['a currency of none of the 17', { Cart: { ...cart, Currency: 'XXX' } }],
    ['a line’s amount as text', { Cart: { ...cart, Lines: [{ ...cart.Lines[0], Amount: '1890' }] } }],
    [
      'a line’s hold of another status',
      { Cart: { ...cart, Lines: [{ ...cart.Lines[0], HoldStatus: 'KEPT' }] } },
    ],
    [
      'a hold without its expiry',
      { Cart: { ...cart, Hold: { Now: 'x', PeriodSeconds: 1, ExtensionsLeft: 2 } } },
    ],
  ])('refuse a cart with %s', (_, answer) => {
    expect(isShoppingCartResponse(answer)).toBe(false);
  });

  it('read park-api’s error body and an order', () => {
    expect(isApiError({ code: 'CART_NOT_FOUND', message: 'There is no cart' })).toBe(true);
    expect(isApiError({ code: 404 })).toBe(false);
    expect(isOrderResponse({ Order: { IdOrder: 'o-1', Lines: [], Payment: {} } })).toBe(false);
  });
});
