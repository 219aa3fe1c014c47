import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { CartApi } from '@parks/cart';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currencyStateFor } from '@parks/currency/core';
import { initialBookingState, type BookingState } from '../../state/booking.slice';
import type { BookingApi } from '../../api/booking.api';
import {
  BookingFixtures,
  failure,
  fixtureAvailability,
  fixtureCartApi,
  httpFailure,
  never,
} from '../../test-support/booking-fixtures';
import { BookingWidget } from './booking-widget';

/** In-memory APIs: `parameters.cartApi` / `parameters.bookingApi` replace the fixture ones. */
const withBookingFixtures: Decorator = (Story, context) => (
  <BookingFixtures
    cartApi={context.parameters['cartApi'] as CartApi | undefined}
    bookingApi={context.parameters['bookingApi'] as BookingApi | undefined}
  >
    <Story />
  </BookingFixtures>
);

/** A remembered draft of the admission in January 2030 (far enough ahead for any clock). */
const draft = (overrides: Partial<BookingState> = {}) => ({
  booking: { ...initialBookingState, productId: 100, month: '2030-01', ...overrides },
});
const withDate = (overrides: Partial<BookingState> = {}) => draft({ date: '2030-01-25', ...overrides });

type Canvas = ReturnType<typeof within>;
const addButton = (canvas: Canvas, name = 'Agregar al carrito') => canvas.getByRole('button', { name });
const whenPriced = (canvas: Canvas, text = 'Total:') => canvas.findByText(text);
const openCalendar = async (canvas: Canvas, name = /^Fecha de visita/) => {
  await waitFor(() => expect(canvas.getByRole('button', { name })).toBeEnabled());
  await userEvent.click(canvas.getByRole('button', { name }));
  return canvas.findByRole('dialog');
};
const failsToAdd = (code: string, status: number) =>
  fixtureCartApi({ addItem: () => httpFailure(code, status) });

const meta = {
  title: 'Booking/BookingWidget',
  component: BookingWidget,
  args: { productIds: [100] },
  decorators: [withBookingFixtures],
  parameters: { layout: 'padded', preloadedState: draft() },
} satisfies Meta<typeof BookingWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reserva tu visita' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fecha de visita, Elige una fecha' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Adultos/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('button', { name: 'Quitar un niño' })).toBeDisabled();
    await expect(canvas.getByText('Los niños de 0 a 4 años entran gratis.')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: /Transportación/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Foto pase/ })).toBeVisible();
    await expect(canvas.getByText('Elige una fecha para ver el precio.')).toBeVisible();
  },
};

/**
 * Reached from a calm day of the sensory guide (`?date=2030-01-15`, issue 21 §3): that day is chosen and
 * priced, over the remembered one.
 */
export const DateFromTheLink: Story = {
  args: { date: '2030-01-15' },
  parameters: { preloadedState: withDate() },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await expect(
      canvas.getByRole('button', { name: 'Fecha de visita, Martes, 15 de enero de 2030' }),
    ).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withDate() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Book your visit' })).toBeVisible();
    await whenPriced(canvas);
    await expect(
      canvas.getByRole('button', { name: 'Date of visit, Friday, January 25, 2030' }),
    ).toBeVisible();
    await expect(canvas.getByText('US$151.30')).toBeVisible();
    await expect(canvas.getByText('Includes a 15 % advance-purchase discount')).toBeVisible();
    await expect(canvas.getByText('Children from 0 to 4 years enter free.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { preloadedState: withDate() },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await expect(canvas.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
    const dialog = await openCalendar(canvas);
    await expect(within(dialog).getByRole('grid', { name: 'Enero de 2030' })).toBeVisible();
  },
};

export const LoadingAvailability: Story = {
  parameters: { cartApi: fixtureCartApi({ getAvailability: never }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando precios…')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando precios…');
  },
};

export const CalendarOpen: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCalendar(canvas);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('heading', { name: 'Enero de 2030' })).toBeVisible();
    const grid = within(dialog).getByRole('grid', { name: 'Enero de 2030' });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    // The first bookable day takes the focus (1 January 2030, a Tuesday).
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', { name: /^Martes, 1 de enero de 2030, US\$89\.00, disponible$/ }),
      ).toHaveFocus(),
    );
    await expect(within(dialog).getByText('Precios por adulto en US$')).toBeVisible();
  },
};

export const UnavailableDate: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCalendar(canvas);
    const sunday = await within(dialog).findByRole('button', {
      name: /^Domingo, 13 de enero de 2030, .*no disponible/,
    });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    const soldOut = within(dialog).getByRole('button', {
      name: /^Miércoles, 16 de enero de 2030, .*no disponible/,
    });
    await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(soldOut);
    await expect(dialog).toBeVisible();
    await expect(soldOut.closest('td')).toHaveAttribute('aria-selected', 'false');
  },
};

export const CheapestMarked: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCalendar(canvas);
    const cheapest = await within(dialog).findByRole('button', {
      name: 'Viernes, 25 de enero de 2030, US$75.65, disponible, precio más bajo',
    });
    await expect(cheapest).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Martes, 8 de enero de 2030, US$89.00, disponible' }),
    ).toBeVisible();
    await expect(within(dialog).getByText('Precio más bajo')).toBeVisible();
    await userEvent.click(cheapest);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Fecha de visita, Viernes, 25 de enero de 2030' }),
    ).toHaveFocus();
    await expect(canvas.getByText('US$151.30')).toBeVisible();
  },
};

export const PriceError: Story = {
  parameters: { cartApi: fixtureCartApi({ getAvailability: () => httpFailure('INTERNAL_ERROR', 500) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Lo sentimos, no se pudieron obtener los precios del producto.',
    );
    // SPEC §8 'Product unavailable': the notice links to the health-protocol page.
    await expect(canvas.getByRole('link', { name: 'Consulta nuestro protocolo de salud' })).toHaveAttribute(
      'href',
      '/es/preguntas-frecuentes/#health-protocol',
    );
    const dialog = await openCalendar(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Lo sentimos, no se pudieron obtener los precios del producto.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};

export const PriceUnavailable: Story = {
  parameters: {
    preloadedState: withDate(),
    cartApi: fixtureCartApi({
      getAvailability: async (id, query) => ({
        ok: true,
        status: 200,
        data: fixtureAvailability(id, query.Month, query.Currency, { prices: false }),
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Precio no disponible')).toBeVisible();
    await expect(addButton(canvas)).toBeDisabled();
  },
};

export const ScheduleMissing: Story = {
  args: { productIds: [110] },
  parameters: { preloadedState: withDate({ productId: 110 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '10:30' })).not.toBeChecked();
    await userEvent.click(addButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor selecciona un horario');
    await expect(canvas.getByRole('group', { name: 'Horario' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PickupMissing: Story = {
  parameters: { preloadedState: withDate() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Transportación/ }));
    await expect(canvas.getByRole('combobox', { name: 'Desde' })).toHaveDisplayValue(
      'Elige un punto de salida',
    );
    await userEvent.click(addButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor elige un punto de salida');
  },
};

export const Duplicate: Story = {
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('DUPLICATE_PRODUCT', 409) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este producto o uno con la misma fecha ya fue agregado a tu carrito',
    );
  },
};

export const DuplicateInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('DUPLICATE_PRODUCT', 409) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas, 'Add to cart'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This product or one with the same date has already been added to your cart',
    );
  },
};

export const LimitReached: Story = {
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('PACKAGE_LIMIT', 422) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El límite de productos que se pueden agregar a tu paquete es 5',
    );
  },
};

export const NoAvailability: Story = {
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('NO_AVAILABILITY', 409) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
    );
  },
};

export const GenericError: Story = {
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('INTERNAL_ERROR', 500) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error. Por favor intenta de nuevo.',
    );
  },
};

export const GenericErrorInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('INTERNAL_ERROR', 500) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas, 'Add to cart'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error has ocurred. Please try again.',
    );
  },
};

/** Issue 17 §3: too many seats for one date in one cart (429); nothing already in the cart is lost. */
export const DateSeatLimit: Story = {
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('CART_DATE_SEAT_LIMIT', 429) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Tu carrito ya tiene el máximo de lugares permitido para esta fecha. Elige menos visitantes u otra fecha.',
    );
  },
};

export const DateSeatLimitInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('CART_DATE_SEAT_LIMIT', 429) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas, 'Add to cart'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your cart already has the most places allowed for this date. Choose fewer visitors or another date.',
    );
  },
};

/** Issue 17 §3: too many carts started from one client address in an hour (429). */
export const ClientCartLimit: Story = {
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('CLIENT_CART_LIMIT', 429) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Se han creado demasiados carritos desde tu conexión en la última hora. Inténtalo de nuevo más tarde.',
    );
  },
};

export const ClientCartLimitInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('CLIENT_CART_LIMIT', 429) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas, 'Add to cart'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many carts have been started from your connection in the last hour. Please try again later.',
    );
  },
};

/** Issue 17 §3: too many seats held from one client address in an hour (429). */
export const ClientSeatLimit: Story = {
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('CLIENT_SEAT_LIMIT', 429) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Se han apartado demasiados lugares desde tu conexión en la última hora. Inténtalo de nuevo más tarde.',
    );
  },
};

export const ClientSeatLimitInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withDate(), cartApi: failsToAdd('CLIENT_SEAT_LIMIT', 429) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas, 'Add to cart'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many places have been held from your connection in the last hour. Please try again later.',
    );
  },
};

export const Offline: Story = {
  globals: { locale: 'en' },
  parameters: {
    preloadedState: withDate(),
    cartApi: fixtureCartApi({ addItem: () => failure({ kind: 'network', code: 'NETWORK_ERROR' }) }),
  },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas, 'Add to cart'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'It seems that you are in our offline mode or maybe there is a network error, please try again later...',
    );
    await expect(within(alert).getByRole('link', { name: '+52 998 555 0142' })).toHaveAttribute(
      'href',
      'tel:+529985550142',
    );
  },
};

export const Adding: Story = {
  parameters: { preloadedState: withDate(), cartApi: fixtureCartApi({ addItem: never }) },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByText('Agregando a tu carrito…')).toBeVisible();
    await expect(addButton(canvas)).toBeDisabled();
  },
};

export const Added: Story = {
  parameters: { preloadedState: withDate() },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await userEvent.click(addButton(canvas));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Se agregó a tu carrito.'));
    await expect(within(status).getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute(
      'href',
      '/es/carrito/',
    );
  },
};

export const PricesInPesos: Story = {
  parameters: { preloadedState: { ...withDate(), currency: currencyStateFor('MXN') } },
  play: async ({ canvas }) => {
    await whenPriced(canvas);
    await expect(canvas.getByText('MXN$2,799.06')).toBeVisible();
    await expect(canvas.getByText('2 adultos × MXN$1,399.53')).toBeVisible();
  },
};
