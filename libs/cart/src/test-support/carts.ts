import type { CartLine, ShoppingCart } from '@parks/contracts';

/** A cart line with the given visitors, for stories and specs. */
export function cartLine(adults: number, children: number, amount = 1200): CartLine {
  return {
    IdLine: `line-${adults}-${children}-${amount}`,
    IdProduct: 101,
    ProductCode: 'XS-ADM',
    ProductName: 'Admission',
    VisitDate: '2026-12-05',
    Schedule: '09:00',
    Passengers: { Adults: adults, Children: children, Infants: 0 },
    Amount: amount,
  };
}

/** A cart of these lines, priced in MXN unless told. */
export function cartOf(lines: CartLine[], overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    IdCart: '7b0c2f8e-3d4a-4c55-9d1e-2f6a8b9c0d1e',
    SessionId: 'session-123',
    Currency: 'MXN',
    ProductCount: lines.length,
    WithErrors: false,
    Lines: lines,
    Total: lines.reduce((sum, line) => sum + line.Amount, 0),
    ...overrides,
  };
}

/** The preloaded state that puts a cart in the site slice. */
export const withCart = (cart: ShoppingCart | null) => ({ site: { shopping: cart } });
