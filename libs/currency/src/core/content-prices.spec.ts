import { describe, expect, it } from '@jest/globals';
import { findContentPriceTokens, replaceContentPriceTokens } from './content-prices';

describe('price references in content', () => {
  it('reads a catalog price and a fixed sum, spaces inside the braces allowed', () => {
    expect(
      findContentPriceTokens('desde {{price adult admission}}; depósito de {{ fixed 10 USD }}.'),
    ).toEqual([
      { kind: 'price', band: 'adult', product: 'admission', source: '{{price adult admission}}' },
      { kind: 'fixed', amount: 10, currency: 'USD', source: '{{ fixed 10 USD }}' },
    ]);
  });

  it('replaces each reference by what the renderer writes and leaves other braces alone', () => {
    const text = 'Adults {{price adult combo-aventura}}, children {{price child combo-aventura}} {{title}}';
    expect(
      replaceContentPriceTokens(text, (token) =>
        token.kind === 'price' ? `<${token.band}:${token.product}>` : '',
      ),
    ).toBe('Adults <adult:combo-aventura>, children <child:combo-aventura> {{title}}');
  });

  it.each([
    '{{price admission}}',
    '{{price senior admission}}',
    '{{price adult Admission}}',
    '{{fixed ten USD}}',
    '{{fixed 10 XYZ}}',
    '{{fixed 10}}',
  ])('refuses the malformed %s', (source) => {
    expect(() => findContentPriceTokens(`a ${source} b`)).toThrow(/Malformed price reference/);
  });
});
