import { describe, expect, it } from '@jest/globals';
import type { CartLine, ShoppingCart } from '@parks/contracts';
import { cartCounts, isCartEmpty } from './cart-counts';

const line = (adults: number, children: number, infants = 0): CartLine => ({
  IdLine: `line-${adults}-${children}-${infants}`,
  IdProduct: 1,
  ProductCode: 'XS-ADM',
  ProductName: 'Admission',
  VisitDate: '2026-12-05',
  Schedule: '09:00',
  Passengers: { Adults: adults, Children: children, Infants: infants },
  Amount: 100,
});
const cart = (lines: CartLine[], productCount = lines.length): ShoppingCart => ({
  IdCart: 'cart-1',
  SessionId: 'session-1',
  Currency: 'USD',
  ProductCount: productCount,
  WithErrors: false,
  Lines: lines,
  Total: 100 * lines.length,
});

describe('cartCounts', () => {
  it('counts nothing without a cart', () => {
    expect(cartCounts(null)).toEqual({ productCount: 0, adults: 0, children: 0 });
    expect(cartCounts(undefined)).toEqual({ productCount: 0, adults: 0, children: 0 });
  });

  it('counts one adult on one product', () => {
    expect(cartCounts(cart([line(1, 0)]))).toEqual({ productCount: 1, adults: 1, children: 0 });
  });

  it('adds adults and children over every line', () => {
    expect(cartCounts(cart([line(2, 1), line(2, 2), line(1, 0)]))).toEqual({
      productCount: 3,
      adults: 5,
      children: 3,
    });
  });

  it('leaves out children under 5, who enter free (SPEC §9)', () => {
    expect(cartCounts(cart([line(2, 1, 2)]))).toEqual({ productCount: 1, adults: 2, children: 1 });
  });

  it("takes the product count from the cart's ProductCount (add-ons may count as products)", () => {
    expect(cartCounts(cart([line(2, 0)], 3)).productCount).toBe(3);
  });

  it('tolerates a cart without lines', () => {
    const bare = { ...cart([], 0), Lines: undefined } as unknown as ShoppingCart;
    expect(cartCounts(bare)).toEqual({ productCount: 0, adults: 0, children: 0 });
  });
});

describe('isCartEmpty', () => {
  it('is empty without a cart or with no products', () => {
    expect(isCartEmpty(null)).toBe(true);
    expect(isCartEmpty(cart([], 0))).toBe(true);
    expect(isCartEmpty(cart([line(1, 0)]))).toBe(false);
  });
});
