import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FindBookingForm } from './find-booking-form';

const meta = {
  title: 'Payments/FindBookingForm',
  component: FindBookingForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FindBookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: a plain POST with the intent, the reference and the e-mail, and no token anywhere. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('button', { name: 'Buscar mi reserva' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(canvas.getByLabelText(/Clave de reserva o número de orden/)).toHaveAttribute(
      'name',
      'order',
    );
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmptyInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find my booking' })).toBeVisible();
  },
};

/** Wrong reference or wrong e-mail: one message for both, and what was typed is kept. */
export const NotFound: Story = {
  args: { error: { code: 'BOOKING_NOT_FOUND' }, order: 'XS-7K3Q9P2M', email: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No encontramos una reserva con esa clave y ese correo. Revisa ambos e inténtalo de nuevo.',
    );
    await expect(canvas.getByLabelText(/Clave de reserva/)).toHaveValue('XS-7K3Q9P2M');
  },
};

export const NotFoundInEnglish: Story = {
  globals: { locale: 'en' },
  args: { error: { code: 'BOOKING_NOT_FOUND' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We couldn't find a booking with that reference and e-mail.",
    );
  },
};

/** Rate-limited: the wait comes from Retry-After, in minutes. */
export const TooManyTries: Story = {
  globals: { locale: 'en' },
  args: { error: { code: 'TOO_MANY_LOOKUPS', retryAfterSeconds: 840 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 14 minutes and try again.',
    );
  },
};

export const TooManyTriesInSpanish: Story = {
  args: { error: { code: 'TOO_MANY_LOOKUPS', retryAfterSeconds: 900 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    );
  },
};
