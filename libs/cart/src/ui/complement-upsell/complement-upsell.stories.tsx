import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { admissionLine, cartOf, withCart } from '../../test-support/carts';
import { complement, complementsFixture } from '../../test-support/complements';
import { withMemoryCartApi } from '../../test-support/story-cart-api';
import { ComplementUpsell } from './complement-upsell';

const meta = {
  title: 'Cart/ComplementUpsell',
  component: ComplementUpsell,
  decorators: [withMemoryCartApi],
  parameters: { layout: 'padded', preloadedState: withCart(cartOf([admissionLine()])) },
} satisfies Meta<typeof ComplementUpsell>;
export default meta;
type Story = StoryObj<typeof meta>;

const addedLine = (IdProduct: number, ProductName: string) =>
  admissionLine({ IdLine: `line-${IdProduct}`, IdProduct, ProductName, Schedule: '11:00', AddOns: [] });

export const NotAdded: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Snorkel en cenote' }));
    await expect(card.getByText('Mejóralo a: Tour de snorkel en cenotes')).toBeVisible();
    await expect(await card.findByText('Equipo incluido')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Agregar Snorkel en cenote' })).toBeEnabled();
    await expect(
      card.getByRole('button', { name: 'Mejorar a tour: Tour de snorkel en cenotes' }),
    ).toBeEnabled();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByText('Agregado al carrito')).not.toBeInTheDocument();
  },
};

export const SanitizedDescription: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = within(await canvas.findByRole('article', { name: 'Show nocturno de los sentidos' }));
    await expect(await card.findByText('Luz, música y aromas bajo las estrellas.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Más información' })).toHaveAttribute(
      'href',
      'https://example.com/show',
    );
    // The javascript: link keeps its text but loses its href, so it is no link at all.
    await expect(card.queryByRole('link', { name: 'Programa' })).not.toBeInTheDocument();
    await expect(card.getByText('Programa')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], [target]')).toBeNull();
  },
};

export const Added: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Cata de cacao maya' });
    await userEvent.click(within(article).getByRole('button', { name: 'Agregar Cata de cacao maya' }));
    await expect(await within(article).findByText('Agregado al carrito')).toBeVisible();
    await expect(within(article).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const AlreadyInTheCart: Story = {
  parameters: {
    preloadedState: withCart(cartOf([admissionLine(), addedLine(295, 'Snorkel en cenote')])),
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Snorkel en cenote' }));
    await expect(card.getByText('Agregado al carrito')).toBeVisible();
    await expect(card.queryByRole('button')).not.toBeInTheDocument();
    const other = within(canvas.getByRole('article', { name: 'Cata de cacao maya' }));
    await expect(other.getByRole('button', { name: 'Agregar Cata de cacao maya' })).toBeVisible();
  },
};

export const Upgraded: Story = {
  parameters: {
    preloadedState: withCart(cartOf([admissionLine(), addedLine(378, 'Show nocturno con cena')])),
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Show nocturno de los sentidos' }));
    await expect(card.getByText('Agregado como tour: Show nocturno con cena')).toBeVisible();
    await expect(card.queryByRole('button', { name: /Mejorar a tour/ })).not.toBeInTheDocument();
  },
};

export const UpgradesToTour: Story = {
  globals: { locale: 'en' },
  parameters: {
    cartApi: {
      complements: [
        complement({
          name: 'Cenote snorkel',
          nameUpgrade: 'Cenote snorkel tour',
          infoDetails: {
            titleDescription: 'Cenote snorkel',
            subtitleDescription: 'Upgrade to: Cenote snorkel tour',
            textDescription: '<p>Swim in a <em>crystal-clear</em> cenote.</p>',
          },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Cenote snorkel' });
    await expect(await within(article).findByText('crystal-clear')).toBeVisible();
    await userEvent.click(
      within(article).getByRole('button', { name: 'Upgrade to tour: Cenote snorkel tour' }),
    );
    await expect(await within(article).findByText('Added as a tour: Cenote snorkel tour')).toBeVisible();
  },
};

export const AddFailed: Story = {
  parameters: { cartApi: { failWith: 'DUPLICATE_PRODUCT' } },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Snorkel en cenote' });
    await userEvent.click(
      within(article).getByRole('button', { name: 'Mejorar a tour: Tour de snorkel en cenotes' }),
    );
    await expect(
      await within(article).findByText('Este producto o uno con la misma fecha ya fue agregado a tu carrito'),
    ).toBeVisible();
    await expect(within(article).getByRole('button', { name: 'Agregar Snorkel en cenote' })).toBeEnabled();
  },
};

export const MobileInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  parameters: { cartApi: { complements: complementsFixture.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Complete your visit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Snorkel en cenote' })).toBeVisible();
  },
};
