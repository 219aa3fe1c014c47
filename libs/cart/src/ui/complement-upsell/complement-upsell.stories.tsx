import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { initialCartState } from '../../state/cart.slice';
import { admissionLine, cartOf, withCart } from '../../test-support/carts';
import { complement, complementIn, complementsFixture } from '../../test-support/complements';
import { withMemoryCartApi } from '../../test-support/story-cart-api';
import { ComplementUpsell } from './complement-upsell';

/**
 * The cart's add-ons (issue 18 §2): admissions to the Selva, Arrecife and Cenotes sister parks, priced
 * per adult in the cart's currency (MXN here), each upgradeable to its park's tour. Every state in
 * Spanish and English: offered, added, upgraded, and the price being asked for again or unavailable.
 */
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

/**
 * A cart in MXN whose add-ons were priced in USD before the visitor changed the currency: the upsell
 * asks for MXN prices again, and the cards show no stale price meanwhile.
 */
const repricing = {
  ...withCart(cartOf([admissionLine()])),
  cart: {
    ...initialCartState,
    complements: {
      status: 'loaded',
      language: 'ES',
      pricing: 'USD|2026-12-05',
      items: complementsFixture,
    },
  },
};
const repricingInEnglish = {
  ...repricing,
  cart: { ...repricing.cart, complements: { ...repricing.cart.complements, language: 'EN' } },
};

export const Offered: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    await expect(card.getByText('Expedición a pie y en balsa por la selva tropical')).toBeVisible();
    await expect(await card.findByText('Chaleco salvavidas incluido')).toBeVisible();
    await expect(card.getByTestId('complement-price')).toHaveTextContent(
      'MXN$1,664.82 por adultoTour Parque Selva: MXN$2,404.82 por adulto',
    );
    await expect(card.getByRole('button', { name: 'Agregar Admisión Parque Selva' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Mejorar a tour: Tour Parque Selva' })).toBeEnabled();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByText('Agregado al carrito')).not.toBeInTheDocument();
  },
};

export const OfferedInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    await expect(card.getByTestId('complement-price')).toHaveTextContent(
      'MXN$1,664.82 per adultTour Parque Selva: MXN$2,404.82 per adult',
    );
    await expect(card.getByRole('button', { name: 'Add Admisión Parque Selva' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Upgrade to tour: Tour Parque Selva' })).toBeEnabled();
  },
};

/** A description as the catalog API answers it, sanitized there: its plain link out, a javascript: link's text. */
export const SanitizedDescription: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Arrecife' }));
    await expect(await card.findByText('Nada entre peces de colores.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Más información' })).toHaveAttribute(
      'href',
      'https://example.com/arrecife',
    );
    // The javascript: link keeps its text but loses its href, so it is no link at all.
    await expect(card.queryByRole('link', { name: 'Programa' })).not.toBeInTheDocument();
    await expect(card.getByText('Programa')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], [target]')).toBeNull();
  },
};

export const Added: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Admisión Parque Cenotes' });
    await userEvent.click(within(article).getByRole('button', { name: 'Agregar Admisión Parque Cenotes' }));
    await expect(await within(article).findByText('Agregado al carrito')).toBeVisible();
    await expect(article).toHaveAttribute('data-state', 'added');
    // Added, it can still become its tour; it cannot be added twice.
    await expect(within(article).queryByRole('button', { name: /^Agregar/ })).not.toBeInTheDocument();
    await expect(
      within(article).getByRole('button', { name: 'Mejorar a tour: Tour Parque Cenotes' }),
    ).toBeEnabled();
  },
};

/** 'Add' pressed and the cart API not answered yet: the card is busy, its button disabled with a spinner. */
export const Adding: Story = {
  parameters: { cartApi: { hang: true } },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Admisión Parque Cenotes' });
    const add = within(article).getByRole('button', { name: 'Agregar Admisión Parque Cenotes' });
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(add).toHaveTextContent('Agregando…');
    await expect(add).toHaveAttribute('data-loading');
    await expect(article).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(article).getByRole('button', { name: 'Mejorar a tour: Tour Parque Cenotes' }),
    ).toBeDisabled();
    await expect(article).toHaveAttribute('data-state', 'offered');
  },
};

export const AddedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    preloadedState: withCart(cartOf([admissionLine(), addedLine(295, 'Selva Park Admission')])),
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    await expect(card.getByText('Added to your cart')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Upgrade to tour: Tour Parque Selva' })).toBeEnabled();
    const other = within(canvas.getByRole('article', { name: 'Admisión Parque Cenotes' }));
    await expect(other.getByRole('button', { name: 'Add Admisión Parque Cenotes' })).toBeVisible();
  },
};

export const Upgraded: Story = {
  parameters: {
    preloadedState: withCart(cartOf([admissionLine(), addedLine(378, 'Tour Parque Arrecife')])),
  },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Admisión Parque Arrecife' });
    await expect(within(article).getByText('Agregado como tour: Tour Parque Arrecife')).toBeVisible();
    await expect(article).toHaveAttribute('data-state', 'upgraded');
    await expect(within(article).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const UpgradedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    preloadedState: withCart(cartOf([admissionLine(), addedLine(378, 'Arrecife Park Tour')])),
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Arrecife' }));
    await expect(card.getByText('Added as a tour: Tour Parque Arrecife')).toBeVisible();
    await expect(card.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const UpgradeReplacesTheAdmission: Story = {
  parameters: {
    preloadedState: withCart(cartOf([admissionLine(), addedLine(295, 'Admisión Parque Selva')])),
  },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Admisión Parque Selva' });
    await expect(within(article).getByText('Agregado al carrito')).toBeVisible();
    await userEvent.click(within(article).getByRole('button', { name: 'Mejorar a tour: Tour Parque Selva' }));
    await expect(await within(article).findByText('Agregado como tour: Tour Parque Selva')).toBeVisible();
    await expect(article).toHaveAttribute('data-state', 'upgraded');
  },
};

export const PriceLoading: Story = {
  parameters: { preloadedState: repricing, cartApi: { complementPrices: 'hang' } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    // The new prices are asked for once the upsell is in view (at once in the canvas).
    await expect(await card.findByRole('status')).toHaveTextContent('Actualizando el precio…');
    await expect(card.queryByText(/US\$|MXN\$/)).not.toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Agregar Admisión Parque Selva' })).toBeEnabled();
  },
};

export const PriceLoadingInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: repricingInEnglish, cartApi: { complementPrices: 'hang' } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    await expect(await card.findByRole('status')).toHaveTextContent('Updating the price…');
  },
};

export const PriceError: Story = {
  parameters: { preloadedState: repricing, cartApi: { complementPrices: 'fail' } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    await expect(
      await card.findByText('Precio no disponible por ahora; se calcula al agregarlo.'),
    ).toBeVisible();
    await expect(card.queryByText(/US\$|MXN\$/)).not.toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Agregar Admisión Parque Selva' })).toBeEnabled();
  },
};

export const PriceErrorInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: repricingInEnglish, cartApi: { complementPrices: 'fail' } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    await expect(
      await card.findByText('Price not available right now; it is worked out when you add it.'),
    ).toBeVisible();
  },
};

export const InEuros: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(cartOf([admissionLine()], { Currency: 'EUR' })) },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'Admisión Parque Selva' }));
    const { price } = complementIn(complement(), 'EUR');
    await expect(price).toBe(82.79);
    await expect(card.getByTestId('complement-price')).toHaveTextContent(/^82,79\s€ per adult/);
  },
};

export const AddFailed: Story = {
  parameters: { cartApi: { failWith: 'DUPLICATE_PRODUCT' } },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Admisión Parque Selva' });
    await userEvent.click(within(article).getByRole('button', { name: 'Mejorar a tour: Tour Parque Selva' }));
    await expect(
      await within(article).findByText('Este producto o uno con la misma fecha ya fue agregado a tu carrito'),
    ).toBeVisible();
    await expect(
      within(article).getByRole('button', { name: 'Agregar Admisión Parque Selva' }),
    ).toBeEnabled();
  },
};

export const MobileInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  parameters: { cartApi: { complements: complementsFixture.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Complete your visit' })).toBeVisible();
    // The offers are asked for once the upsell is in view: the card follows the heading.
    await expect(await canvas.findByRole('button', { name: 'Add Admisión Parque Selva' })).toBeVisible();
  },
};
