import { describe, expect, it } from '@jest/globals';
import { checkoutDocuments } from './document-kinds';

const config = { parkSlug: 'sensoria', sisterParks: [{ slug: 'aventura', name: 'Aventura' }] };

describe('checkoutDocuments', () => {
  const kind = checkoutDocuments(config, 'https://api.parks.example/installments/provider.js');

  it('covers the payment, coupon and thank-you pages in every language, with or without the slash', () => {
    for (const path of [
      '/en/carrito/payment-details/',
      '/es/carrito/detalles-pago-cupon/',
      '/pt/carrito/obrigada/',
      '/en/carrito/thank-you',
    ])
      expect(kind.matches(path)).toBe(true);
  });

  it('leaves the cart, the home page and unknown paths to the base policy', () => {
    for (const path of ['/es/carrito/', '/es/', '/en/carrito/payment-details/x/', '/installments/'])
      expect(kind.matches(path)).toBe(false);
  });

  it("allows exactly the provider script's origin", () => {
    expect(kind.policy).toEqual({ extraScriptSrc: ['https://api.parks.example'] });
    expect(checkoutDocuments(config, undefined).policy).toEqual({ extraScriptSrc: [] });
  });
});
