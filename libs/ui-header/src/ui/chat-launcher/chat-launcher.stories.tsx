import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { ChatLauncher } from './chat-launcher';

const meta = {
  title: 'UI Header/ChatLauncher',
  component: ChatLauncher,
  args: { messenger: { network: 'WhatsApp', url: 'https://chat.example/parquesensoria' } },
} satisfies Meta<typeof ChatLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('link', { name: 'Chatea con nosotros' });
    await expect(chat).toHaveAttribute('href', 'http://127.0.0.1:3333/account/chat?lang=es');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAccessibleDescription('Se abre en una pestaña nueva');
    await expect(canvas.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://chat.example/parquesensoria',
    );
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Message us on WhatsApp' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chatea con nosotros' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat with us' })).toBeVisible();
  },
};

export const WithoutMessenger: Story = {
  args: { messenger: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chatea con nosotros' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chatea con nosotros' })).toBeVisible();
  },
};
