import { describe, expect, it } from '@jest/globals';
import { admissionLine, cartOf } from '../test-support/carts';
import { complement } from '../test-support/complements';
import { complementAddRequest, complementInCart, withHasBeenAdded } from './complements';

const snorkel = complement({ id: 295, idUpgrade: 377 });
const night = complement({ id: 306, idUpgrade: 378, name: 'Show nocturno' });
const tasting = complement({ id: 305, idUpgrade: 342, name: 'Cata de cacao' });
const withProducts = (...ids: number[]) =>
  cartOf([
    admissionLine(),
    ...ids.map((IdProduct) => admissionLine({ IdLine: `l-${IdProduct}`, IdProduct })),
  ]);

describe('complementInCart', () => {
  it('tells the admission (id) from its tour upgrade (idUpgrade), SPEC §3 pairs', () => {
    expect(complementInCart(snorkel, withProducts(295))).toBe('admission');
    expect(complementInCart(snorkel, withProducts(377))).toBe('upgrade');
    expect(complementInCart(night, withProducts(378))).toBe('upgrade');
    expect(complementInCart(tasting, withProducts(295, 377))).toBeNull();
  });

  it('is null without a cart or for a complement without an upgrade', () => {
    expect(complementInCart(snorkel, null)).toBeNull();
    expect(complementInCart({ id: 305, idUpgrade: null }, withProducts(305))).toBe('admission');
  });
});

describe('withHasBeenAdded (SPEC §4 "Add-on")', () => {
  it('is false by default and true once the admission or the upgrade is in the cart', () => {
    const offers = withHasBeenAdded([snorkel, night, tasting], withProducts(295, 378));
    expect(offers.map((offer) => [offer.id, offer.hasBeenAdded])).toEqual([
      [295, true],
      [306, true],
      [305, false],
    ]);
  });

  it('keeps what the API said even when the cart does not show it', () => {
    expect(withHasBeenAdded([{ ...tasting, hasBeenAdded: true }], null)[0]?.hasBeenAdded).toBe(true);
  });

  it('returns unchanged complements as they were (stable for memoised selectors)', () => {
    const [same] = withHasBeenAdded([tasting], withProducts(295));
    expect(same).toBe(tasting);
  });
});

describe('complementAddRequest', () => {
  it("takes the first line's date and passengers, with the session and schedule", () => {
    const cart = cartOf([
      admissionLine({ VisitDate: '2026-12-05', Passengers: { Adults: 2, Children: 1, Infants: 1 } }),
      admissionLine({ IdLine: 'second', VisitDate: '2026-12-09' }),
    ]);
    expect(complementAddRequest(cart, 377, 'cookie-session-123', '08:00')).toEqual({
      SessionId: 'cookie-session-123',
      IdProduct: 377,
      VisitDate: '2026-12-05',
      Schedule: '08:00',
      Passengers: { Adults: 2, Children: 1, Infants: 1 },
    });
  });

  it('sends no schedule for a product without one, and nothing without a line', () => {
    expect(complementAddRequest(cartOf([admissionLine()]), 295, 's', null)).not.toHaveProperty('Schedule');
    expect(complementAddRequest(cartOf([]), 295, 's', null)).toBeNull();
    expect(complementAddRequest(null, 295, 's', null)).toBeNull();
  });
});
