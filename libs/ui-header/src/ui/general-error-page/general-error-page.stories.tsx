import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { StorySearchBox } from '../../test-support/story-slots';
import { GeneralErrorPage } from './general-error-page';

const relatedLinksHtml =
  '<p>Visita también:</p><ul><li><a href="/es/actividades-sensoria/">Actividades</a></li>' +
  '<li><a href="/es/entrada-parque-sensoria/">Entrada al parque</a></li><li><a href="/es/preguntas-frecuentes/">Preguntas frecuentes</a></li></ul>';

const meta = {
  title: 'UI Header/GeneralErrorPage',
  component: GeneralErrorPage,
  args: { search: <StorySearchBox />, relatedLinksHtml, source: 'server' },
} satisfies Meta<typeof GeneralErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerErrorOnDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'No encontramos lo que buscabas' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
    const related = within(canvas.getByRole('region', { name: 'Enlaces que te pueden interesar' }));
    await expect(related.getByRole('link', { name: 'Actividades' })).toHaveAttribute(
      'href',
      '/es/actividades-sensoria/',
    );
    await expect(related.getAllByRole('listitem')).toHaveLength(3);
    // SPEC §2: the error line is hidden on desktop.
    await expect(canvas.queryByText('Ocurrió un error 500 en el servidor')).not.toBeInTheDocument();
  },
};

export const ServerErrorOnMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ocurrió un error 500 en el servidor')).toBeVisible();
  },
};

export const NotFoundOnMobileInEnglish: Story = {
  globals: mobileEnglish,
  args: {
    status: 404,
    heading: 'This page does not exist',
    relatedLinksHtml: '<ul><li><a href="/en/sensoria-activities/">Activities</a></li></ul>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
    await expect(canvas.getByText('An error 404 occurred on server')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Activities' })).toHaveAttribute(
      'href',
      '/en/sensoria-activities/',
    );
  },
};

export const ClientErrorOnMobile: Story = {
  globals: mobile,
  args: { source: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ocurrió un error en el cliente')).toBeVisible();
  },
};

export const ClientErrorOnMobileInEnglish: Story = {
  globals: mobileEnglish,
  args: { source: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An error occurred on client')).toBeVisible();
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We couldn't find what you were looking for" }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Links you may like' })).toBeVisible();
    await expect(canvas.queryByText('An error 500 occurred on server')).not.toBeInTheDocument();
  },
};

export const UnsafeLinksAreNeutralised: Story = {
  args: {
    relatedLinksHtml:
      '<ul><li><a href="javascript:alert(1)">Premio</a></li><li><a href="/es/galeria/" onclick="alert(1)">Galería</a></li></ul><img src=x onerror="alert(1)"><script>alert(1)</script>',
  },
  play: async ({ canvas }) => {
    const related = within(canvas.getByRole('region', { name: 'Enlaces que te pueden interesar' }));
    await expect(related.getByText('Premio')).toBeVisible();
    await expect(related.queryByRole('link', { name: 'Premio' })).not.toBeInTheDocument();
    await expect(related.getByRole('link', { name: 'Galería' })).not.toHaveAttribute('onclick');
    await expect(related.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithoutRelatedLinks: Story = {
  args: { relatedLinksHtml: undefined, search: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
