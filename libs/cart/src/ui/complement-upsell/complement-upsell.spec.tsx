/**
 * Issue 16 (session 13): the upsell sits below the lines and totals on a phone. Its heading is there from
 * the first render (the server HTML), but it asks the cart API for the offers, and renders their cards,
 * only once it comes near the viewport.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { CartApiProvider } from '../../api/cart-api-context';
import { admissionLine, cartOf, withCart } from '../../test-support/carts';
import { memoryCartApi } from '../../test-support/memory-cart-api';
import { ComplementUpsell } from './complement-upsell';

/** An IntersectionObserver that reports what it observes only when `enter()` is called. */
class ScrolledIntersectionObserver {
  static instances: ScrolledIntersectionObserver[] = [];
  observed: Element[] = [];
  options: IntersectionObserverInit | undefined;
  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    ScrolledIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  enter() {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  ScrolledIntersectionObserver.instances = [];
  globalThis.IntersectionObserver = ScrolledIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

describe('the complement upsell, loaded as it comes near the viewport', () => {
  it('shows its heading at once, asks for the offers only when near the viewport, then shows the cards', async () => {
    const cart = cartOf([admissionLine()]);
    const api = memoryCartApi({ cart });
    renderWithProviders(
      <CartApiProvider api={api}>
        <ComplementUpsell />
      </CartApiProvider>,
      { preloadedState: withCart(cart) },
    );
    const upsell = screen.getByRole('region', { name: 'Complementa tu visita' });
    expect(within(upsell).getByRole('status')).toHaveTextContent('Cargando complementos…');
    expect(api.calls.filter((call) => call.method === 'getComplements')).toEqual([]);

    const [observer] = ScrolledIntersectionObserver.instances;
    expect(observer?.observed).toEqual([upsell]);
    expect(observer?.options?.rootMargin).toBe('200px');
    await act(async () => observer?.enter());

    const card = await within(upsell).findByRole('article', { name: 'Admisión Parque Selva' });
    expect(within(card).getByRole('button', { name: 'Agregar Admisión Parque Selva' })).toBeEnabled();
    expect(api.calls.filter((call) => call.method === 'getComplements')).toHaveLength(1);
    // Once loaded it stays: nothing is watched any more.
    expect(observer?.observed).toEqual([]);
  });
});
