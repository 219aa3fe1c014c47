import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { CartApi } from '@parks/cart';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BookingApi } from '../../api/booking.api';
import { BookingFixtures, fixtureBookingApi, httpFailure, never } from '../../test-support/booking-fixtures';
import { HotelCalendar } from './hotel-calendar';

const withBookingFixtures: Decorator = (Story, context) => (
  <BookingFixtures
    cartApi={context.parameters['cartApi'] as CartApi | undefined}
    bookingApi={context.parameters['bookingApi'] as BookingApi | undefined}
  >
    <Story />
  </BookingFixtures>
);

type Canvas = ReturnType<typeof within>;
/** The month's bookable days (their names end in 'disponible' / 'available', never 'no disponible'). */
const days = async (canvas: Canvas, available = /, disponible/) => {
  await waitFor(() => expect(canvas.getAllByRole('button', { name: available }).length).toBeGreaterThan(3));
  return canvas.getAllByRole('button', { name: available });
};
const applyCode = async (canvas: Canvas, code: string, label = 'Código promocional', apply = 'Aplicar') => {
  await userEvent.type(canvas.getByLabelText(label), code);
  await userEvent.click(canvas.getByRole('button', { name: apply }));
};

const meta = {
  title: 'Booking/HotelCalendar',
  component: HotelCalendar,
  args: { productId: 400 },
  decorators: [withBookingFixtures],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HotelCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { bookingApi: fixtureBookingApi({ getHotelRates: never }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reserva tu estancia en el hotel' })).toBeVisible();
    await expect(await canvas.findByText('Cargando el calendario…')).toBeVisible();
  },
};

export const CalendarError: Story = {
  parameters: { bookingApi: fixtureBookingApi({ getHotelRates: () => httpFailure('INTERNAL_ERROR', 500) }) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ocurrió un error al cargar el calendario');
    await expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  },
};

export const CalendarErrorEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { bookingApi: fixtureBookingApi({ getHotelRates: () => httpFailure('INTERNAL_ERROR', 500) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the calendar',
    );
  },
};

const rates = fn(fixtureBookingApi().getHotelRates);

export const InvalidPromoFormat: Story = {
  parameters: { bookingApi: fixtureBookingApi({ getHotelRates: rates }) },
  play: async ({ canvas }) => {
    await days(canvas);
    rates.mockClear();
    await applyCode(canvas, 'ab');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Código promocional no válido');
    await expect(canvas.getByLabelText('Código promocional')).toHaveAttribute('aria-invalid', 'true');
    // Refused before asking the server (SPEC §5).
    await expect(rates).not.toHaveBeenCalled();
  },
};

export const InvalidPromo: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await days(canvas, /, available/);
    await applyCode(canvas, 'NOPE-2030', 'Promotional code', 'Apply');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid promotional code');
    // The press's keyboard focus stays on the button while the code is checked, and after.
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
  },
};

export const ValidPromo: Story = {
  play: async ({ canvas }) => {
    await days(canvas);
    await applyCode(canvas, 'lodge-senses-15');
    await expect(
      await canvas.findByText('Código LODGE-SENSES-15 aplicado: 15 % de descuento en cada noche.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toHaveFocus();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /US\$160\.65.*, disponible/ }).length).toBeGreaterThan(0),
    );
  },
};

export const RangePicked: Story = {
  play: async ({ canvas }) => {
    const bookable = await days(canvas);
    const [first, , third] = bookable;
    if (!first || !third) throw new Error('not enough days in the fixture month');
    await userEvent.click(first);
    await expect(canvas.getByText('Ahora elige tu día de salida')).toBeVisible();
    await userEvent.click(third);
    await expect(canvas.getByText('2 noches:')).toBeVisible();
    await expect(canvas.getByTestId('hotel-total')).toHaveTextContent(/^US\$\d+\.\d\d$/);
    // The APG grid's range: the check-in, the night between and the check-out are selected cells.
    await expect(canvas.getAllByRole('gridcell', { selected: true })).toHaveLength(3);
  },
};

export const CheckOutMissing: Story = {
  play: async ({ canvas }) => {
    const [first] = await days(canvas);
    if (!first) throw new Error('no day');
    await userEvent.click(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar estancia al carrito' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor elige tu día de salida');
  },
};

export const AddedToCart: Story = {
  play: async ({ canvas }) => {
    const bookable = await days(canvas);
    const [first, second] = bookable;
    if (!first || !second) throw new Error('not enough days');
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar estancia al carrito' }));
    await expect(await canvas.findByText('Tu estancia está en el carrito.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute('href', '/es/carrito/');
  },
};

export const FullRoom: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar un niño' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar un niño' }));
    await expect(canvas.getByRole('button', { name: 'Agregar un niño' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Agregar un adulto' })).toBeDisabled();
    await expect(canvas.getByText('16 años o más')).toBeVisible();
    await expect(canvas.getByText('0 a 15 años')).toBeVisible();
  },
};
