import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { ErrorPage500 } from './error-page-500';

const meta = {
  title: 'UI Header/ErrorPage500',
  component: ErrorPage500,
} satisfies Meta<typeof ErrorPage500>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error Interno' })).toBeVisible();
    await expect(canvas.getByText('Algo salió mal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Internal Error' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Error Interno' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Internal Error' })).toBeVisible();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  },
};
