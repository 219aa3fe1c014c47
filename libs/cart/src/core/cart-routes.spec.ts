import { describe, expect, it } from '@jest/globals';
import { admissionPath, cartPath } from './cart-routes';

describe('cart routes', () => {
  it('links to the cart of the language', () => {
    expect(cartPath('es', 'sensoria')).toBe('/es/carrito/');
    expect(cartPath('en', 'sensoria')).toBe('/en/carrito/');
  });

  it("links 'Buy' to the park's admission page", () => {
    expect(admissionPath('es', 'sensoria')).toBe('/es/entrada-parque-sensoria/');
    expect(admissionPath('en', 'aventura')).toBe('/en/aventura-admission/');
  });

  it('falls back to English where a language has no such page', () => {
    expect(cartPath('pt', 'sensoria')).toBe('/en/carrito/');
    expect(admissionPath('pt', 'sensoria')).toBe('/en/sensoria-admission/');
  });
});
