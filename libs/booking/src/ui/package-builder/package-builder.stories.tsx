import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { CartApi } from '@parks/cart';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BookingApi } from '../../api/booking.api';
import type { PackagePiece } from '../../core/package-builder';
import {
  BookingFixtures,
  failure,
  fixtureBookingApi,
  fixtureCart,
  fixtureCartApi,
  httpFailure,
  never,
} from '../../test-support/booking-fixtures';
import { PackageBuilder } from './package-builder';

const withBookingFixtures: Decorator = (Story, context) => (
  <BookingFixtures
    cartApi={context.parameters['cartApi'] as CartApi | undefined}
    bookingApi={context.parameters['bookingApi'] as BookingApi | undefined}
  >
    <Story />
  </BookingFixtures>
);

const PIECE_IDS = [100, 110, 120, 121, 122, 123];
const piece = (productId: number, day: number, schedule: string | null = null): PackagePiece => ({
  productId,
  date: `2030-01-${String(day).padStart(2, '0')}`,
  schedule,
});
const TWO = [piece(120, 10), piece(121, 11)];
const THREE = [...TWO, piece(122, 12)];
const FIVE = [...THREE, piece(123, 14), piece(110, 15, '08:00')];

type Canvas = ReturnType<typeof within>;
const priced = (canvas: Canvas) => waitFor(() => expect(canvas.getByTestId('package-total')).toBeVisible());

const meta = {
  title: 'Booking/PackageBuilder',
  component: PackageBuilder,
  args: { productIds: PIECE_IDS },
  decorators: [withBookingFixtures],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PackageBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Arma tu paquete' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tu paquete (0 de 5)' })).toBeVisible();
    await expect(canvas.getByText('Tu paquete está vacío: agrega un parque o tour.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar paquete al carrito' })).toBeDisabled();
    await expect(await canvas.findByRole('option', { name: 'Parque Aventura' })).toBeInTheDocument();
  },
};

export const DateRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar al paquete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor elige una fecha de visita');
  },
};

export const Items: Story = {
  args: { initialPieces: TWO },
  play: async ({ canvas }) => {
    await priced(canvas);
    await expect(canvas.getByRole('heading', { name: 'Tu paquete (2 de 5)' })).toBeVisible();
    const list = within(canvas.getByRole('list'));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('Parque Aventura')).toBeVisible();
    // 2 adults × 129.99 + 2 × 89.99, no package discount with 2 pieces a few days ahead.
    await expect(canvas.getByTestId('package-total')).toHaveTextContent('US$439.96');
    await expect(canvas.queryByTestId('package-discount')).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Agrega 1 parque o tour más para obtener 20 % de descuento en todo el paquete.'),
    ).toBeVisible();
  },
};

export const DiscountShown: Story = {
  args: { initialPieces: THREE },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await priced(canvas);
    await expect(canvas.getByTestId('package-discount')).toHaveTextContent('Package discount (20 %)');
    // 2 × (129.99 + 89.99 + 99.99) = 639.94; 20 % off each piece.
    await expect(canvas.getByText('US$639.94')).toBeVisible();
    await expect(canvas.getByTestId('package-total')).toHaveTextContent('US$511.94');
  },
};

export const RemoveAPiece: Story = {
  args: { initialPieces: TWO },
  play: async ({ canvas }) => {
    await priced(canvas);
    await expect(canvas.queryByTestId('package-discount')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Parque Selva del paquete' }));
    await expect(canvas.getByRole('heading', { name: 'Tu paquete (1 de 5)' })).toBeVisible();
  },
};

export const LimitReached: Story = {
  args: { initialPieces: FIVE },
  play: async ({ canvas }) => {
    await priced(canvas);
    await expect(canvas.getByRole('heading', { name: 'Tu paquete (5 de 5)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar al paquete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El límite de productos que se pueden agregar a tu paquete es 5',
    );
  },
};

export const Pricing: Story = {
  args: { initialPieces: TWO },
  parameters: { bookingApi: fixtureBookingApi({ quotePackage: never }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Actualizando el precio del paquete…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar paquete al carrito' })).toBeDisabled();
  },
};

export const PriceError: Story = {
  args: { initialPieces: TWO },
  parameters: { bookingApi: fixtureBookingApi({ quotePackage: () => httpFailure('PRICE_UNAVAILABLE') }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Precio no disponible');
  },
};

export const Offline: Story = {
  args: { initialPieces: TWO },
  globals: { locale: 'en' },
  parameters: {
    bookingApi: fixtureBookingApi({ quotePackage: () => failure({ kind: 'network', code: 'NETWORK' }) }),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/It seems that you are in our offline mode/);
    await expect(within(alert).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  },
};

export const AddedToCart: Story = {
  args: { initialPieces: THREE },
  parameters: {
    cartApi: fixtureCartApi({
      addItem: async (body) => ({ ok: true, status: 201, data: fixtureCart(body) }),
    }),
  },
  play: async ({ canvas }) => {
    await priced(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar paquete al carrito' }));
    await expect(await canvas.findByText('Tu paquete está en el carrito.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute('href', '/es/carrito/');
    await expect(canvas.getByRole('heading', { name: 'Tu paquete (0 de 5)' })).toBeVisible();
  },
};

export const CartRefusesAPiece: Story = {
  args: { initialPieces: TWO },
  parameters: { cartApi: fixtureCartApi({ addItem: () => httpFailure('DUPLICATE_PRODUCT', 409) }) },
  play: async ({ canvas }) => {
    await priced(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar paquete al carrito' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este producto o uno con la misma fecha ya fue agregado a tu carrito',
    );
    await expect(canvas.getByRole('heading', { name: 'Tu paquete (2 de 5)' })).toBeVisible();
  },
};
