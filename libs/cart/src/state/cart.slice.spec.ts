import { describe, expect, it } from '@jest/globals';
import { initialSiteState } from '@parks/site';
import { admissionLine, cartOf } from '../test-support/carts';
import { complement } from '../test-support/complements';
import {
  cartSlice,
  complementAddFinished,
  complementAddStarted,
  complementsFailed,
  complementsReceived,
  complementsRequested,
  initialCartState,
  lineChangeFinished,
  lineChangeStarted,
  type CartRootState,
} from './cart.slice';
import { selectComplementOffers } from './complement-offers';

const reduce = cartSlice.reducer;

describe('cart slice', () => {
  it('marks a line while it changes and records the outcome', () => {
    let state = reduce(initialCartState, lineChangeStarted({ idLine: 'a', activity: 'removing' }));
    expect(state.lineActivity).toEqual({ a: 'removing' });
    state = reduce(state, lineChangeFinished({ idLine: 'a', code: null }));
    expect(state.lineActivity).toEqual({});
    expect(state.lastUpdate).toEqual({ status: 'succeeded', code: null, sequence: 1 });
    state = reduce(state, lineChangeFinished({ idLine: 'a', code: 'NO_AVAILABILITY' }));
    expect(state.lastUpdate).toEqual({ status: 'failed', code: 'NO_AVAILABILITY', sequence: 2 });
  });

  it('counts outcomes so the same message is announced again', () => {
    let state = reduce(initialCartState, lineChangeFinished({ idLine: 'a', code: null }));
    state = reduce(state, lineChangeFinished({ idLine: 'b', code: null }));
    expect(state.lastUpdate?.sequence).toBe(2);
  });

  it('keeps the complements of the language asked for', () => {
    let state = reduce(initialCartState, complementsRequested({ language: 'ES', pricing: 'MXN|2030-01-08' }));
    expect(state.complements).toEqual({
      status: 'loading',
      language: 'ES',
      pricing: 'MXN|2030-01-08',
      items: [],
    });
    state = reduce(state, complementsReceived([complement()]));
    expect(state.complements.status).toBe('loaded');
    expect(state.complements.items).toHaveLength(1);
  });

  it('keeps the cards while new prices are asked for or fail, and drops them for another language', () => {
    let state = reduce(initialCartState, complementsRequested({ language: 'ES', pricing: 'USD|' }));
    state = reduce(state, complementsReceived([complement()]));
    state = reduce(state, complementsRequested({ language: 'ES', pricing: 'EUR|' }));
    expect(state.complements).toMatchObject({ status: 'loading', pricing: 'EUR|', items: [complement()] });
    state = reduce(state, complementsFailed());
    expect(state.complements).toMatchObject({ status: 'failed', items: [complement()] });
    state = reduce(state, complementsRequested({ language: 'EN', pricing: 'EUR|' }));
    expect(state.complements.items).toEqual([]);
  });

  it('sets hasBeenAdded once a complement is added, and keeps the error otherwise', () => {
    let state = reduce(
      initialCartState,
      complementsReceived([complement({ id: 295 }), complement({ id: 305 })]),
    );
    state = reduce(state, complementAddStarted(295));
    expect(state.complementsAdding).toEqual([295]);
    state = reduce(state, complementAddFinished({ id: 295, code: null }));
    expect(state.complementsAdding).toEqual([]);
    expect(state.complements.items.map((item) => item.hasBeenAdded)).toEqual([true, false]);
    state = reduce(state, complementAddFinished({ id: 305, code: 'DUPLICATE_PRODUCT' }));
    expect(state.complementErrors).toEqual({ 305: 'DUPLICATE_PRODUCT' });
    expect(state.lastUpdate?.status).toBe('failed');
    state = reduce(state, complementAddStarted(305));
    expect(state.complementErrors).toEqual({});
  });
});

describe('selectComplementOffers', () => {
  it("derives hasBeenAdded from the cart's lines, so it survives a reload", () => {
    const root: CartRootState = {
      cart: {
        ...initialCartState,
        complements: {
          status: 'loaded',
          language: 'ES',
          pricing: null,
          items: [complement({ id: 295, idUpgrade: 377 }), complement({ id: 305, idUpgrade: 342 })],
        },
      },
      site: {
        ...initialSiteState,
        shopping: cartOf([admissionLine(), admissionLine({ IdLine: 'tour', IdProduct: 377 })]),
      },
    };
    expect(selectComplementOffers(root).map((offer) => [offer.id, offer.hasBeenAdded])).toEqual([
      [295, true],
      [305, false],
    ]);
    expect(selectComplementOffers(root)).toBe(selectComplementOffers(root));
  });
});
