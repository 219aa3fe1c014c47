import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Amount } from './amount';

// Annotated, not `satisfies`: Amount's props reach into Chakra's style types, which a declaration cannot name.
const meta: Meta<typeof Amount> = {
  title: 'Currency/Amount',
  component: Amount,
  args: { value: 1234.5 },
  decorators: [
    (Story) => (
      <p style={{ padding: '1rem' }}>
        <Story />
      </p>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** In the selected currency, the site default: US dollars, symbol first. */
export const SelectedCurrency: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('US$1,234.50')).toBeVisible();
  },
};

/** The selected currency follows the store: Mexican pesos. */
export const SelectedMexicanPeso: Story = {
  parameters: { preloadedState: { currency: { code: 'MXN', id: 2 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MXN$1,234.50')).toBeVisible();
  },
};

/** A given currency (e.g. the cart's): euros, symbol after the amount, comma decimals. */
export const Euros: Story = {
  args: { currency: 'EUR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234,50 €')).toBeVisible();
  },
};

/** A currency without minor units: yen, rounded to whole units. */
export const Yen: Story = {
  args: { currency: 'JPY', value: 18990.6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18,991 JP¥')).toBeVisible();
  },
};

/** With the ISO code instead of a symbol. */
export const WithCode: Story = {
  args: { currency: 'COP', value: 250000, display: 'code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('250.000,00 COP')).toBeVisible();
  },
};
