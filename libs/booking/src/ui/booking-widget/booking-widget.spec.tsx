import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDispatch } from 'react-redux';
import type { AddCartItemRequest, CurrencyCode } from '@parks/contracts';
import { CartSummary, type CartApi } from '@parks/cart';
import { currencySet } from '@parks/currency';
import { renderWithProviders } from '@parks/test-harness';
import { initialBookingState, type BookingState } from '../../state/booking.slice';
import type { BookingApi } from '../../api/booking.api';
import {
  BookingFixtures,
  fixtureAddOnsWithGuarantee,
  fixtureAvailability,
  fixtureBookingApi,
  fixtureCart,
  fixtureCartApi,
} from '../../test-support/booking-fixtures';
import { BookingWidget } from './booking-widget';

const draft = (overrides: Partial<BookingState> = {}) => ({
  booking: { ...initialBookingState, productId: 100, month: '2030-01', ...overrides },
});

function ToPesos() {
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(currencySet('MXN'))}>
      pesos
    </button>
  );
}

function renderWidget(
  cartApi: CartApi,
  preloadedState: Record<string, unknown> = draft(),
  productIds = [100],
  bookingApi: BookingApi = fixtureBookingApi(),
) {
  const user = userEvent.setup();
  renderWithProviders(
    <BookingFixtures cartApi={cartApi} bookingApi={bookingApi}>
      <CartSummary />
      <ToPesos />
      <BookingWidget productIds={productIds} />
    </BookingFixtures>,
    { preloadedState },
  );
  return user;
}

describe('BookingWidget', () => {
  beforeEach(() => {
    document.cookie = '_shopping=; Max-Age=0; Path=/';
  });

  it('books the admission: date, visitors, transport with a from, photo pass → the cart and its summary', async () => {
    const added: AddCartItemRequest[] = [];
    const api = fixtureCartApi({
      addItem: async (body) => {
        added.push(body);
        return { ok: true, status: 201, data: fixtureCart(body) };
      },
    });
    const user = renderWidget(api);
    await user.click(await screen.findByRole('button', { name: 'Fecha de visita, Elige una fecha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enero de 2030' });
    await user.click(within(dialog).getByRole('button', { name: /^Viernes, 25 de enero de 2030/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar un niño' }));
    await user.click(await screen.findByRole('checkbox', { name: /Transportación/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Desde' }), 'playa-del-carmen');
    await user.click(screen.getByRole('checkbox', { name: /Foto pase/ }));
    // 2 × 75.65 + 56.74 + 3 × 25 transport + 1 photo pass 49.99
    expect(screen.getByText('US$333.03')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Se agregó a tu carrito.'));
    expect(added).toEqual([
      {
        SessionId: expect.stringMatching(/^[a-f0-9]{32}$/),
        Currency: 'USD',
        IdProduct: 100,
        VisitDate: '2030-01-25',
        Schedule: null,
        Passengers: { Adults: 2, Children: 1, Infants: 0 },
        AddOns: [{ IdProduct: 200, From: 'playa-del-carmen' }, { IdProduct: 202 }],
      },
    ]);
    expect(document.cookie).toContain(`_shopping=${added[0]?.SessionId}`);
    expect(screen.getByRole('link', { name: /^Carrito, (.*, )?1 producto$/ })).toBeVisible();
  });

  it('sends the chosen schedule of a tour', async () => {
    const added: AddCartItemRequest[] = [];
    const api = fixtureCartApi({
      addItem: async (body) => {
        added.push(body);
        return { ok: true, status: 201, data: fixtureCart(body) };
      },
    });
    const user = renderWidget(api, draft({ productId: 110, date: '2030-01-25' }), [110]);
    await user.click(await screen.findByRole('radio', { name: '13:00' }));
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(added[0]?.Schedule).toBe('13:00'));
  });

  it('sends the add before it renders the adding state, shows that state while the call is out, and adds once on a double submit', async () => {
    const sent: AddCartItemRequest[] = [];
    let answer: (value: Awaited<ReturnType<CartApi['addItem']>>) => void = () => undefined;
    const api = fixtureCartApi({
      addItem: (body) => {
        sent.push(body);
        // The widget has not re-rendered yet: the call leaves before the 'adding' render.
        expect(screen.queryByText('Agregando a tu carrito…')).toBeNull();
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const user = renderWidget(api, draft({ date: '2030-01-25' }));
    await screen.findByText('Total:');
    const add = screen.getByRole('button', { name: 'Agregar al carrito' });
    await user.dblClick(add);
    expect(await screen.findByText('Agregando a tu carrito…')).toBeVisible();
    expect(add).toBeDisabled();
    answer({ ok: true, status: 201, data: fixtureCart(sent[0] as AddCartItemRequest) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Se agregó a tu carrito.'));
    expect(sent).toHaveLength(1);
  });

  it('asks for a date before adding', async () => {
    const user = renderWidget(fixtureCartApi());
    await screen.findByRole('checkbox', { name: /Transportación/ });
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor elige una fecha de visita');
  });

  it('creates a new cart in the selected currency with the add itself: one call to the confirmation', async () => {
    const sent: (string | undefined)[] = [];
    const changed: CurrencyCode[] = [];
    const api = fixtureCartApi({
      addItem: async (body) => {
        const currency = (body as AddCartItemRequest & { Currency?: CurrencyCode }).Currency;
        sent.push(currency);
        return { ok: true, status: 201, data: fixtureCart(body, currency) };
      },
      changeCurrency: async (body) => {
        changed.push(body.Currency);
        return { ok: false, error: { kind: 'http', code: 'NOT_EXPECTED', status: 500, message: '' } };
      },
    });
    const user = renderWidget(api, { ...draft({ date: '2030-01-25' }), currency: { code: 'MXN', id: 2 } });
    await screen.findByText('Total:');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Se agregó a tu carrito.'));
    expect(sent).toEqual(['MXN']);
    expect(changed).toEqual([]);
  });

  it('moves a cart answered in another currency (made before a currency switch) to the selected one', async () => {
    const changed: CurrencyCode[] = [];
    const api = fixtureCartApi({
      changeCurrency: async (body) => {
        changed.push(body.Currency);
        return {
          ok: true,
          status: 200,
          data: {
            ...fixtureCart({
              SessionId: body.SessionId,
              IdProduct: 100,
              VisitDate: '2030-01-25',
              Passengers: { Adults: 2, Children: 0, Infants: 0 },
            }),
            Currency: body.Currency,
          },
        };
      },
    });
    const user = renderWidget(api, { ...draft({ date: '2030-01-25' }), currency: { code: 'MXN', id: 2 } });
    await screen.findByText('Total:');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(changed).toEqual(['MXN']));
    expect(await screen.findByRole('link', { name: /^Carrito, (.*, )?1 producto$/ })).toBeVisible();
  });

  it('asks for the prices again when the currency changes', async () => {
    const asked: string[] = [];
    const api = fixtureCartApi({
      getAvailability: async (id, query) => {
        asked.push(`${query.Month} ${query.Currency}`);
        return { ok: true, status: 200, data: fixtureAvailability(id, query.Month, query.Currency) };
      },
    });
    const user = renderWidget(api, draft({ date: '2030-01-25' }));
    expect(await screen.findByText('US$151.30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'pesos' }));
    expect(await screen.findByText('MXN$2,799.06')).toBeVisible();
    expect(asked).toEqual(['2030-01 USD', '2030-01 MXN']);
  });

  it('loads the next month when the calendar shows it', async () => {
    const asked: string[] = [];
    const api = fixtureCartApi({
      getAvailability: async (id, query) => {
        asked.push(query.Month);
        return { ok: true, status: 200, data: fixtureAvailability(id, query.Month, query.Currency) };
      },
    });
    const user = renderWidget(api);
    await user.click(await screen.findByRole('button', { name: 'Fecha de visita, Elige una fecha' }));
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('grid', { name: 'Febrero de 2030' })).toBeVisible();
    await waitFor(() => expect(asked).toEqual(['2030-01', '2030-02']));
    expect(
      await screen.findByRole('button', { name: /^Viernes, 1 de febrero de 2030, US\$89\.00, disponible$/ }),
    ).toBeVisible();
  });

  it('shows the price error and retries', async () => {
    let calls = 0;
    const api = fixtureCartApi({
      getAvailability: async (id, query) => {
        calls += 1;
        return calls === 1
          ? { ok: false, error: { kind: 'http', status: 500, code: 'INTERNAL_ERROR', message: '' } }
          : { ok: true, status: 200, data: fixtureAvailability(id, query.Month, query.Currency) };
      },
    });
    const user = renderWidget(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lo sentimos, no se pudieron obtener los precios del producto.',
    );
    await user.click(screen.getByRole('button', { name: 'Fecha de visita, Elige una fecha' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(
      await screen.findByRole('button', { name: /^Martes, 1 de enero de 2030, US\$89\.00, disponible$/ }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('limits the visitors: one adult at least, ten at most', async () => {
    const user = renderWidget(fixtureCartApi(), draft({ passengers: { adults: 1, children: 10 } }));
    expect(screen.getByRole('button', { name: 'Quitar un adulto' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar un niño' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Agregar un adulto' }));
    expect(screen.getByRole('group', { name: /Adultos/ })).toHaveTextContent('2');
  });
});

describe('BookingWidget: the weather guarantee (issue 20 §3)', () => {
  beforeEach(() => {
    document.cookie = '_shopping=; Max-Age=0; Path=/';
  });

  function guaranteeWidget(preloadedState: Record<string, unknown>) {
    const added: AddCartItemRequest[] = [];
    const asked: string[] = [];
    const cartApi = fixtureCartApi({
      addItem: async (body) => {
        added.push(body);
        return { ok: true, status: 201, data: fixtureCart(body) };
      },
    });
    const bookingApi = fixtureBookingApi({
      getAddOns: (query, options) => {
        asked.push(query.Currency);
        return fixtureAddOnsWithGuarantee(query, options);
      },
    });
    const user = renderWidget(cartApi, preloadedState, [100], bookingApi);
    return { user, added, asked };
  }

  it('offers it per visitor in dollars, says it is not refundable, and sends it in the add', async () => {
    const { user, added } = guaranteeWidget(draft({ date: '2030-01-25' }));
    const offer = await screen.findByRole('checkbox', { name: /Agregar la garantía de clima/ });
    expect(offer).toHaveAccessibleName('Agregar la garantía de clima (US$9.00 por visitante)');
    expect(offer).toHaveAccessibleDescription(/No reembolsable\.$/);
    await user.click(screen.getByRole('button', { name: 'Agregar un niño' }));
    await user.click(offer);
    // 2 × 75.65 + 56.74 + 3 visitors × 9
    expect(screen.getByText('Complementos: US$27.00')).toBeVisible();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('US$235.04');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.AddOns).toEqual([{ IdProduct: 203 }]);
  });

  it('prices it again in pesos when the visitor switches currency', async () => {
    const { user, asked } = guaranteeWidget(draft({ date: '2030-01-25' }));
    await screen.findByRole('checkbox', { name: /US\$9\.00 por visitante/ });
    await user.click(screen.getByRole('button', { name: 'pesos' }));
    expect(
      await screen.findByRole('checkbox', {
        name: 'Agregar la garantía de clima (MXN$166.50 por visitante)',
      }),
    ).toBeVisible();
    expect(asked).toEqual(['USD', 'MXN']);
  });
});
