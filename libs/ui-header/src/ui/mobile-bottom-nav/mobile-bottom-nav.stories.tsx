import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { MobileBottomNav } from './mobile-bottom-nav';
import { MoreDrawer } from './more-drawer';

const meta = {
  title: 'UI Header/MobileBottomNav',
  component: MobileBottomNav,
  globals: mobile,
  // The drawer as a host passes it (its code loaded with the story, as before).
  args: { activeRouteId: 'home', more: <MoreDrawer /> },
} satisfies Meta<typeof MobileBottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheHomePage: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navegación principal' }));
    await expect(nav.getAllByRole('listitem')).toHaveLength(5);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Nosotros' })).toHaveAttribute(
      'href',
      '/es/acerca-de-sensoria/',
    );
    await expect(nav.getByRole('link', { name: 'Actividades' })).toHaveAttribute(
      'href',
      '/es/actividades-sensoria/',
    );
    await expect(nav.getByRole('link', { name: 'Boletos' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/',
    );
    await expect(nav.getByRole('button', { name: 'Más' })).toBeVisible();
  },
};

export const OnTheTicketsPage: Story = {
  args: { activeRouteId: 'admission' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Boletos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  },
};

export const English: Story = {
  globals: mobileEnglish,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about-sensoria/');
    await expect(nav.getByRole('link', { name: 'Attractions' })).toHaveAttribute(
      'href',
      '/en/sensoria-activities/',
    );
    await expect(nav.getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/en/sensoria-admission/',
    );
    await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
  },
};

export const MoreOpensTheSitemap: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Más' }));
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Explora el parque' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Galería' })).toHaveAttribute(
      'href',
      '/es/galeria/',
    );
    await expect(within(drawer).getAllByRole('link')).toHaveLength(19);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ForcedOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { mobile: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  },
};

export const SisterPark: Story = {
  globals: { ...mobile, ...sisterPark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Nosotros' })).toHaveAttribute(
      'href',
      '/es/acerca-de-aventura/',
    );
  },
};
