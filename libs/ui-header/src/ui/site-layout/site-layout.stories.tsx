import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterForm } from '../newsletter-form/newsletter-form';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import {
  StoryCartSummary,
  StoryCurrencyButton,
  StoryLoginLink,
  StorySearchBox,
} from '../../test-support/story-slots';
import { SiteLayout } from './site-layout';

function PageContent() {
  return (
    <Box bg="brand.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="7xl">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '5xl' }} color="brand.fg" mb="4">
          Parque Sensoria
        </Heading>
        <Text maxW="2xl" fontSize="lg" color="fg.muted">
          Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore.
        </Text>
      </Container>
    </Box>
  );
}

const meta = {
  title: 'UI Header/SiteLayout',
  component: SiteLayout,
  args: {
    children: <PageContent />,
    search: <StorySearchBox />,
    account: <StoryLoginLink />,
    cart: <StoryCartSummary />,
    currency: <StoryCurrencyButton />,
    newsletter: <NewsletterForm submit={() => undefined} />,
    alternates: { es: '/es/', en: '/en/' },
    messenger: { network: 'WhatsApp', url: 'https://chat.example/parquesensoria' },
    activeRouteId: 'home',
  },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Aviso' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chatea con nosotros' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chat with us' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navegación principal' }));
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Chatea con nosotros' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tickets' })).toBeVisible();
  },
};

export const SkipLinkComesFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

export const ReturningVisitor: Story = {
  parameters: {
    preloadedState: {
      layoutPreferences: { dismissedBannerId: 'presale-2026-12', cookieNoticeAccepted: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Aviso' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Parque Aventura, ir al inicio' })).toBeVisible();
  },
};
