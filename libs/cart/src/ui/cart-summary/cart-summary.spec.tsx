import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { cartLine, cartOf, withCart } from '../../test-support/carts';
import { CartSummary } from './cart-summary';

describe('CartSummary', () => {
  it("offers 'Buy' (to the admission page) while the cart has no products", () => {
    renderWithProviders(<CartSummary />, {
      preloadedState: withCart(cartOf([], { ProductCount: 0, WithErrors: true })),
    });
    expect(screen.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/',
    );
    // Styled as a button, still a link: no type="button" on an <a> (W3C Nu checker, on every page).
    expect(screen.getByRole('link', { name: 'Comprar' })).not.toHaveAttribute('type');
  });

  it('shows only the passengers there are', () => {
    renderWithProviders(<CartSummary />, { preloadedState: withCart(cartOf([cartLine(0, 2, 900)])) });
    const link = screen.getByRole('link', { name: 'Carrito, 2 Niños, MXN$900.00, 1 producto' });
    expect(link).not.toHaveTextContent('Adulto');
  });

  it('pluralises with the count in English', () => {
    renderWithProviders(<CartSummary />, {
      language: 'en',
      preloadedState: withCart(cartOf([cartLine(1, 1, 80)], { Currency: 'USD' })),
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 Adult, 1 Child, US$80.00, 1 product' })).toBeVisible();
  });

  it("formats the total in the cart's currency and minor units", () => {
    renderWithProviders(<CartSummary />, {
      language: 'en',
      preloadedState: withCart(cartOf([cartLine(2, 0, 15400)], { Currency: 'JPY', Decimals: 0 })),
    });
    expect(screen.getByRole('link', { name: /, 15,400\u00a0JP¥, 1 product$/ })).toBeVisible();
  });

  it('is compact when asked, whatever the layout', () => {
    renderWithProviders(<CartSummary compact />, { preloadedState: withCart(cartOf([cartLine(2, 1)])) });
    const link = screen.getByRole('link', { name: 'Carrito, 1 producto' });
    expect(link).not.toHaveTextContent('Adultos');
  });

  it('links to the English cart on a Portuguese checkout page (pt has no cart page of its own)', () => {
    renderWithProviders(<CartSummary />, {
      language: 'pt',
      preloadedState: withCart(cartOf([cartLine(1, 0)])),
    });
    expect(screen.getByRole('link', { name: /^Carrinho, 1 Adulto, .*, 1 produto$/ })).toHaveAttribute(
      'href',
      '/en/carrito/',
    );
  });
});
