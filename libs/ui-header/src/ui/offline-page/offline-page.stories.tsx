import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { OfflinePage } from './offline-page';

const meta = {
  title: 'UI Header/OfflinePage',
  component: OfflinePage,
} satisfies Meta<typeof OfflinePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NeverVisitedPage: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Lo sentimos, este contenido no se puede mostrar en el modo sin conexión',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Lo sentimos, el contenido que intentas ver no está disponible en el modo sin conexión.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  },
};

export const NeverVisitedPageEnglish: Story = {
  globals: english,
  args: { homeHref: '/en/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sorry, this content cannot be shown in Offline mode' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("We're sorry, the content you are trying to see is not available in offline mode."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
  },
};

export const DynamicSection: Story = {
  args: { content: 'dynamic' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Lo sentimos, este contenido no se puede ver en el modo sin conexión',
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(/el contenido que intentas ver/)).toBeNull();
  },
};

export const DynamicSectionEnglish: Story = {
  globals: english,
  args: { content: 'dynamic' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: "We're sorry, this content cannot be seen in offline mode",
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  args: { content: 'dynamic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
