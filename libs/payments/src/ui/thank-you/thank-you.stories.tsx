import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bankTransferOrder, cardOrder } from '../../test-support/payments-fixtures';
import { ThankYou } from './thank-you';

const meta = {
  title: 'Payments/ThankYou',
  component: ThankYou,
  args: { order: cardOrder(), now: new Date('2030-01-07T15:00:00Z') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaidByCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-number')).toHaveTextContent(
      '2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b',
    );
    await expect(
      canvas.getByText(/Pagado con Visa terminada en 4242, a 12 meses sin intereses/),
    ).toBeVisible();
    await expect(canvas.getAllByTestId('e-ticket')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Código QR del boleto XS-A1B2C3D4E5F6' })).toBeVisible();
    await expect(canvas.getByText('Boleto 1 de 3')).toBeVisible();
    await expect(canvas.getByText('Ana Pérez · ana@example.com')).toBeVisible();
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('MXN$4,500.00');
    const calendar = canvas.getByRole('link', { name: 'Agregar al calendario' });
    await expect(calendar).toHaveAttribute('href', expect.stringMatching(/^data:text\/calendar/));
    await expect(calendar).toHaveAttribute('download', 'visita-2b1c1e0e.ics');
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expect(canvas.queryByTestId('offline-payment')).toBeNull();
  },
};

/** Issue 20: the booking reference and the way to the booking page (reference filled in, no token). */
export const WithBookingReference: Story = {
  globals: { locale: 'en' },
  args: { order: cardOrder({ Reference: 'XS-7K3Q9P2M' }), manageHref: '/en/my-booking/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('booking-reference')).toHaveTextContent('XS-7K3Q9P2M');
    await expect(canvas.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
      'href',
      '/en/my-booking/?ref=XS-7K3Q9P2M',
    );
  },
};

export const PaidByCardInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Paid with Visa ending in 4242, 12 months without interest/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your e-tickets' })).toBeVisible();
  },
};

export const BankTransfer: Story = {
  globals: { locale: 'en' },
  args: { order: bankTransferOrder() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    await expect(canvas.getByTestId('payment-reference')).toHaveTextContent('XS123456789012345678');
    await expect(canvas.getByTestId('payment-deadline').querySelector('time')).toHaveAttribute(
      'datetime',
      '2030-01-10T15:00:00.000Z',
    );
    await expect(canvas.getByText(/held for 72 hours/)).toBeVisible();
    await expect(canvas.getByTestId('payment-instructions')).toHaveTextContent(/bank transfer \(SPEI\)/);
    await expect(
      canvas.getByText('Your e-tickets will be valid once the payment is received.'),
    ).toBeVisible();
    await expect(canvas.queryAllByTestId('e-ticket')).toHaveLength(0);
  },
};

/** Awaiting a bank transfer, in Spanish: reference, amount, deadline, how to pay; no e-ticket yet. */
export const BankTransferPending: Story = {
  args: { order: bankTransferOrder() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Completa tu pago' })).toBeVisible();
    await expect(canvas.getByTestId('payment-reference')).toHaveTextContent('XS123456789012345678');
    await expect(canvas.getByText('Importe a pagar').nextElementSibling).toHaveTextContent('MXN$4,500.00');
    await expect(canvas.getByTestId('payment-deadline')).not.toBeEmptyDOMElement();
    await expect(canvas.getByTestId('payment-instructions')).toHaveTextContent(
      /transferencia bancaria \(SPEI\)/,
    );
    await expect(canvas.getByText('Tus boletos serán válidos cuando recibamos el pago.')).toBeVisible();
    await expect(canvas.queryAllByTestId('e-ticket')).toHaveLength(0);
  },
};

/** A cash deposit awaiting payment: its own instructions. */
export const CashDepositPending: Story = {
  globals: { locale: 'en' },
  args: {
    order: (() => {
      const order = bankTransferOrder();
      return { ...order, Payment: { ...order.Payment, Method: 'cash-deposit' as const } };
    })(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payment-instructions')).toHaveTextContent(
      /Pay in cash at a bank branch/,
    );
    await expect(canvas.queryAllByTestId('e-ticket')).toHaveLength(0);
  },
};

/** Not paid within 72 hours: the booking was released; no payment box, no e-ticket, no visit to add to a calendar. */
export const BankTransferExpired: Story = {
  args: { order: bankTransferOrder({ Status: 'expired' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-closed')).toHaveTextContent(/Pasó el plazo de 72 horas/);
    await expect(canvas.getByText(/Vencido/)).toBeVisible();
    await expect(canvas.queryByTestId('offline-payment')).toBeNull();
    await expect(canvas.queryAllByTestId('e-ticket')).toHaveLength(0);
    await expect(canvas.queryByRole('heading', { name: 'Tus boletos electrónicos' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Agregar al calendario' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/No encontramos este pedido/);
  },
};
