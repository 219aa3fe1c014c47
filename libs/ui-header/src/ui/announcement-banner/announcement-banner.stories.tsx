import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { english, mobile, sisterPark } from '../../test-support/story-globals';
import { AnnouncementBanner } from './announcement-banner';

const meta = {
  title: 'UI Header/AnnouncementBanner',
  component: AnnouncementBanner,
} satisfies Meta<typeof AnnouncementBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Aviso' });
    await expect(banner).toHaveTextContent('Compra con 21 días de anticipación y ahorra 15 % en tu entrada.');
    await expect(canvas.getByRole('link', { name: 'Ver detalles' })).toHaveAttribute(
      'href',
      '/es/promociones-sensoria/',
    );
    await expect(canvas.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
      'Buy 21 days ahead and save 15 % on your admission.',
    );
    await expect(canvas.getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/en/sensoria-promotions/',
    );
    await expect(canvas.getByRole('button', { name: 'Dismiss announcement' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Aviso' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
  },
};

export const WithoutLink: Story = {
  args: {
    banner: {
      visible: true,
      id: 'hours-2026',
      text: {
        es: 'Abrimos de lunes a sábado, de 08:30 a 19:00.',
        en: 'Open Monday to Saturday, 08:30 to 19:00.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Aviso' })).toHaveTextContent(
      'Abrimos de lunes a sábado',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Dismissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar aviso' }));
    await expect(canvas.queryByRole('region', { name: 'Aviso' })).not.toBeInTheDocument();
  },
};

export const AlreadyDismissed: Story = {
  parameters: {
    preloadedState: {
      layoutPreferences: { dismissedBannerId: 'presale-2026-12', cookieNoticeAccepted: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Aviso' })).not.toBeInTheDocument();
  },
};

export const NewBannerAfterADismissal: Story = {
  parameters: {
    preloadedState: { layoutPreferences: { dismissedBannerId: 'summer-2026', cookieNoticeAccepted: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Aviso' })).toBeVisible();
  },
};

export const HiddenByItsFlag: Story = {
  args: {
    banner: { visible: false, id: 'presale-2026-12', text: { es: 'Oculto', en: 'Hidden' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Aviso' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Oculto')).not.toBeInTheDocument();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Aviso' })).toBeVisible();
  },
};
