import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { booking } from '../../test-support/booking-fixtures';
import { AccountOrders } from './account-orders';

const second = booking({
  IdOrder: '5e2d3c4b-1a09-4f87-8e6d-5c4b3a291807',
  Reference: 'XS-4N8R2T6W',
  Currency: 'USD',
  Total: 178,
  PurchasedAt: '2030-02-03T17:30:00.000Z',
});

const meta = {
  title: 'Payments/AccountOrders',
  component: AccountOrders,
  parameters: { layout: 'padded' },
  args: {
    state: { status: 'list', bookings: [second, booking()] },
    language: 'es',
    bookingHref: (idOrder: string) => `/es/mi-reserva/?order=${idOrder}`,
  },
} satisfies Meta<typeof AccountOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's bookings, newest first, each linking to its booking page with no second lookup. */
export const List: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Tus reservas' }));
    const items = list.getAllByRole('listitem').filter((item) => item.parentElement?.closest('li') === null);
    await expect(items).toHaveLength(2);
    await expect(list.getByRole('link', { name: 'Reserva XS-4N8R2T6W' })).toHaveAttribute(
      'href',
      '/es/mi-reserva/?order=5e2d3c4b-1a09-4f87-8e6d-5c4b3a291807',
    );
    await expect(items[1]).toHaveTextContent('MXN$4,500.00');
  },
};

export const ListInEnglish: Story = {
  globals: { locale: 'en' },
  args: { language: 'en', bookingHref: (idOrder: string) => `/en/my-booking/?order=${idOrder}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Booking XS-7K3Q9P2M' })).toHaveAttribute(
      'href',
      '/en/my-booking/?order=2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b',
    );
    await expect(canvas.getByText(/US\$178\.00/)).toBeVisible();
  },
};

/** Signed in, nothing bought with this e-mail yet. */
export const Empty: Story = {
  args: { state: { status: 'list', bookings: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no tienes reservas con este correo.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** park-api did not answer: said as an alert, nothing listed. */
export const Failed: Story = {
  args: { state: { status: 'error' } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We couldn't load your bookings. Please try again later.",
    );
  },
};
