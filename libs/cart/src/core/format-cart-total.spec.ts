import { describe, expect, it } from '@jest/globals';
import { formatCartTotal } from './format-cart-total';

// Intl separates the symbol with a no-break space in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatCartTotal', () => {
  it("formats in the cart's currency and the visitor's language", () => {
    expect(plain(formatCartTotal(1234.5, 'USD', 'en'))).toBe('$1,234.50');
    expect(plain(formatCartTotal(1234.5, 'MXN', 'es'))).toBe('$1,234.50');
    expect(plain(formatCartTotal(1234.5, 'USD', 'es'))).toBe('USD 1,234.50');
    expect(plain(formatCartTotal(1234.5, 'EUR', 'en'))).toBe('€1,234.50');
  });

  it('follows the cart’s minor units when it sends them', () => {
    expect(plain(formatCartTotal(15400.4, 'JPY', 'en', 0))).toBe('¥15,400');
    expect(plain(formatCartTotal(15400, 'CLP', 'es', 0))).toBe('CLP 15,400');
  });
});
