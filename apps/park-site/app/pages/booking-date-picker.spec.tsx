import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CartApiProvider, type CartApi } from '@parks/cart';
import type { AvailabilityDay, CurrencyCode } from '@parks/contracts';
import { createI18n, I18nextProvider, type Language } from '@parks/i18n';
import { BookingDetails, type Booking } from '@parks/payments';
import { SiteConfigProvider } from '@parks/site';
import type { ReactElement } from 'react';
import { createSensoriaConfig } from '../config/site-config';
import { siteNamespaces } from '../i18n-namespaces';
import { pageSystem } from '../theme/site-system';
import { BookingDatePicker } from './booking-date-picker';

const ORDER = '2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b';
const LINE = '7d1e2f3a-0000-4000-8000-000000000001';

const booking: Booking = {
  IdOrder: ORDER,
  Reference: 'XS-7K3Q9P2M',
  Status: 'paid',
  Currency: 'MXN',
  Total: 4500,
  PurchasedAt: '2030-01-07T15:00:00.000Z',
  CouponValidUntil: '2031-01-07T15:00:00.000Z',
  TimeZone: 'America/Cancun',
  Park: { Name: 'Parque Sensoria', Address: 'Quintana Roo', Opens: '08:30', Closes: '19:00' },
  Lines: [
    {
      IdLine: LINE,
      ProductId: 100,
      Name: 'Admisión Parque Sensoria',
      Date: '2099-03-15',
      Visitors: [{ Band: 'adult', Count: 2 }],
      Status: 'valid',
      WeatherGuarantee: 'none',
      Tickets: [],
      ChangeDate: { Allowed: true, Until: '2099-03-14T13:30:00.000Z', Reason: null },
      ClaimGuarantee: { Allowed: false, Until: null, Reason: 'NOT_BOUGHT' },
    },
  ],
  Changes: [],
};

/** Every day of a month bookable at one price, as the cart API answers it; Sundays calm. */
function monthOf(month: string, currency: CurrencyCode): AvailabilityDay[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length }, (_, day) => ({
    Date: `${month}-${String(day + 1).padStart(2, '0')}`,
    Available: true,
    Remaining: null,
    AdultPrice: currency === 'MXN' ? 1646.5 : 89,
    ChildPrice: currency === 'MXN' ? 1234.88 : 66.75,
    DiscountPercent: 0,
    CrowdLevel: 'calm' as const,
  }));
}

function availabilityApi(asked: string[]): CartApi {
  const api: Pick<CartApi, 'getAvailability'> = {
    getAvailability: async (idProduct, query) => {
      asked.push(`${idProduct} ${query.Month} ${query.Currency}`);
      return {
        ok: true,
        status: 200,
        data: {
          IdProduct: idProduct,
          Month: query.Month,
          Currency: query.Currency,
          Schedules: [],
          Days: monthOf(query.Month, query.Currency),
        },
      };
    },
  };
  // The picker reads availability only; any other call would fail the test loudly.
  return api as CartApi;
}

/** The host's own providers (as root.tsx gives them), around the booking page's details. */
function hostPage(language: Language, asked: string[]): ReactElement {
  return (
    <ChakraProvider value={pageSystem}>
      <SiteConfigProvider config={createSensoriaConfig({ apiOrigin: 'http://api.test' })}>
        <I18nextProvider i18n={createI18n(language, siteNamespaces)}>
          <CartApiProvider api={availabilityApi(asked)}>
            <BookingDetails
              booking={booking}
              language={language}
              dateField={BookingDatePicker}
              action={language === 'es' ? '/es/mi-reserva/' : '/en/my-booking/'}
            />
          </CartApiProvider>
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraProvider>
  );
}

function renderPage(language: Language, asked: string[]) {
  render(hostPage(language, asked));
  return userEvent.setup();
}

describe('BookingDatePicker (the booking page’s new date, issue 20 §2)', () => {
  it('es: a button opens the booking lib’s dialog with the product’s availability in the order’s currency; the chosen day is posted as `date`', async () => {
    const asked: string[] = [];
    const user = renderPage('es', asked);
    const open = await screen.findByRole('button', { name: 'Nueva fecha, Elige una fecha' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    const form = open.closest('form') as HTMLFormElement;
    expect(form.querySelector('input[type="date"]')).toBeNull();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Marzo de 2099' });
    expect(asked).toEqual(['100 2099-03 MXN']);
    const day = await within(dialog).findByRole('button', {
      name: /^Viernes, 20 de marzo de 2099, MXN\$1,646\.50, disponible/,
    });
    expect(day).toHaveAccessibleName(/día tranquilo/i);
    await user.click(day);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(open).toHaveAccessibleName('Nueva fecha, viernes, 20 de marzo de 2099');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'quote',
      line: LINE,
      date: '2099-03-20',
    });
  });

  it('en: the same picker in English, another month on request', async () => {
    const asked: string[] = [];
    const user = renderPage('en', asked);
    await user.click(await screen.findByRole('button', { name: 'New date, Choose a date' }));
    const dialog = await screen.findByRole('dialog', { name: 'March 2099' });
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await screen.findByRole('grid', { name: 'April 2099' });
    await waitFor(() => expect(asked).toEqual(['100 2099-03 MXN', '100 2099-04 MXN']));
  });

  it('is the native date input on the server, inside the form that posts to the page: it works without scripts', () => {
    const html = renderToString(hostPage('es', []));
    const form =
      html.match(
        /<form action="\/es\/mi-reserva\/" method="post"><input type="hidden" name="intent" value="quote"\/>.*?<\/form>/s,
      )?.[0] ?? '';
    expect(form).toMatch(/<input[^>]*required=""[^>]*type="date"[^>]*name="date"\/>/);
    expect(html).not.toContain('aria-haspopup="dialog"');
  });

  it('carries a date typed in the native input before the scripts ran into the picker', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(hostPage('es', []));
    document.body.appendChild(container);
    const typed = container.querySelector<HTMLInputElement>('input[type="date"][name="date"]');
    if (!typed) throw new Error('no native date input');
    typed.value = '2099-03-20';
    const root = await act(async () => hydrateRoot(container, hostPage('es', [])));
    const open = await screen.findByRole('button', { name: 'Nueva fecha, viernes, 20 de marzo de 2099' });
    expect(new FormData(open.closest('form') as HTMLFormElement).get('date')).toBe('2099-03-20');
    act(() => root.unmount());
    container.remove();
  });
});
