import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingCart } from '@parks/contracts';
import type { Language } from '@parks/i18n';
import { renderWithProviders } from '@parks/test-harness';
import { CartApiProvider } from '../../api/cart-api-context';
import {
  admissionLine,
  cartOf,
  pageCart,
  tourLine,
  weatherGuaranteeOffer,
  withCart,
} from '../../test-support/carts';
import { memoryCartApi, type MemoryCartApiOptions } from '../../test-support/memory-cart-api';
import { CartSummary } from '../cart-summary/cart-summary';
import { CartPage } from './cart-page';

function renderCartPage(
  cart: ShoppingCart | null,
  { language = 'es', ...options }: Omit<MemoryCartApiOptions, 'cart'> & { language?: Language } = {},
) {
  const api = memoryCartApi({ cart, ...options });
  renderWithProviders(
    <CartApiProvider api={api}>
      <CartSummary />
      <CartPage showComplements={false} />
    </CartApiProvider>,
    { language, preloadedState: withCart(cart) },
  );
  return api;
}

beforeEach(() => {
  document.cookie = '_shopping=cookie-session-123; path=/';
});
afterEach(() => {
  document.cookie = '_shopping=; path=/; max-age=0';
});

describe('CartPage update messages (SPEC §8 "Cart", word for word)', () => {
  it.each([
    ['es', 'Eliminar Admisión Parque Sensoria', 'El carrito se ha actualizado'],
    ['en', 'Remove Admisión Parque Sensoria', 'The cart has been updated successfully'],
  ] as const)('%s: update succeeded, in a polite status region', async (language, button, message) => {
    renderCartPage(pageCart(), { language });
    await userEvent.click(screen.getByRole('button', { name: button }));
    const text = await screen.findByText(message);
    expect(text.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Eliminar Admisión Parque Sensoria', 'Error al actualizar el carrito'],
    ['en', 'Remove Admisión Parque Sensoria', 'There was an error updating the shopping cart'],
  ] as const)('%s: update failed, as an alert', async (language, button, message) => {
    renderCartPage(pageCart(), { language, failWith: 'HTTP_502' });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('CartPage changes', () => {
  it('removes a line with the session and language, and the header summary follows', async () => {
    const api = renderCartPage(pageCart(), { language: 'en' });
    expect(screen.getByRole('link', { name: /^Cart, .*, 2 products$/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tour Tulum y Parque Sensoria' }));
    await screen.findByText('The cart has been updated successfully');
    // The page also reads the guarantee's price (getAddOns); the change is the one removeItem.
    expect(api.calls.filter((call) => call.method !== 'getAddOns')).toEqual([
      { method: 'removeItem', args: [tourLine().IdLine, 'cookie-session-123', { Language: 'EN' }] },
    ]);
    expect(screen.getByRole('link', { name: /^Cart, 2 Adults, 1 Child, .*, 1 product$/ })).toBeVisible();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('MXN$5,404.77');
  });

  it('updates passengers and schedule through updateItem', async () => {
    const api = renderCartPage(pageCart(), { schedules: ['08:00', '10:30', '13:00'] });
    await userEvent.click(screen.getByRole('button', { name: 'Modificar Tour Tulum y Parque Sensoria' }));
    const form = within(await screen.findByRole('form', { name: 'Modificar Tour Tulum y Parque Sensoria' }));
    await waitFor(() => expect(form.getByRole('option', { name: '13:00' })).toBeInTheDocument());
    await userEvent.selectOptions(form.getByLabelText('Horario'), '13:00');
    await userEvent.selectOptions(form.getByLabelText('Niños (5 a 11 años)'), '2');
    await userEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('El carrito se ha actualizado');
    expect(api.calls.find((call) => call.method === 'updateItem')?.args).toEqual([
      tourLine().IdLine,
      {
        Schedule: '13:00',
        Passengers: { Adults: 2, Children: 2, Infants: 0 },
        SessionId: 'cookie-session-123',
      },
      { Language: 'ES' },
    ]);
    const tour = within(screen.getByRole('article', { name: 'Tour Tulum y Parque Sensoria' }));
    expect(tour.getByText('2 adultos, 2 niños')).toBeVisible();
    expect(tour.getByText('13:00')).toBeVisible();
  });

  it('does not call the API when nothing changed, and needs an adult or a child', async () => {
    const api = renderCartPage(pageCart());
    await userEvent.click(screen.getByRole('button', { name: 'Modificar Admisión Parque Sensoria' }));
    const form = within(await screen.findByRole('form'));
    await userEvent.selectOptions(form.getByLabelText('Adultos (12+ años)'), '0');
    await userEvent.selectOptions(form.getByLabelText('Niños (5 a 11 años)'), '0');
    expect(form.getByText('Agrega al menos un adulto o un niño.')).toBeVisible();
    expect(form.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await userEvent.selectOptions(form.getByLabelText('Adultos (12+ años)'), '2');
    await userEvent.selectOptions(form.getByLabelText('Niños (5 a 11 años)'), '1');
    await userEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'updateItem')).toEqual([]);
  });
});

describe('CartPage amounts', () => {
  it("shows every breakdown row, the discount visibly, in the cart's currency", () => {
    renderCartPage(pageCart());
    const table = screen.getByRole('table', { name: 'Desglose del precio de Admisión Parque Sensoria' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Adultos (12+ años)2MXN$1,602.00MXN$3,204.00',
      'Niños (5 a 11 años)1MXN$1,602.00MXN$1,602.00',
      'Niños (0 a 4 años), entrada gratuita1MXN$0.00MXN$0.00',
      'Descuento para niños de 5 a 11 años (25 %)1-MXN$400.50-MXN$400.50',
      'Descuento por compra anticipada (10 %)1-MXN$440.55-MXN$440.55',
      'Transportación1MXN$540.00MXN$540.00',
      'Photo pass1MXN$899.82MXN$899.82',
    ]);
  });

  it("says each discount's own percentage, and the rows add up to the line's amount", () => {
    const cart = pageCart();
    renderCartPage(cart, { language: 'en' });
    const table = screen.getByRole('table', { name: /Admisión Parque Sensoria/ });
    expect(within(table).getByRole('row', { name: /Children 5-11 discount \(25 %\)/ })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Advance purchase discount \(10 %\)/ })).toBeVisible();
    const line = cart.Lines[0];
    const sum = (line?.Breakdown ?? []).reduce((total, row) => total + row.Amount, 0);
    expect(sum).toBeCloseTo(line?.Amount ?? NaN, 2);
  });

  it('formats totals with the cart’s minor units (JPY has none) and language', () => {
    renderCartPage(
      cartOf([admissionLine({ Amount: 15400, Breakdown: [] })], { Currency: 'JPY', Decimals: 0 }),
      { language: 'en' },
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^15,400\sJP¥$/);
    expect(screen.getByTestId('line-amount')).toHaveTextContent(/^15,400\sJP¥$/);
  });

  it('shows USD in Spanish with its code, as the header summary does', () => {
    renderCartPage(cartOf([admissionLine({ Amount: 288.03 })], { Currency: 'USD' }));
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('US$288.03');
  });

  it('links to payment with a link that carries no button type (W3C Nu checker)', () => {
    renderCartPage(pageCart());
    expect(screen.getByRole('link', { name: 'Ir al pago' })).not.toHaveAttribute('type');
  });

  it('offers payment only for a cart without problems', () => {
    renderCartPage(cartOf([admissionLine({ ErrorCode: 'PRICE_UNAVAILABLE' })], { WithErrors: true }));
    expect(screen.getByText('Este producto no se puede pagar así: Precio no disponible')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ir al pago' })).not.toBeInTheDocument();
  });
});

describe('CartPage: the weather guarantee on a line (issue 20 §3)', () => {
  const guarantee = weatherGuaranteeOffer;

  it('es, MXN: offers it per visitor with the line total, not refundable, and adds it keeping the other add-ons', async () => {
    const api = renderCartPage(pageCart(), { addOns: [guarantee] });
    const add = await screen.findByRole('button', {
      name: 'Agregar la garantía de clima a Admisión Parque Sensoria',
    });
    const offer = within(screen.getByRole('article', { name: 'Admisión Parque Sensoria' })).getByTestId(
      'cart-guarantee-offer',
    );
    // 2 adults, 1 child and 1 infant: 4 visitors at 9 × 18.5.
    expect(offer).toHaveTextContent('MXN$166.50 por visitante · MXN$666.00 por 4 visitantes');
    expect(add).toHaveAccessibleDescription(/No reembolsable\.$/);
    await userEvent.click(add);
    await screen.findByText('El carrito se ha actualizado');
    expect(api.calls.filter((call) => call.method !== 'getAddOns')).toEqual([
      {
        method: 'updateItem',
        args: [
          admissionLine().IdLine,
          {
            AddOns: [{ IdProduct: 200, From: 'cancun-hotel-zone' }, { IdProduct: 202 }, { IdProduct: 203 }],
            SessionId: 'cookie-session-123',
          },
          { Language: 'ES' },
        ],
      },
    ]);
    expect(api.calls.find((call) => call.method === 'getAddOns')?.args).toEqual([
      { Language: 'ES', Currency: 'MXN' },
    ]);
    const line = within(screen.getByRole('article', { name: 'Admisión Parque Sensoria' }));
    expect(line.getByRole('rowheader', { name: 'Garantía de clima' })).toBeVisible();
    expect(line.queryByTestId('cart-guarantee-offer')).not.toBeInTheDocument();
    // The tour has not got it: still offered there.
    expect(
      screen.getByRole('button', { name: 'Agregar la garantía de clima a Tour Tulum y Parque Sensoria' }),
    ).toBeVisible();
  });

  it('en, USD: priced in dollars for the line’s visitors', async () => {
    renderCartPage(cartOf([tourLine()], { Currency: 'USD' }), { language: 'en', addOns: [guarantee] });
    const add = await screen.findByRole('button', {
      name: 'Add the weather guarantee to Tour Tulum y Parque Sensoria',
    });
    expect(screen.getByTestId('cart-guarantee-offer')).toHaveTextContent(
      'US$9.00 per visitor · US$18.00 for 2 visitors',
    );
    expect(add).toHaveAccessibleDescription(/Not refundable\.$/);
  });

  it('does not offer it on a line that has it', async () => {
    renderCartPage(
      cartOf([admissionLine(), tourLine({ AddOns: [{ IdProduct: 203, Name: 'Garantía de clima' }] })]),
      { addOns: [guarantee] },
    );
    await screen.findByRole('button', { name: 'Agregar la garantía de clima a Admisión Parque Sensoria' });
    expect(screen.getAllByTestId('cart-guarantee-offer')).toHaveLength(1);
    expect(
      within(screen.getByRole('article', { name: 'Tour Tulum y Parque Sensoria' })).queryByTestId(
        'cart-guarantee-offer',
      ),
    ).not.toBeInTheDocument();
  });
});
