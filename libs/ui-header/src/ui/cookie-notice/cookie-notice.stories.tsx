import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { CookieNotice } from './cookie-notice';

const meta = {
  title: 'UI Header/CookieNotice',
  component: CookieNotice,
} satisfies Meta<typeof CookieNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Más información' })).toHaveAttribute(
      'href',
      '/es/aviso-de-privacidad/',
    );
    await expect(canvas.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'More info' })).toHaveAttribute(
      'href',
      '/en/privacy-notice/',
    );
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const AcceptingWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Más información' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  },
};

export const AlreadyAccepted: Story = {
  parameters: {
    preloadedState: { layoutPreferences: { dismissedBannerId: null, cookieNoticeAccepted: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Más información' })).toHaveAttribute(
      'href',
      '/es/aviso-de-privacidad/',
    );
  },
};
