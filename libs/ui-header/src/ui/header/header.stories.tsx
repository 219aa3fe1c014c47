import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scrollWindow } from '../../test-support/scroll-window';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import {
  StoryCartSummary,
  StoryCurrencyButton,
  StoryLoginLink,
  StorySearchBox,
} from '../../test-support/story-slots';
import { PatchedSiteConfig } from '../../test-support/with-site-config';
import { Header } from './header';

const meta = {
  title: 'UI Header/Header',
  component: Header,
  args: {
    search: <StorySearchBox />,
    account: <StoryLoginLink />,
    cart: <StoryCartSummary />,
    currency: <StoryCurrencyButton />,
    alternates: { es: '/es/', en: '/en/' },
  },
  render: (args) => (
    <>
      <Header {...args} />
      <Box px="6" py="10" minH="200vh">
        <Text color="fg.muted" data-stand-in>
          Page content
        </Text>
      </Box>
    </>
  ),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Parque Sensoria, ir al inicio' })).toHaveAttribute(
      'href',
      '/es/',
    );
    const phones = within(canvas.getByRole('list', { name: 'Teléfonos de reservaciones' }));
    await expect(phones.getAllByRole('link')).toHaveLength(3);
    await expect(phones.getByRole('link', { name: /México/ })).toHaveAttribute('href', 'tel:+529985550142');
    const languages = within(canvas.getByRole('navigation', { name: 'Idioma' }));
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Carrito/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Moneda: USD' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Sesión iniciada/ })).not.toBeInTheDocument();
  },
};

export const DesktopEnglish: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Parque Sensoria, go to the home page' })).toHaveAttribute(
      'href',
      '/en/',
    );
    await expect(canvas.getByRole('link', { name: /USA & Canada/ })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    const languages = within(canvas.getByRole('navigation', { name: 'Language' }));
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await expect(canvas.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Parque Sensoria, ir al inicio' })).toBeVisible();
    const phones = within(canvas.getByRole('list', { name: 'Teléfonos de reservaciones' }));
    await expect(phones.getAllByRole('link')).toHaveLength(1);
    const languages = within(canvas.getByRole('navigation', { name: 'Idioma' }));
    await expect(languages.getByRole('link', { name: 'English' })).toHaveTextContent('EN');
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Carrito/ })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Parque Sensoria, go to the home page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Mexico/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

export const SignedInWithAvatar: Story = {
  args: { account: undefined, userName: 'Ana Pérez' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Sesión iniciada como Ana Pérez' })).toBeVisible();
  },
};

export const AvatarFlagOff: Story = {
  args: { account: undefined, userName: 'Ana Pérez' },
  decorators: [
    (Story) => (
      <PatchedSiteConfig patch={(config) => ({ ...config, header: { showUserAvatar: false } })}>
        <Story />
      </PatchedSiteConfig>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Ana Pérez/ })).not.toBeInTheDocument();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Parque Aventura, ir al inicio' })).toHaveAttribute(
      'href',
      '/es/',
    );
    await expect(canvas.getByRole('link', { name: /\+52 984 555 0177/ })).toHaveAttribute(
      'href',
      'tel:+529845550177',
    );
  },
};

export const HiddenWhileScrollingDown: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await scrollWindow(120);
    await scrollWindow(600);
    await waitFor(() => expect(header).toHaveStyle({ transform: 'translateY(-100%)' }));
    await scrollWindow(450);
    await waitFor(() => expect(header).not.toHaveStyle({ transform: 'translateY(-100%)' }));
    await scrollWindow(0);
  },
};

export const KeyboardFocusShowsIt: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await scrollWindow(120);
    await scrollWindow(600);
    await waitFor(() => expect(header).toHaveStyle({ transform: 'translateY(-100%)' }));
    await userEvent.tab();
    await expect(within(header).getByRole('link', { name: /México/ })).toHaveFocus();
    await expect(header).not.toHaveStyle({ transform: 'translateY(-100%)' });
    await scrollWindow(0);
  },
};
