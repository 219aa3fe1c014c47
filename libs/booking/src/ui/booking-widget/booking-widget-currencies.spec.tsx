import { screen, waitFor } from '@testing-library/react';
import { CURRENCY_CODES, currencyByCode, currencyStateFor } from '@parks/currency/core';
import { renderWithProviders } from '@parks/test-harness';
import { initialBookingState } from '../../state/booking.slice';
import { BookingFixtures, fixtureAvailability, fixtureCartApi } from '../../test-support/booking-fixtures';
import { BookingWidget } from './booking-widget';

/** What the site's formatting must give (SPEC §9 'Currency formatting'), written out for every currency. */
const EXPECTED: Record<string, string> = {
  USD: 'US$12,345.67',
  MXN: 'MXN$12,345.67',
  EUR: '12.345,67 €',
  GBP: '12,345.67 £',
  CAD: '12,345.67 CAD$',
  COP: '12.345,67 COP$',
  CLP: '12.346 CLP$',
  UYU: '12.345,67 UYU$',
  RUB: '12.345,67 ₽',
  CNY: '12,345.67 CN¥',
  KRW: '12,346 ₩',
  GTQ: '12,345.67 Q',
  PEN: '12,345.67 S/',
  CRC: '12.345,67 ₡',
  AUD: '12,345.67 AUD$',
  JPY: '12,346 JP¥',
  ARS: '12.345,67 ARS$',
};

describe('the booking widget prices a line in every one of the 17 currencies', () => {
  it('knows all 17', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it.each(Object.entries(EXPECTED))('%s: the total reads %s', async (code, expected) => {
    const decimals = currencyByCode(code).decimal_places;
    const price = decimals === 0 ? 12346 : 12345.67;
    const cartApi = fixtureCartApi({
      getAvailability: async (idProduct, query) => {
        const month = fixtureAvailability(idProduct, query.Month, query.Currency);
        return {
          ok: true,
          status: 200,
          data: {
            ...month,
            Days: month.Days.map((day) => ({ ...day, AdultPrice: price, ChildPrice: price })),
          },
        };
      },
    });
    renderWithProviders(
      <BookingFixtures cartApi={cartApi}>
        <BookingWidget productIds={[100]} />
      </BookingFixtures>,
      {
        preloadedState: {
          booking: {
            ...initialBookingState,
            productId: 100,
            month: '2030-01',
            date: '2030-01-25',
            passengers: { adults: 1, children: 0 },
          },
          currency: currencyStateFor(code),
        },
      },
    );
    await waitFor(() => expect(screen.getByTestId('booking-total')).toBeInTheDocument());
    const total = screen.getByTestId('booking-total').textContent ?? '';
    expect(total.replace(/\u00a0/g, ' ')).toBe(expected);
    // The digits are what Intl writes for a locale with the currency's separators.
    const locale = currencyByCode(code).decimal_separator === ',' ? 'de-DE' : 'en-US';
    const digits = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(price);
    expect(total).toContain(digits);
  });
});
