import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createSiteStore, initialSiteState, shoppingSet } from '@parks/site';
import type { Language } from '@parks/i18n/core';
import type { ShoppingCart } from '@parks/contracts';
import { admissionLine, pageCart, tourLine } from '../test-support/carts';
import { memoryCartApi, type MemoryCartApiOptions } from '../test-support/memory-cart-api';
import { cartSlice, type CartRootState } from './cart.slice';
import { addComplement, loadComplements, removeCartLine, updateCartLine } from './cart.commands';

const COOKIE_SESSION = 'cookie-session-123';

function setup(
  cart: ShoppingCart | null,
  options: Omit<MemoryCartApiOptions, 'cart'> = {},
  language: Language = 'es',
) {
  const store = createSiteStore({
    reducers: { [cartSlice.reducerPath]: cartSlice.reducer },
    preloadedState: { site: { ...initialSiteState, language, shopping: cart } },
  });
  const api = memoryCartApi({ cart, ...options });
  const state = () => store.getState() as CartRootState;
  return { store, api, state };
}

beforeEach(() => {
  document.cookie = `_shopping=${COOKIE_SESSION}; path=/`;
});
afterEach(() => {
  document.cookie = '_shopping=; path=/; max-age=0';
});

describe('removeCartLine', () => {
  it('sends the _shopping session and the upper-cased language, and the answer becomes the site cart', async () => {
    const { store, api, state } = setup(pageCart());
    const removed = await store.dispatch(
      removeCartLine(api, { idLine: admissionLine().IdLine, language: 'es' }),
    );
    expect(removed).toBe(true);
    expect(api.calls).toEqual([
      { method: 'removeItem', args: [admissionLine().IdLine, COOKIE_SESSION, { Language: 'ES' }] },
    ]);
    expect(state().site.shopping?.Lines.map((line) => line.IdLine)).toEqual([tourLine().IdLine]);
    expect(state().site.shopping?.Total).toBe(4680);
    expect(state().cart.lastUpdate).toMatchObject({ status: 'succeeded', code: null });
    expect(state().cart.lineActivity).toEqual({});
  });

  it("uses the cart's SessionId when the cookie cannot be read", async () => {
    document.cookie = '_shopping=; path=/; max-age=0';
    const { store, api } = setup(pageCart({ SessionId: 'cart-session-456' }));
    await store.dispatch(removeCartLine(api, { idLine: tourLine().IdLine, language: 'en' }));
    expect(api.calls[0]?.args).toEqual([tourLine().IdLine, 'cart-session-456', { Language: 'EN' }]);
  });

  it('keeps the cart and records the failure when the API refuses', async () => {
    const cart = pageCart();
    const { store, api, state } = setup(cart, { failWith: 'LINE_NOT_FOUND' });
    expect(await store.dispatch(removeCartLine(api, { idLine: tourLine().IdLine, language: 'es' }))).toBe(
      false,
    );
    expect(state().site.shopping).toEqual(cart);
    expect(state().cart.lastUpdate).toMatchObject({ status: 'failed', code: 'LINE_NOT_FOUND' });
  });

  it('marks the line as removing while the call is out', async () => {
    const { store, api, state } = setup(pageCart(), { hang: true });
    void store.dispatch(removeCartLine(api, { idLine: tourLine().IdLine, language: 'es' }));
    await Promise.resolve();
    expect(state().cart.lineActivity).toEqual({ [tourLine().IdLine]: 'removing' });
  });
});

describe('updateCartLine', () => {
  it('sends only the changes with the session, in the page language', async () => {
    const { store, api, state } = setup(pageCart(), {}, 'en');
    const changes = { Passengers: { Adults: 3, Children: 0, Infants: 0 }, Schedule: '10:30' };
    await store.dispatch(updateCartLine(api, { idLine: tourLine().IdLine, changes, language: 'en' }));
    expect(api.calls).toEqual([
      {
        method: 'updateItem',
        args: [tourLine().IdLine, { ...changes, SessionId: COOKIE_SESSION }, { Language: 'EN' }],
      },
    ]);
    const tour = state().site.shopping?.Lines.find((line) => line.IdLine === tourLine().IdLine);
    expect(tour?.Passengers.Adults).toBe(3);
    expect(tour?.Schedule).toBe('10:30');
    expect(state().cart.lastUpdate?.status).toBe('succeeded');
  });

  it('fails without any session at all', async () => {
    document.cookie = '_shopping=; path=/; max-age=0';
    const { store, api, state } = setup(null);
    expect(await store.dispatch(updateCartLine(api, { idLine: 'x', changes: {}, language: 'es' }))).toBe(
      false,
    );
    expect(api.calls).toEqual([]);
    expect(state().cart.lastUpdate).toMatchObject({ status: 'failed', code: 'NO_SESSION' });
  });
});

describe('loadComplements', () => {
  it("asks once per language, priced in the cart's currency for its first visit date", async () => {
    const { store, api, state } = setup(pageCart());
    const pricing = { Currency: pageCart().Currency, VisitDate: pageCart().Lines[0]?.VisitDate };
    await store.dispatch(loadComplements(api, 'es'));
    await store.dispatch(loadComplements(api, 'es'));
    expect(api.calls.filter((call) => call.method === 'getComplements')).toEqual([
      { method: 'getComplements', args: ['ES', pricing] },
    ]);
    expect(state().cart.complements.items.map((item) => item.id)).toEqual([295, 306, 305]);
    expect(state().cart.complements.items[0]).toMatchObject({ currency: pricing.Currency });
    await store.dispatch(loadComplements(api, 'en'));
    expect(api.calls.at(-1)).toEqual({ method: 'getComplements', args: ['EN', pricing] });
  });

  it("asks again when the cart's currency changes", async () => {
    const { store, api, state } = setup(pageCart());
    await store.dispatch(loadComplements(api, 'es'));
    store.dispatch(shoppingSet({ ...pageCart(), Currency: 'EUR' }));
    await store.dispatch(loadComplements(api, 'es'));
    expect(api.calls.at(-1)).toMatchObject({ method: 'getComplements', args: ['ES', { Currency: 'EUR' }] });
    expect(state().cart.complements.items[0]).toMatchObject({ currency: 'EUR', price: 82.79 });
  });
});

describe('addComplement', () => {
  it("adds the upgrade for the first line's date and passengers, with the month's first schedule", async () => {
    const { store, api, state } = setup(pageCart(), { schedules: ['08:00', '10:30'] });
    await store.dispatch(loadComplements(api, 'es'));
    expect(
      await store.dispatch(addComplement(api, { complementId: 295, idProduct: 377, language: 'es' })),
    ).toBe(true);
    const [availability, add] = api.calls.filter((call) => call.method !== 'getComplements');
    expect(availability).toEqual({
      method: 'getAvailability',
      args: [377, { Month: '2026-12', Currency: 'MXN' }],
    });
    expect(add).toEqual({
      method: 'addItem',
      args: [
        {
          SessionId: COOKIE_SESSION,
          IdProduct: 377,
          VisitDate: admissionLine().VisitDate,
          Schedule: '08:00',
          Passengers: admissionLine().Passengers,
        },
        { Language: 'ES' },
      ],
    });
    expect(state().site.shopping?.Lines.map((line) => line.IdProduct)).toContain(377);
    expect(state().cart.complements.items.find((item) => item.id === 295)?.hasBeenAdded).toBe(true);
    expect(state().cart.lastUpdate?.status).toBe('succeeded');
  });

  it('keeps the error code of a refused add on the complement', async () => {
    const { store, api, state } = setup(pageCart(), { failWith: 'DUPLICATE_PRODUCT' });
    await store.dispatch(loadComplements(api, 'es'));
    expect(
      await store.dispatch(addComplement(api, { complementId: 305, idProduct: 305, language: 'es' })),
    ).toBe(false);
    expect(state().cart.complementErrors).toEqual({ 305: 'DUPLICATE_PRODUCT' });
    expect(state().cart.complementsAdding).toEqual([]);
  });
});
