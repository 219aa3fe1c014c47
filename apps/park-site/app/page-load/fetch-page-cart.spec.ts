/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { ShoppingCart } from '@parks/contracts';
import { fetchPageCart, type GetCart } from './fetch-page-cart';

const cart: ShoppingCart = {
  IdCart: 'c-1',
  SessionId: 's-1',
  Currency: 'EUR',
  ProductCount: 2,
  WithErrors: false,
  Lines: [],
  Total: 120,
};

function answering(answer: Awaited<ReturnType<GetCart>>) {
  return jest.fn<GetCart>(async () => answer);
}

const base = {
  pathLanguage: 'es' as const,
  sessionId: 's-1',
  pathname: '/es/',
  mobile: false,
  budgetMs: 200,
};

describe('page load step 5: when the cart is fetched', () => {
  it('is not fetched without a _shopping cookie', async () => {
    const getCart = answering({ status: 200, cart });
    expect(await fetchPageCart({ ...base, sessionId: undefined, getCart })).toEqual({ kind: 'none' });
    expect(getCart).not.toHaveBeenCalled();
  });
  it('is not fetched when the path names no language', async () => {
    const getCart = answering({ status: 200, cart });
    expect(await fetchPageCart({ ...base, pathLanguage: null, getCart })).toEqual({ kind: 'none' });
    expect(getCart).not.toHaveBeenCalled();
  });
  it('asks with the upper-cased language, the session id and the layout', async () => {
    const getCart = answering({ status: 200, cart });
    await fetchPageCart({ ...base, mobile: true, getCart });
    expect(getCart.mock.calls[0]?.[0]).toEqual({
      Language: 'ES',
      SessionId: 's-1',
      Mobile: true,
      IncludeAmountsUSD: false,
    });
  });
  it.each([
    ['/es/carrito/gracias/', true],
    ['/en/carrito/thank-you/', true],
    ['/pt/carrito/obrigada/', true],
    ['/es/carrito/detalles-pago/', true],
    ['/en/carrito/payment-details/', true],
    ['/pt/carrito/detalhes-do-pagamento/', true],
    ['/es/carrito/', false],
    ['/en/sensoria-admission/', false],
  ])('IncludeAmountsUSD on %s is %s', async (pathname, expected) => {
    const getCart = answering({ status: 200, cart });
    await fetchPageCart({ ...base, pathname, getCart });
    expect(getCart.mock.calls[0]?.[0].IncludeAmountsUSD).toBe(expected);
  });
});

describe('page load step 6: the cart answer', () => {
  it('clears the cart on 200 with ProductCount 0 and WithErrors true', async () => {
    const getCart = answering({ status: 200, cart: { ...cart, ProductCount: 0, WithErrors: true } });
    expect(await fetchPageCart({ ...base, getCart })).toEqual({
      kind: 'cleared',
      reason: 'empty-with-errors',
    });
  });
  it('stores any other 200 answer', async () => {
    const emptyWithoutErrors = { ...cart, ProductCount: 0, WithErrors: false };
    expect(await fetchPageCart({ ...base, getCart: answering({ status: 200, cart }) })).toEqual({
      kind: 'stored',
      cart,
    });
    expect(
      await fetchPageCart({ ...base, getCart: answering({ status: 200, cart: emptyWithoutErrors }) }),
    ).toEqual({
      kind: 'stored',
      cart: emptyWithoutErrors,
    });
  });
  it('clears the cart on a non-200 answer', async () => {
    expect(await fetchPageCart({ ...base, getCart: answering({ status: 404 }) })).toEqual({
      kind: 'cleared',
      reason: 'not-ok',
    });
  });
  it('clears the cart when the call fails', async () => {
    const getCart = jest.fn<GetCart>(async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(await fetchPageCart({ ...base, getCart })).toEqual({ kind: 'cleared', reason: 'failed' });
  });
  it('clears the cart when the call exceeds its time budget, and aborts it', async () => {
    let signalSeen: AbortSignal | undefined;
    const getCart = jest.fn<GetCart>(
      (_query, signal) =>
        new Promise((resolve) => {
          signalSeen = signal;
          setTimeout(() => resolve({ status: 200, cart }), 1000);
        }),
    );
    expect(await fetchPageCart({ ...base, budgetMs: 20, getCart })).toEqual({
      kind: 'cleared',
      reason: 'failed',
    });
    expect(signalSeen?.aborted).toBe(true);
  });
});
