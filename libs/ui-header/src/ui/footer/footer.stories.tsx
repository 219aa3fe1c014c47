import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsletterForm } from '../newsletter-form/newsletter-form';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { Footer } from './footer';

const meta = {
  title: 'UI Header/Footer',
  component: Footer,
  args: { newsletter: <NewsletterForm submit={() => undefined} /> },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const benefits = within(canvas.getByRole('region', { name: 'Ventajas de comprar en línea' }));
    await expect(benefits.getAllByRole('listitem')).toHaveLength(5);
    await expect(benefits.getByText('Niños de 0 a 4 años entran gratis')).toBeVisible();
    const sitemap = within(canvas.getByRole('navigation', { name: 'Mapa del sitio' }));
    await expect(sitemap.getAllByRole('link')).toHaveLength(19);
    await expect(sitemap.getByRole('link', { name: 'Acerca del parque' })).toHaveAttribute(
      'href',
      '/es/acerca-de-sensoria/',
    );
    await expect(sitemap.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/aviso-de-privacidad/',
    );
    await expect(canvas.getByRole('link', { name: 'Parque Sensoria en Facebook' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('link', { name: /\+52 998 555 0142/ })).toHaveAttribute(
      'href',
      'tel:+529985550142',
    );
    await expect(
      canvas.getByText(
        'Lunes a viernes de 7:00 a 24:00; sábados y domingos de 7:00 a 22:00 (hora de Cancún)',
      ),
    ).toBeVisible();
    const payments = within(canvas.getByRole('region', { name: 'Formas de pago aceptadas' }));
    await expect(payments.getByText('Visa')).toBeVisible();
    await expect(payments.getByText('American Express')).toBeVisible();
    await expect(payments.getByText('Monedero digital')).toBeVisible();
    const newsletter = within(canvas.getByRole('region', { name: 'Recibe nuestras ofertas' }));
    await expect(newsletter.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    const sitemap = within(canvas.getByRole('navigation', { name: 'Sitemap' }));
    await expect(sitemap.getByRole('link', { name: 'About the park' })).toHaveAttribute(
      'href',
      '/en/about-sensoria/',
    );
    await expect(sitemap.getByRole('link', { name: 'Build your package' })).toHaveAttribute(
      'href',
      '/en/create-your-package/',
    );
    await expect(canvas.getByText('15% off when bought 21 or more days ahead')).toBeVisible();
    await expect(canvas.getByText('Children 0 to 4 enter free')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Parque Sensoria on Instagram' })).toBeVisible();
    await expect(canvas.getByText('Wallet')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Mapa del sitio' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recibe nuestras ofertas' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sitemap' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Accepted payment methods' })).toBeVisible();
  },
};

export const WithoutNewsletter: Story = {
  args: { newsletter: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Recibe nuestras ofertas' })).not.toBeInTheDocument();
  },
};

export const PaymentMethodsForMexicanPesos: Story = {
  args: {
    paymentMethods: [
      { code: 'VI', name: 'Visa' },
      { code: 'MC', name: 'Mastercard' },
      { code: 'AX', name: 'American Express' },
      { code: 'PP', name: 'Wallet' },
    ],
  },
  play: async ({ canvas }) => {
    const payments = within(canvas.getByRole('region', { name: 'Formas de pago aceptadas' }));
    await expect(payments.getAllByRole('listitem')).toHaveLength(4);
    await expect(payments.queryByText('JCB')).not.toBeInTheDocument();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /\+52 984 555 0177/ })).toBeVisible();
    const sitemap = within(canvas.getByRole('navigation', { name: 'Mapa del sitio' }));
    await expect(sitemap.getByRole('link', { name: 'Acerca del parque' })).toHaveAttribute(
      'href',
      '/es/acerca-de-aventura/',
    );
  },
};
