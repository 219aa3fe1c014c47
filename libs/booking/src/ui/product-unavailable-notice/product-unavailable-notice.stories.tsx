import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductUnavailableNotice } from './product-unavailable-notice';

const meta = {
  title: 'Booking/ProductUnavailableNotice',
  component: ProductUnavailableNotice,
} satisfies Meta<typeof ProductUnavailableNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Este producto no está disponible por el momento.',
    );
    await expect(canvas.getByRole('link', { name: 'Consulta nuestro protocolo de salud' })).toHaveAttribute(
      'href',
      '/es/preguntas-frecuentes/#health-protocol',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('This product is not available at the moment.');
    await expect(canvas.getByRole('link', { name: 'Read our health protocol' })).toBeVisible();
  },
};

export const OwnHealthProtocolPage: Story = {
  args: { healthProtocolUrl: '/es/preguntas-frecuentes/#protocolo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Consulta nuestro protocolo de salud' })).toHaveAttribute(
      'href',
      '/es/preguntas-frecuentes/#protocolo',
    );
  },
};
