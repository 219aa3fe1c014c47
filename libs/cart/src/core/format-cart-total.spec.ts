import { describe, expect, it } from '@jest/globals';
import { formatCartTotal } from './format-cart-total';

// The currency's separator before 'D' symbols is a no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatCartTotal', () => {
  it('writes the amount as its currency does, whatever the language (SPEC §9)', () => {
    expect(plain(formatCartTotal(1234.5, 'USD'))).toBe('US$1,234.50');
    expect(plain(formatCartTotal(1234.5, 'MXN'))).toBe('MXN$1,234.50');
    expect(plain(formatCartTotal(1234.5, 'EUR'))).toBe('1.234,50 €');
  });

  it('rounds zero-decimal currencies to whole units', () => {
    expect(plain(formatCartTotal(15400.4, 'JPY'))).toBe('15,400 JP¥');
    expect(plain(formatCartTotal(15400, 'CLP'))).toBe('15.400 CLP$');
  });
});
