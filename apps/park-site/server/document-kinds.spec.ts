import { describe, expect, it } from '@jest/globals';
import { ampDocuments, checkoutDocuments } from './document-kinds';
import { contentSecurityPolicy } from './content-security-policy';

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

describe('ampDocuments', () => {
  it('covers the Spanish AMP pages only', () => {
    for (const path of ['/es/amp/', '/es/amp/galeria/', '/es/amp/acerca-de-sensoria/'])
      expect(ampDocuments.matches(path)).toBe(true);
    for (const path of ['/es/', '/es/galeria/', '/en/amp/x/']) expect(ampDocuments.matches(path)).toBe(false);
  });

  it('lets the AMP runtime run and its inline styles apply, and nothing else', () => {
    const policy = contentSecurityPolicy({ nonce: 'bm9uY2Utb2YtdGhlLXRlc3Q=', ...ampDocuments.policy });
    expect(policy).toMatch(/script-src [^;]*https:\/\/cdn\.ampproject\.org/);
    expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(policy).toMatch(/style-src [^;]*'unsafe-inline'/);
  });
});
