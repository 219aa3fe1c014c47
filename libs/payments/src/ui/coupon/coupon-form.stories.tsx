import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCartTotal } from '@parks/cart/core';
import { expect, userEvent } from 'storybook/test';
import { fakePaymentsApi } from '../../test-support/fake-payments-api';
import { paymentCart } from '../../test-support/payments-fixtures';
import { CouponForm } from './coupon-form';

const meta = {
  title: 'Payments/CouponForm',
  component: CouponForm,
  args: {
    cart: paymentCart('MXN'),
    language: 'es',
    api: fakePaymentsApi(),
    formatMoney: (amount: number) => formatCartTotal(amount, 'MXN'),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function applyCode(canvas: Canvas, code: string, label = 'Código del cupón', button = 'Aplicar cupón') {
  if (code) {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(code);
  }
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tu cupón' })).toBeVisible();
    await expect(canvas.getByLabelText('Código del cupón')).toHaveValue('');
  },
};

export const CodeRequired: Story = {
  play: async ({ canvas }) => {
    await applyCode(canvas, '');
    await expect(await canvas.findByText('Escribe el código del cupón')).toBeVisible();
    await expect(canvas.getByLabelText('Código del cupón')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Applying: Story = {
  args: { api: fakePaymentsApi({ coupon: 'pending' }) },
  play: async ({ canvas }) => {
    await applyCode(canvas, 'SENSORIA-GIFT-100');
    await expect(await canvas.findByText('Aplicando el cupón…')).toBeVisible();
  },
};

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await applyCode(canvas, 'NOPE');
    await expect(await canvas.findByText('Ese cupón no existe. Revisa el código.')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { api: fakePaymentsApi({ coupon: 'COUPON_EXPIRED' }) },
  play: async ({ canvas }) => {
    await applyCode(canvas, 'SENSORIA-2024');
    await expect(
      await canvas.findByText(
        'Ese cupón expiró: los cupones son válidos durante 1 año a partir de la compra.',
      ),
    ).toBeVisible();
  },
};

export const AlreadyUsed: Story = {
  args: { api: fakePaymentsApi({ coupon: 'COUPON_REDEEMED' }) },
  play: async ({ canvas }) => {
    await applyCode(canvas, 'SENSORIA-USED');
    await expect(await canvas.findByText('Ese cupón ya se usó.')).toBeVisible();
  },
};

export const CouldNotApply: Story = {
  args: { api: fakePaymentsApi({ coupon: 'INTERNAL_ERROR' }) },
  play: async ({ canvas }) => {
    await applyCode(canvas, 'SENSORIA-GIFT-100');
    await expect(await canvas.findByText('No se pudo aplicar el cupón. Inténtalo de nuevo.')).toBeVisible();
  },
};

/** A coupon smaller than the order: the rest is paid with the form below. */
export const AppliedWithARest: Story = {
  args: { cart: paymentCart('MXN', { Total: 3500, CouponCode: 'SENSORIA-GIFT-1000', CouponDiscount: 1000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Cupón SENSORIA-GIFT-1000 aplicado: .*1,000\.00.* de descuento\. Paga abajo los .*3,500\.00.* restantes\.$/,
    );
  },
};

export const CoversTheWholeOrderInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    language: 'en',
    cart: paymentCart('USD', { Total: 0, CouponCode: 'SENSORIA-GIFT-100', CouponDiscount: 244.75 }),
    formatMoney: (amount: number) => formatCartTotal(amount, 'USD'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('coupon-applied')).toHaveTextContent(
      'Coupon SENSORIA-GIFT-100 applied: US$244.75 off. The coupon covers your whole order.',
    );
  },
};
