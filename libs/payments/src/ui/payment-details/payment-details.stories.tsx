import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paymentCart, withPaymentCart } from '../../test-support/payments-fixtures';
import { withFakePaymentsApi } from '../../test-support/story-payments-api';
import { PaymentDetails } from './payment-details';

const NOW = new Date('2030-01-07T15:00:00Z');

const meta = {
  title: 'Payments/PaymentDetails',
  component: PaymentDetails,
  decorators: [withFakePaymentsApi],
  args: { onPaid: fn(), now: NOW },
  parameters: { layout: 'padded', preloadedState: withPaymentCart(paymentCart('MXN')) },
} satisfies Meta<typeof PaymentDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Types a value the quick way (one paste, as autofill does): every keystroke would re-validate the form. */
async function enter(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function fillEnglishCard(canvas: Canvas, number: string) {
  await enter(canvas.getByLabelText(/^Card number/), number);
  await enter(canvas.getByLabelText(/^Expiry date/), '1235');
  await enter(canvas.getByLabelText(/^Security code/), '123');
  await enter(canvas.getByLabelText(/^Name on the card/), 'Ana Pérez');
  await userEvent.click(canvas.getByLabelText(/I accept the terms/));
}

/** A signed-in customer's details, filled in by the host. */
const KNOWN_BUYER = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+1 305 555 0100',
  country: 'US',
};

/** SPEC §8 'Payments' loading labels, in Spanish. */
export const Loading: Story = {
  parameters: { paymentsApi: { currencies: 'pending', options: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Obteniendo monedas')).toBeVisible();
    await expect(canvas.getByText('Obteniendo opciones de pago')).toBeVisible();
  },
};

/** SPEC §8 'Payments' loading labels, word for word. */
export const LoadingInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { paymentsApi: { currencies: 'pending', options: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Getting currencies')).toBeVisible();
    await expect(canvas.getByText('Getting payment options')).toBeVisible();
  },
};

export const CurrenciesFailed: Story = {
  globals: { locale: 'en' },
  parameters: { paymentsApi: { currencies: 'error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('An error ocurred while retrieving currencies')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })[0]).toBeVisible();
  },
};

export const PaymentMethodsFailed: Story = {
  globals: { locale: 'en' },
  parameters: { paymentsApi: { options: 'error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error getting payment methods for the currency')).toBeVisible();
  },
};

export const PaymentMethodsFailedInSpanish: Story = {
  parameters: { paymentsApi: { options: 'error' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Error al obtener los métodos de pago para la moneda'),
    ).toBeVisible();
  },
};

/** MXN: the banks and their months without interest, each with its monthly amount, before any card number. */
export const MxnWithBanks: Story = {
  play: async ({ canvas }) => {
    const plans = within(await canvas.findByTestId('months-plans'));
    await expect(
      plans.getByText('Con tarjetas emitidas en México, paga hasta en 15 meses sin intereses.'),
    ).toBeVisible();
    const ceiba = within(plans.getByRole('group', { name: 'Planes con Banco Ceiba' }));
    await expect(ceiba.getByRole('radio', { name: '12 meses de MXN$375.00' })).toBeVisible();
    await expect(ceiba.getByRole('radio', { name: '13 meses de MXN$346.16' })).toBeVisible();
    await expect(plans.getByRole('radio', { name: 'Un solo pago de MXN$4,500.00' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Número de tarjeta/)).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Transferencia bancaria' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Depósito en efectivo' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeVisible();
    await expect(canvas.getByTestId('charge-line')).toHaveTextContent(/\(MXN\).*\(MXN\)/);
  },
};

/** A bank transfer: no card, no months, the 72-hour note. */
export const MxnBankTransfer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Transferencia bancaria' }));
    await expect(canvas.getByTestId('offline-note')).toHaveTextContent(/72 horas/);
    await expect(canvas.queryByTestId('months-plans')).toBeNull();
    await expect(canvas.queryByLabelText(/^Número de tarjeta/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Obtener mi referencia de pago' })).toBeVisible();
  },
};

export const Usd: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Accepted cards: Visa, Mastercard, American Express')).toBeVisible();
    await expect(canvas.queryByTestId('months-plans')).toBeNull();
    await expect(canvas.queryByRole('radio', { name: 'Bank transfer' })).toBeNull();
    await expect(canvas.getByTestId('charge-line')).toHaveTextContent(
      'Prices are shown in US Dollar (USD) and your card will be charged in US Dollar (USD).',
    );
    await expect(canvas.getByRole('button', { name: 'Pay US$244.75' })).toBeVisible();
  },
};

/** ARCHITECTURE decisions: Alipay (AP) is offered with USD; a wallet needs no card. */
export const UsdWallet: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')) },
  args: { buyer: KNOWN_BUYER },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Alipay' }));
    await expect(canvas.getByTestId('wallet-note')).toHaveTextContent(/You will pay the total with Alipay/);
    await expect(canvas.queryByLabelText(/^Card number/)).toBeNull();
    await userEvent.click(canvas.getByLabelText(/I accept the terms/));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay US$244.75 with Alipay' }));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
  },
};

/** Every message in the visitor's language when the form is sent empty. */
export const ValidationMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Pagar / }));
    await expect(await canvas.findByText('Escribe tu nombre')).toBeVisible();
    await expect(canvas.getByText('Escribe el número de tarjeta')).toBeVisible();
    await expect(canvas.getByText('Acepta los términos y condiciones para continuar')).toBeVisible();
    await enter(canvas.getByLabelText(/^Número de tarjeta/), '4242424242424241');
    await userEvent.tab();
    await expect(
      await canvas.findByText('El número de tarjeta no es válido. Revisa los dígitos'),
    ).toBeVisible();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')), paymentsApi: { pay: 'pending' } },
  args: { buyer: KNOWN_BUYER },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Card details' });
    await fillEnglishCard(canvas, '4242424242424242');
    await expect(canvas.getByTestId('card-network')).toHaveTextContent('Card: Visa');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay US$244.75' }));
    await waitFor(() => expect(canvas.getAllByText('Processing your payment…')[0]).toBeVisible());
  },
};

/** A decline keeps every field and says what to do. */
export const Declined: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')), paymentsApi: { pay: 'declined' } },
  args: { buyer: KNOWN_BUYER },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('heading', { name: 'Card details' });
    await fillEnglishCard(canvas, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay US$244.75' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your card was declined and nothing was charged. Check the details, use another card or choose another payment method.',
    );
    await expect(canvas.getByLabelText(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Issue 17 §1: a line's hold ended and its seats were sold; park-api refused the order and charged nothing. */
export const HoldExpired: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')), paymentsApi: { pay: 'holdExpired' } },
  args: { buyer: KNOWN_BUYER },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('heading', { name: 'Card details' });
    await fillEnglishCard(canvas, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay US$244.75' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The time to pay for some of your tickets ran out and their places are no longer available. Nothing was charged: go back to the cart to hold them again or choose another date.',
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

export const HoldExpiredInSpanish: Story = {
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')), paymentsApi: { pay: 'holdExpired' } },
  args: { buyer: KNOWN_BUYER },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('heading', { name: 'Datos de la tarjeta' });
    await enter(canvas.getByLabelText(/^Número de tarjeta/), '4242424242424242');
    await enter(canvas.getByLabelText(/^Fecha de vencimiento/), '1235');
    await enter(canvas.getByLabelText(/^Código de seguridad/), '123');
    await enter(canvas.getByLabelText(/^Nombre en la tarjeta/), 'Ana Pérez');
    await userEvent.click(canvas.getByLabelText(/Acepto los términos/));
    await userEvent.click(canvas.getByRole('button', { name: /^Pagar / }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Se acabó el tiempo para pagar algunas de tus entradas y sus lugares ya no están disponibles. No se hizo ningún cargo: vuelve al carrito para apartarlas de nuevo o elegir otra fecha.',
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

export const Paid: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')) },
  args: { buyer: KNOWN_BUYER },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('heading', { name: 'Card details' });
    await fillEnglishCard(canvas, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay US$244.75' }));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
  },
};

/** The coupon route: a coupon that covers everything leaves only the coupon as the method. */
export const Coupon: Story = {
  globals: { locale: 'en' },
  args: { variant: 'coupon' },
  parameters: {
    preloadedState: withPaymentCart(paymentCart('USD')),
    paymentsApi: {
      couponCart: paymentCart('USD', { Total: 0, CouponCode: 'SENSORIA-GIFT-100', CouponDiscount: 244.75 }),
    },
  },
  play: async ({ canvas }) => {
    await enter(await canvas.findByLabelText(/^Coupon code/), 'SENSORIA-GIFT-100');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply coupon' }));
    await expect(await canvas.findByTestId('coupon-applied')).toHaveTextContent(
      'Coupon SENSORIA-GIFT-100 applied: US$244.75 off. The coupon covers your whole order.',
    );
    await expect(await canvas.findByRole('button', { name: 'Confirm with my coupon' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Card number/)).toBeNull();
  },
};

export const CouponNotFound: Story = {
  globals: { locale: 'en' },
  args: { variant: 'coupon' },
  parameters: { preloadedState: withPaymentCart(paymentCart('USD')) },
  play: async ({ canvas }) => {
    await enter(await canvas.findByLabelText(/^Coupon code/), 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply coupon' }));
    await expect(await canvas.findByText('That coupon does not exist. Check the code.')).toBeVisible();
  },
};

export const EmptyCart: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withPaymentCart(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty: there is nothing to pay.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
      'href',
      '/en/carrito/',
    );
  },
};
