import { addToCartMessage, availabilityMessage, isProductUnavailable } from './booking-messages';

const http = (code: string) => ({ kind: 'http', code });

describe('addToCartMessage', () => {
  it.each([
    ['SCHEDULE_REQUIRED', 'scheduleRequired'],
    ['SCHEDULE_INVALID', 'scheduleRequired'],
    ['DUPLICATE_PRODUCT', 'duplicate'],
    ['PACKAGE_LIMIT', 'packageLimit'],
    ['NO_AVAILABILITY', 'noAvailability'],
    ['DATE_PASSED', 'noAvailability'],
    ['PRICE_UNAVAILABLE', 'priceUnavailable'],
    ['PICKUP_LOCATION_REQUIRED', 'pickupRequired'],
    ['CART_DATE_SEAT_LIMIT', 'cartDateSeatLimit'],
    ['CLIENT_CART_LIMIT', 'clientCartLimit'],
    ['CLIENT_SEAT_LIMIT', 'clientSeatLimit'],
  ])('maps park-api code %s to %s', (code, key) => {
    expect(addToCartMessage(http(code))).toBe(key);
  });

  it('shows the generic message for any other refusal', () => {
    expect(addToCartMessage(http('INTERNAL_ERROR'))).toBe('generic');
    expect(addToCartMessage(http('HTTP_502'))).toBe('generic');
    expect(addToCartMessage({ kind: 'token', code: 'TOKEN_UNAVAILABLE' })).toBe('generic');
  });

  it('shows the offline message when nothing answered', () => {
    expect(addToCartMessage({ kind: 'network', code: 'NETWORK_ERROR' })).toBe('offline');
    expect(addToCartMessage({ kind: 'timeout', code: 'TIMEOUT' })).toBe('offline');
  });
});

describe('availabilityMessage', () => {
  it('says prices could not be obtained, or offline', () => {
    expect(availabilityMessage(http('PRODUCT_NOT_FOUND'))).toBe('pricesUnavailable');
    expect(availabilityMessage({ kind: 'network', code: 'NETWORK_ERROR' })).toBe('offline');
  });
});

describe('isProductUnavailable', () => {
  it('goes with the messages that say the product cannot be sold now', () => {
    expect(isProductUnavailable('pricesUnavailable')).toBe(true);
    expect(isProductUnavailable('priceUnavailable')).toBe(true);
  });
  it('not with a date, a rule, an offline or no message', () => {
    expect(isProductUnavailable('noAvailability')).toBe(false);
    expect(isProductUnavailable('offline')).toBe(false);
    expect(isProductUnavailable('duplicate')).toBe(false);
    expect(isProductUnavailable(null)).toBe(false);
  });
});
